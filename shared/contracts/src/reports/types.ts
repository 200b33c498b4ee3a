/**
 * Report schedules' and runs' wire types, derived from their schemas (`@tac/contracts/schemas`), and
 * the schedule list's search fields.
 */

import type { Static } from 'typebox';
import type {
  ReportContactOptionSchema,
  ReportDelegateSchema,
  ReportProjectDivisionSchema,
  ReportProjectTaskSchema,
  ReportRecipientSchema,
  ReportRunFileSchema,
  ReportRunListQuerySchema,
  ReportRunOutcomeSchema,
  ReportRunSchema,
  ReportScheduleDivisionSchema,
  ReportScheduleListRequestSchema,
  ReportScheduleProjectSchema,
  ReportScheduleRowSchema,
  ReportScheduleSaveResultSchema,
  ReportScheduleSaveSchema,
  ReportScheduleSchema,
  ReportScheduleTaskCodeSchema,
  ReportScheduleUserSchema,
  ReportTaskCodeOptionSchema,
} from '../schemas/reports.ts';

export type ReportRun = Static<typeof ReportRunSchema>;
export type ReportRunFile = Static<typeof ReportRunFileSchema>;
export type ReportRunOutcome = Static<typeof ReportRunOutcomeSchema>;
export type ReportRunListQuery = Static<typeof ReportRunListQuerySchema>;
export type ReportScheduleRow = Static<typeof ReportScheduleRowSchema>;
export type ReportSchedule = Static<typeof ReportScheduleSchema>;
export type ReportScheduleSave = Static<typeof ReportScheduleSaveSchema>;
export type ReportScheduleSaveResult = Static<typeof ReportScheduleSaveResultSchema>;
export type ReportScheduleListRequest = Static<typeof ReportScheduleListRequestSchema>;
export type ReportScheduleProject = Static<typeof ReportScheduleProjectSchema>;
export type ReportScheduleDivision = Static<typeof ReportScheduleDivisionSchema>;
export type ReportScheduleTaskCode = Static<typeof ReportScheduleTaskCodeSchema>;
export type ReportRecipient = Static<typeof ReportRecipientSchema>;
export type ReportDelegate = Static<typeof ReportDelegateSchema>;
export type ReportProjectTask = Static<typeof ReportProjectTaskSchema>;
export type ReportContactOption = Static<typeof ReportContactOptionSchema>;
export type ReportScheduleUser = Static<typeof ReportScheduleUserSchema>;
export type ReportProjectDivision = Static<typeof ReportProjectDivisionSchema>;
export type ReportTaskCodeOption = Static<typeof ReportTaskCodeOptionSchema>;
export type ReportRunPeriod = 'daily' | 'weekly' | 'monthly';
export type ReportContactType = ReportRecipient['contactType'];

/** SearchText FieldNames of the schedule list, one per column (spec 001 §2.4); text contains, ignoring case. */
export const ReportScheduleSearchField = {
  ScheduleName: 'scheduleName',
  /** Matches the run ('daily', 'weekly', 'monthly', or 'date range' for date mode). */
  Run: 'run',
  /** Report Time: matches runReportAt ('07:30 AM', 'now'). */
  ReportTime: 'runReportAt',
  SendReportTo: 'sendReportTo',
  Projects: 'projects',
  Divisions: 'divisions',
  ReportDelegates: 'reportDelegate',
  CreatedBy: 'userName',
  /** Sent by the legacy screen; ignored (the token names the user). */
  UserId: 'userId',
} as const;
export type ReportScheduleSearchField =
  (typeof ReportScheduleSearchField)[keyof typeof ReportScheduleSearchField];
