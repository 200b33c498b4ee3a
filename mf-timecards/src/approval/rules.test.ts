import { describe, expect, it } from 'vitest';
import { timecard } from '../testing/fixtures.ts';
import {
  checkCorrection,
  correctionFormOf,
  hasOpenException,
  isCorrectable,
  isDecidable,
  isResolvable,
  lineExceptions,
  lockedByClosedPeriod,
  NO_TASK,
  openExceptions,
  previewSentence,
  taskCodeOptions,
} from './rules.ts';

describe('approval rules', () => {
  it('an exception blocks until resolved; only a pending line off the Late list takes a decision', () => {
    expect(hasOpenException(timecard({ exceptions: ['MealBreak'] }))).toBe(true);
    expect(hasOpenException(timecard({ exceptions: ['MealBreak'], exceptionResolution: 'ok' }))).toBe(false);
    expect(isDecidable(timecard({ approvalState: 'Pending' }))).toBe(true);
    expect(isDecidable(timecard({ approvalState: 'Pending', lateState: 'Held' }))).toBe(false);
    expect(isDecidable(timecard({ approvalState: 'Approved' }))).toBe(false);
  });

  it("a week's exception blocks while the line carries it, whatever the line's own resolution, and is not resolved on the line", () => {
    const held = timecard({ exceptions: ['MealBreak', 'Overtime'], exceptionResolution: 'ok' });
    expect(openExceptions(held)).toEqual(['Overtime']);
    expect(hasOpenException(held)).toBe(true);
    expect(isResolvable(held)).toBe(false);
    expect(isResolvable(timecard({ exceptions: ['Overtime'] }))).toBe(false);
    expect(isResolvable(timecard({ exceptions: ['MealBreak', 'Overtime'] }))).toBe(true);
    expect(lineExceptions(timecard({ exceptions: ['MealBreak', 'Overtime'] }))).toEqual(['MealBreak']);
  });

  it('an approved line is corrected only once payroll has been sent it, a line payroll rejected (Error) too', () => {
    for (const intStatus of ['Exported', 'Processed', 'Changed', 'Error'])
      expect(isCorrectable(timecard({ approvalState: 'Approved', intStatus })), intStatus).toBe(true);
    expect(isCorrectable(timecard({ approvalState: 'Approved', intStatus: 'New' }))).toBe(false);
    expect(isCorrectable(timecard({ approvalState: 'Pending', intStatus: 'New' }))).toBe(true);
  });

  it('offers no correction or resolution on a line whose pay period is closed', () => {
    const closed = { periodClosed: true, exceptions: ['MealBreak'] };
    expect(isCorrectable(timecard({ ...closed, approvalState: 'Rejected' }))).toBe(false);
    expect(isCorrectable(timecard({ ...closed, approvalState: 'Approved', intStatus: 'Error' }))).toBe(false);
    expect(isResolvable(timecard({ ...closed, approvalState: 'Rejected' }))).toBe(false);
    expect(isResolvable(timecard({ exceptions: ['MealBreak'], approvalState: 'Rejected' }))).toBe(true);
    expect(lockedByClosedPeriod(timecard(closed))).toBe(true);
    // A late line of a closed week waits on the Late list instead.
    expect(lockedByClosedPeriod(timecard({ ...closed, lateState: 'Held' }))).toBe(false);
  });

  it('says what a decision would do, and what it leaves and why', () => {
    const preview = {
      matching: 5,
      approvable: 2,
      rejectable: 3,
      pending: 3,
      approved: 2,
      rejected: 0,
      openExceptions: 1,
      late: 0,
      inClosedPeriods: 0,
    };
    expect(previewSentence(preview, 'Approve')).toBe(
      '5 line(s) selected: 2 will be approved; 3 will be left as they are (2 already approved, 1 with an open exception).',
    );
    expect(previewSentence({ ...preview, approved: 0, matching: 3 }, 'Reject')).toBe(
      '3 line(s) selected: 3 will be rejected.',
    );
  });

  it("sends a task code only once the user picked one other than the line's own; null clears it", () => {
    const line = timecard({ lineId: 7 });
    const before = correctionFormOf(line, 40);
    expect(checkCorrection(7, before, { ...correctionFormOf(line), reason: 'x' })).toMatchObject({
      ok: false,
      message: 'Change at least one of hours, times, pay code or task code',
    });
    expect(checkCorrection(7, before, { ...before, taskId: 40, reason: 'x' })).toMatchObject({ ok: false });
    expect(checkCorrection(7, before, { ...before, taskId: 41, reason: 'x' })).toEqual({
      ok: true,
      correction: { lineId: 7, reason: 'x', taskId: 41 },
    });
    expect(checkCorrection(7, before, { ...before, taskId: null, reason: 'x' })).toEqual({
      ok: true,
      correction: { lineId: 7, reason: 'x', taskId: null },
    });
    expect(taskCodeOptions([{ id: 41, taskNumber: '01', taskName: 'Framing' }])).toEqual([
      { value: NO_TASK, label: 'No task code' },
      { value: 41, label: '01 Framing' },
    ]);
  });

  it('sends only the changed values of a correction, each checked, with a reason', () => {
    const line = timecard({ lineId: 7 });
    const before = correctionFormOf(line);
    expect(checkCorrection(7, before, { ...before, reason: 'x' })).toMatchObject({
      ok: false,
      field: 'hours',
    });
    expect(checkCorrection(7, before, { ...before, hours: '25', reason: 'x' })).toMatchObject({
      ok: false,
      field: 'hours',
    });
    expect(
      checkCorrection(7, before, { ...before, lunchStartTime: '', lunchEndTime: '', reason: 'No lunch' }),
    ).toEqual({
      ok: true,
      correction: { lineId: 7, reason: 'No lunch', lunchStartTime: '', lunchEndTime: '' },
    });
    expect(checkCorrection(7, before, { ...before, startTime: '', reason: 'x' })).toMatchObject({
      ok: false,
      field: 'startTime',
    });
    expect(checkCorrection(7, before, { ...before, payCode: 'OT', reason: '  ' })).toMatchObject({
      ok: false,
      field: 'reason',
      message: 'Reason is required',
    });
    expect(checkCorrection(7, before, { ...before, hours: '7.5', payCode: 'OT', reason: ' typo ' })).toEqual({
      ok: true,
      correction: { lineId: 7, reason: 'typo', hours: 7.5, payCode: 'OT' },
    });
  });
});
