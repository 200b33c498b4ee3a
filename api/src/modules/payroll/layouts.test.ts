import { createHash } from 'node:crypto';
import type { PayrollBatchLine } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { layoutFile } from './layouts.ts';
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

const text = (layout: 'generic' | 'sage300' | 'vista') =>
  Buffer.from(layoutFile(layout, 9, [line, correction], DEFAULT_VISTA_SETTINGS).content).toString('utf8');

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
    expect(text('sage300').split('\r\n')).toEqual([
      `E100,11/23/26,'=P-1,,,,REG,8.00`,
      'E100,11/23/26,P-2,,"02,220",,REG,-8.00',
      'E100,11/23/26,P-2,,01-110,,OT,6.50',
      '',
    ]);
    expect(text('vista').split('\r\n')).toEqual([
      'Co,PRGroup,PREndDate,Employee,PaySeq,Type,PostDate,JCCo,Job,Phase,EarnCode,Hours,Memo',
      `1,1,11/29/26,E100,1,J,11/23/26,1,'=P-1,,REG,8.00,TAC 9-1`,
      '1,1,11/29/26,E100,1,J,11/23/26,1,P-2,"02,220",REG,-8.00,TAC 9-2 reverses batch 7',
      '1,1,11/29/26,E100,1,J,11/23/26,1,P-2,01-110,OT,6.50,TAC 9-2 corrects batch 7',
      '',
    ]);
  });

  it('names the file after the batch and keeps the SHA-256 of its bytes, however many chunks they took', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...correction, seq: i + 1 }));
    for (const layout of ['generic', 'sage300', 'vista'] as const) {
      const file = layoutFile(layout, 9, many, DEFAULT_VISTA_SETTINGS);
      expect(file.fileName).toBe(`payroll-batch-9-${layout}.csv`);
      expect(file.content.length).toBeGreaterThan(64 * 1024);
      expect(file.sha256).toBe(createHash('sha256').update(file.content).digest('hex'));
      expect(Buffer.from(file.content).toString('utf8').split('\r\n')).toHaveLength(
        layout === 'generic' ? 3002 : layout === 'vista' ? 6002 : 6001,
      );
    }
  });
});
