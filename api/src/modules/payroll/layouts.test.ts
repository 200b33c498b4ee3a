import { createHash } from 'node:crypto';
import type { PayrollBatchLine, PayrollMappedValues } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { dayNumber, type ExportLine, layoutFile } from './layouts.ts';
import { DEFAULT_VISTA_SETTINGS } from './vista-settings.ts';

const line: PayrollBatchLine = {
  seq: 1,
  timecardId: 501,
  kind: 'Line',
  divisionId: 3,
  employeeNumber: 'E100',
  employeeName: 'O"Neil, Pat',
  projectNumber: '=P-1',
  taskNumber: '',
  day: '2026-11-23',
  weekEndingDate: '2026-11-29',
  payCode: 'REG',
  hours: 8,
  previousBatchId: null,
  previousTaskNumber: null,
  previousPayCode: null,
  previousHours: null,
  rejectedReason: null,
};

const correction: PayrollBatchLine = {
  ...line,
  seq: 2,
  timecardId: 502,
  kind: 'Correction',
  employeeName: 'Lee, Kim',
  projectNumber: 'P-2',
  taskNumber: '01-110',
  payCode: 'OT',
  hours: 6.5,
  previousBatchId: 7,
  previousTaskNumber: '02,220',
  previousPayCode: 'REG',
  previousHours: 8,
};

/** E100's mapped values, with a pay code's Vista earnings code. */
const mapped = (vistaEarnCode: string): PayrollMappedValues => ({
  vistaEmployee: '100',
  craft: 'CARP',
  class: 'JOURNEY',
  shift: '2',
  vistaEarnCode,
  department: 'D03',
  crew: 'C1',
});
const EARN: Record<string, string> = { REG: '1', OT: '2' };
const exported = (l: PayrollBatchLine): ExportLine => ({
  line: l,
  mapped: mapped(EARN[l.payCode] ?? ''),
  previousMapped: l.previousPayCode === null ? null : mapped(EARN[l.previousPayCode] ?? ''),
});
const settings = { vista: DEFAULT_VISTA_SETTINGS };
const file = (layout: 'generic' | 'sage300' | 'vista', lines = [line, correction]) =>
  layoutFile(layout, 9, lines.map(exported), settings, ['2026-11-29']);
const text = (layout: 'generic' | 'sage300' | 'vista') => Buffer.from(file(layout).content).toString('utf8');

describe('payroll batch files', () => {
  it('writes the generic layout with a header, quoting and disarming the text that needs it', () => {
    expect(text('generic').split('\r\n')).toEqual([
      'BatchId,Seq,LineKind,TimecardId,EmployeeNumber,EmployeeName,DivisionId,ProjectNumber,TaskNumber,Day,WeekEndingDate,PayCode,Hours,PreviousBatchId,PreviousTaskNumber,PreviousPayCode,PreviousHours',
      `9,1,Line,501,E100,"O""Neil, Pat",3,'=P-1,,2026-11-23,2026-11-29,REG,8.00,,,,`,
      '9,2,Correction,502,E100,"Lee, Kim",3,P-2,01-110,2026-11-23,2026-11-29,OT,6.50,7,"02,220",REG,8.00',
      '',
    ]);
  });

  it('writes a correction as its reversal, then its new values, in the payroll systems’ layouts', () => {
    // Sage: the eight columns as before, then Class, Department and Shift from the mappings.
    expect(text('sage300').split('\r\n')).toEqual([
      `E100,11/23/26,'=P-1,,,,REG,8.00,JOURNEY,D03,2`,
      'E100,11/23/26,P-2,,"02,220",,REG,-8.00,JOURNEY,D03,2',
      'E100,11/23/26,P-2,,01-110,,OT,6.50,JOURNEY,D03,2',
      '',
    ]);
    // Vista: numeric Employee and EarnCode through the mappings (the reversal's its earlier pay
    // code's), DayNum, no PRGroup or PREndDate on the rows (they are the batch's).
    expect(text('vista').split('\r\n')).toEqual([
      'Co,Employee,PaySeq,Type,PostDate,DayNum,JCCo,Job,Phase,PRDept,Crew,Craft,Class,EarnCode,Shift,Hours,Memo',
      `1,100,1,J,11/23/26,1,1,'=P-1,,D03,C1,CARP,JOURNEY,1,2,8.00,TAC 9-1`,
      '1,100,1,J,11/23/26,1,1,P-2,"02,220",D03,C1,CARP,JOURNEY,1,2,-8.00,TAC 9-2 reverses batch 7',
      '1,100,1,J,11/23/26,1,1,P-2,01-110,D03,C1,CARP,JOURNEY,2,2,6.50,TAC 9-2 corrects batch 7',
      '',
    ]);
    expect(file('vista').batchValues).toEqual([
      { name: 'PRGroup', value: '1' },
      { name: 'PREndDate', value: '11/29/26' },
    ]);
    expect(file('sage300').batchValues).toEqual([]);
  });

  it("numbers a day by its place in the week ending on the batch line's week-ending day", () => {
    expect(dayNumber('2026-11-23', '2026-11-29')).toBe(1);
    expect(dayNumber('2026-11-26', '2026-11-29')).toBe(4);
    expect(dayNumber('2026-11-29', '2026-11-29')).toBe(7);
    // Across the change to daylight saving time, still whole days.
    expect(dayNumber('2026-03-02', '2026-03-08')).toBe(1);
    const days = Array.from({ length: 7 }, (_, i) => ({ ...line, day: `2026-11-${23 + i}` }));
    expect(
      Buffer.from(file('vista', days).content)
        .toString('utf8')
        .split('\r\n')
        .slice(1, 8)
        .map((row) => row.split(',')[5]),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('names the file after the batch and keeps the SHA-256 of its bytes, however many chunks they took', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...correction, seq: i + 1 }));
    for (const layout of ['generic', 'sage300', 'vista'] as const) {
      const file = layoutFile(layout, 9, many.map(exported), settings, ['2026-11-29']);
      expect(file.fileName).toBe(`payroll-batch-9-${layout}.csv`);
      expect(file.content.length).toBeGreaterThan(64 * 1024);
      expect(file.sha256).toBe(createHash('sha256').update(file.content).digest('hex'));
      expect(Buffer.from(file.content).toString('utf8').split('\r\n')).toHaveLength(
        layout === 'generic' ? 3002 : layout === 'vista' ? 6002 : 6001,
      );
    }
  });
});
