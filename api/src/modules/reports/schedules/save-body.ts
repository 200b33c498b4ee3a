import {
  checkReportSchedule,
  firstReportProblem,
  REPORT_FIELD_LABELS,
  type ReportRecipient,
  type ReportScheduleSave,
  recipientsAsSaved,
  scheduleAsSaved,
} from '@tac/contracts';
import { ApiError } from '../../../http/envelope.ts';

/** A save as it is written: the form's fields cleaned and cleared as spec 001 §4.5 says. */
export interface CleanSchedule {
  save: ReportScheduleSave;
  allProjects: boolean;
  projectIds: number[];
  divisionIds: number[];
  taskIds: number[];
  recipients: ReportRecipient[];
  delegateIds: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The body cleaned before it is checked: texts trimmed, recipients' e-mails trimmed, lower-cased
 * and each kept once, deleted division entries dropped, lists deduplicated. The projects stay as
 * sent for the check (All Projects beside another project is a mistake to report, not to mend).
 */
export function cleanBody(body: ReportScheduleSave): ReportScheduleSave {
  return {
    ...body,
    scheduleName: body.scheduleName.trim(),
    description: body.description.trim(),
    reportType: body.reportType.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
    runReportAt: body.runReportAt.trim(),
    divisions: body.divisions.filter((d) => !d.isDeleted),
    sendReportTo: recipientsAsSaved(body.sendReportTo),
  };
}

/**
 * What the form's mode, run and hour leave of the other fields, and the lists the type keeps
 * (spec 001 §4.5: `scheduleAsSaved`, the rule the form applies too), as ids.
 */
export function clearByRules(body: ReportScheduleSave): CleanSchedule {
  const save = scheduleAsSaved(body);
  return {
    save,
    allProjects: save.projects.some((p) => p.isAllProject),
    projectIds: unique(save.projects.filter((p) => !p.isAllProject).map((p) => p.projectID)),
    divisionIds: unique(save.divisions.map((d) => d.id)),
    taskIds: unique(save.taskCodes.map((t) => t.taskCodeID)),
    recipients: save.sendReportTo,
    delegateIds: unique(save.reportDelegate.map((d) => d.delegateUserId)),
  };
}

/** The §5.4 check's first problem as a 400 that names its field. */
export function refuseFormProblems(body: ReportScheduleSave, today: string): void {
  const first = firstReportProblem(checkReportSchedule(body, today));
  if (!first) return;
  const label = REPORT_FIELD_LABELS[first.field];
  throw new ApiError(400, first.message.startsWith(label) ? first.message : `${label}: ${first.message}`);
}
