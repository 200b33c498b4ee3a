import type { ReportScheduleSave } from './reports/types.ts';
import type { TimecardRecord } from './timecards.ts';
import type { Project } from './workforce.ts';

/**
 * The timing of the weekly schedule the tests of every package save and read: type 13 (Field
 * Roster by Project), Mondays at 07:30 AM, over the last seven days to yesterday (spec 001 §3.4).
 */
export const WEEKLY_ROSTER_TIMING = {
  reportType: '13',
  run: 'weekly',
  runReportAt: '07:30 AM',
  scheduleHour: 7,
  scheduleMinute: 30,
  weekday: 1,
  dateInMonth: null,
  startDate: 7,
  endDate: 1,
  selectedFromDate: null,
  selectedToDate: null,
} as const satisfies Partial<ReportScheduleSave>;

/** A timecard line's approval fields before anyone has decided, corrected, reviewed or closed it. */
export const UNDECIDED_LINE = {
  approvalState: 'Pending',
  approvalReason: '',
  exceptionResolution: '',
  lateState: '',
  correctionReason: '',
  original: null,
  changedAfterAttestation: false,
  premiumForLineId: null,
  periodClosed: false,
} as const satisfies Partial<TimecardRecord>;

/** A project as the workforce list answers it (24-100<id>, North, active, added by hand), for fakes. */
export const projectRow = (id: number, over: Partial<Project> = {}): Project => ({
  id,
  projectNumber: `24-${1000 + id}`,
  projectName: `Project ${id}`,
  divisionName: 'North',
  gc: `GC ${id}`,
  projectStatus: 'active',
  isImported: false,
  ...over,
});
