import {
  ALL_PROJECTS,
  afterRunChange,
  allProjectsOffered,
  checkRecipientEmail,
  checkReportSchedule,
  clearedByReportTypeChange,
  contactRecipient,
  delegateOptions,
  isDateMode,
  isReportTypeIn,
  isRunNow,
  minuteDisabled,
  type Project,
  type ReportContactOption,
  type ReportDelegate,
  type ReportFormProblems,
  ReportMessages,
  type ReportRecipient,
  type ReportRunPeriod,
  type ReportSchedule,
  type ReportScheduleDivision,
  type ReportScheduleProject,
  type ReportScheduleSave,
  type ReportScheduleTaskCode,
  type ReportScheduleUser,
  type ReportTaskCodeOption,
  RUN_NOW,
  scheduleAsSaved,
} from '@tac/contracts';

/**
 * The report schedule modal's logic as plain functions (spec 001 §4.5, §5.4, §6): the form's state,
 * what each choice clears or locks, and the save body. The rules both sides apply (types by role,
 * delegates by group, the §5.4 check) are @tac/contracts' own; this file only applies them to the form.
 */

/** Day mode: a run with its day, offsets and time. Date mode: one from/to range (spec 001 §4.5). */
export type ScheduleMode = 'day' | 'date';
/** The hour select: 'now', an hour 3–11, or nothing chosen yet. */
export type HourChoice = number | typeof RUN_NOW | null;

export interface ReportScheduleForm {
  /** null: a new schedule. */
  id: number | null;
  mode: ScheduleMode;
  scheduleName: string;
  description: string;
  reportType: string;
  run: ReportRunPeriod | '';
  hour: HourChoice;
  minute: number | null;
  weekday: number | null;
  dateInMonth: number | null;
  startDate: number | null;
  endDate: number | null;
  /** Date mode, 'YYYY-MM-DD' or ''. */
  fromDate: string;
  toDate: string;
  subject: string;
  message: string;
  projects: ReportScheduleProject[];
  divisions: ReportScheduleDivision[];
  taskCodes: ReportScheduleTaskCode[];
  sendReportTo: ReportRecipient[];
  reportDelegate: ReportDelegate[];
}

/** Spec 001 §4.5: the run, day, date, offsets and time a schedule has none of in date mode (and when new). */
const NO_RUN = {
  run: '',
  hour: null,
  minute: null,
  weekday: null,
  dateInMonth: null,
  startDate: null,
  endDate: null,
} as const;

export function emptyScheduleForm(): ReportScheduleForm {
  return {
    id: null,
    mode: 'day',
    scheduleName: '',
    description: '',
    reportType: '',
    ...NO_RUN,
    fromDate: '',
    toDate: '',
    subject: '',
    message: '',
    projects: [],
    divisions: [],
    taskCodes: [],
    sendReportTo: [],
    reportDelegate: [],
  };
}

/** The form for an existing schedule, as the server returned it by id. */
export function formFromSchedule(s: ReportSchedule): ReportScheduleForm {
  const dateMode = isDateMode(s);
  return {
    id: s.id,
    mode: dateMode ? 'date' : 'day',
    scheduleName: s.scheduleName,
    description: s.description,
    reportType: s.reportType,
    run: s.run,
    hour: dateMode ? null : isRunNow(s) ? RUN_NOW : s.scheduleHour,
    minute: dateMode ? null : s.scheduleMinute,
    weekday: s.weekday,
    dateInMonth: s.dateInMonth,
    startDate: s.startDate,
    endDate: s.endDate,
    fromDate: s.selectedFromDate ?? '',
    toDate: s.selectedToDate ?? '',
    subject: s.subject,
    message: s.message,
    projects: s.projects,
    divisions: s.divisions.filter((d) => !d.isDeleted),
    taskCodes: s.taskCodes,
    sendReportTo: s.sendReportTo,
    reportDelegate: s.reportDelegate,
  };
}

/**
 * Spec 001 §4.5: date mode clears the run, day, date, offsets and time (they are disabled there);
 * day mode clears the dates.
 */
export function withMode(form: ReportScheduleForm, mode: ScheduleMode): ReportScheduleForm {
  if (mode === form.mode) return form;
  if (mode === 'day') return { ...form, mode, fromDate: '', toDate: '' };
  return { ...form, mode, ...NO_RUN };
}

/** Spec 001 §4.5: daily zeroes the offsets, weekday and date; weekly clears the date; monthly the weekday. */
export function withRun(form: ReportScheduleForm, run: ReportRunPeriod): ReportScheduleForm {
  return { ...form, ...afterRunChange(run, form), run };
}

/** Spec 001 §4.5: 'now' and hours of 11 or more set the minute to 0 (and disable it). */
export function withHour(form: ReportScheduleForm, hour: HourChoice): ReportScheduleForm {
  return { ...form, hour, minute: minuteDisabled(hour) ? 0 : form.minute };
}

/** What the form disables (spec 001 §4.5): date mode the day-mode fields; 'now' the day, date and minute. */
export function disabledFields(form: ReportScheduleForm) {
  const dateMode = form.mode === 'date';
  const now = form.hour === RUN_NOW;
  const daily = form.run === 'daily';
  return {
    run: dateMode,
    weekday: dateMode || now || form.run !== 'weekly',
    dateInMonth: dateMode || now || form.run !== 'monthly',
    offsets: dateMode || daily,
    hour: dateMode,
    minute: dateMode || minuteDisabled(form.hour),
    dates: !dateMode,
  };
}

/**
 * Spec 001 §4.5: a new report type clears the projects (the divisions for type 14), the task codes
 * unless the type is task-based, the recipients for the types sent without a list; and delegates the
 * new type does not allow (§6) are dropped, since the server would refuse them.
 */
export function withReportType(
  form: ReportScheduleForm,
  reportType: string,
  users: readonly ReportScheduleUser[],
): ReportScheduleForm {
  if (reportType === form.reportType) return form;
  const cleared = clearedByReportTypeChange(reportType);
  const next: ReportScheduleForm = {
    ...form,
    reportType,
    projects: cleared.projects ? [] : form.projects,
    divisions: cleared.divisions ? [] : form.divisions,
    taskCodes: cleared.taskCodes ? [] : form.taskCodes,
    sendReportTo: cleared.recipients ? [] : form.sendReportTo,
  };
  return { ...next, reportDelegate: allowedDelegates(next, users) };
}

/** Whether the schedule names All Projects. */
export const hasAllProjects = (form: Pick<ReportScheduleForm, 'projects'>): boolean =>
  form.projects.some((p) => p.isAllProject);

/** The All Projects entry of the project list (projectID 0). */
export const ALL_PROJECTS_ENTRY: ReportScheduleProject = {
  id: 0,
  isAllProject: true,
  projectID: 0,
  projectNumber: '',
  projectName: ALL_PROJECTS,
};

/** The project choices: All Projects first when the role and type allow it (§6), then the active projects. */
export function projectChoices(
  projects: readonly Project[],
  roleName: string,
  reportType: string,
): ReportScheduleProject[] {
  const listed = projects.map((p) => ({
    id: 0,
    isAllProject: false,
    projectID: p.id,
    projectNumber: p.projectNumber,
    projectName: p.projectName,
  }));
  return allProjectsOffered(roleName, reportType) ? [ALL_PROJECTS_ENTRY, ...listed] : listed;
}

export const projectLabel = (p: ReportScheduleProject): string =>
  p.isAllProject ? ALL_PROJECTS : `${p.projectNumber} - ${p.projectName}`;

/**
 * A change of the project list (ids; 0 is All Projects). All Projects with any other project is
 * refused (ALL_PROJECT_INVALID_OPTION, spec 001 §5.4) and the list stays as it was. The entries
 * already saved keep their id; task codes of projects no longer chosen are dropped.
 */
export function withProjects(
  form: ReportScheduleForm,
  projectIds: readonly number[],
  choices: readonly ReportScheduleProject[],
  taskOptions: readonly ReportTaskCodeOption[],
): { form: ReportScheduleForm; problem?: string } {
  if (projectIds.includes(0) && projectIds.length > 1) {
    return { form, problem: ReportMessages.allProjectsCombined };
  }
  const projects = projectIds.flatMap((id) => {
    const kept = form.projects.find((p) => p.projectID === id);
    const choice = kept ?? choices.find((p) => p.projectID === id);
    return choice ? [choice] : [];
  });
  const taskProject = new Map(taskOptions.map((t) => [t.id, t.projectId]));
  const taskCodes = form.taskCodes.filter((t) => {
    const projectId = taskProject.get(t.taskCodeID);
    return projectId === undefined || projectIds.includes(projectId);
  });
  const next = { ...form, projects, taskCodes };
  return { form: next };
}

/** The delegate choices of spec 001 §6 for the form's type and All Projects. */
export const delegateChoices = (form: ReportScheduleForm, users: readonly ReportScheduleUser[]) =>
  delegateOptions(users, form.reportType, hasAllProjects(form));

/** The chosen delegates the form's type and All Projects still allow (users not loaded: all kept). */
export function allowedDelegates(
  form: ReportScheduleForm,
  users: readonly ReportScheduleUser[],
): ReportDelegate[] {
  if (users.length === 0) return form.reportDelegate;
  const allowed = new Set(delegateChoices(form, users).map((u) => u.userId));
  return form.reportDelegate.filter((d) => allowed.has(d.delegateUserId));
}

/** A recipient picked from the contacts (an employee or a user). */
export function recipientFromContact(c: ReportContactOption): ReportRecipient {
  return {
    id: 0,
    empID: c.empID,
    userId: c.userId,
    contactType: c.contactType,
    employeeEmailAddress: c.employeeEmailAddress.trim().toLowerCase(),
    firstName: c.firstName,
    lastName: c.lastName,
    employeeName: c.employeeName,
  };
}

/**
 * An e-mail typed into the recipients (spec 001 §5.4): lower-cased, refused when invalid
 * (PLEASE_ENTER_VALID_EMAIL) or already selected (ENTER_EMAIL_ALREADY_SELECTED).
 */
export function addTypedRecipient(
  recipients: readonly ReportRecipient[],
  typed: string,
): { recipients: ReportRecipient[]; problem?: string } {
  const checked = checkRecipientEmail(
    typed,
    recipients.map((r) => r.employeeEmailAddress),
  );
  if (checked.problem !== undefined) return { recipients: [...recipients], problem: checked.problem };
  return { recipients: [...recipients, contactRecipient(checked.email)] };
}

/** A contact's key in the picker: the server's 'E<empID>' / 'U<userId>'. */
export const contactKey = (r: Pick<ReportRecipient, 'contactType' | 'empID' | 'userId'>): string =>
  r.contactType === 'Employee' ? `E${r.empID}` : r.contactType === 'User' ? `U${r.userId}` : '';

export const recipientLabel = (r: ReportRecipient): string =>
  r.employeeName ? `${r.employeeName} <${r.employeeEmailAddress}>` : r.employeeEmailAddress;

/** Whether the recipients are asked for: not for the types sent to the foremen (2, 5, 15). */
export const recipientsApply = (reportType: string): boolean => !isReportTypeIn('noRecipient', reportType);
export const taskCodesApply = (reportType: string): boolean => isReportTypeIn('taskCode', reportType);
export const divisionsApply = (reportType: string): boolean => isReportTypeIn('divisionBased', reportType);
/** Spec 001 §7: the T&M types (17, 18) ask for task codes that have T&M vouchers (isTMCode). */
export const taskCodesAreTM = (reportType: string): boolean => isReportTypeIn('tmVoucher', reportType);

/**
 * The save body (spec 001 §3.4, §7): the schedule plus createdById and ProjectTasks, with what the
 * mode, run, hour and type leave of it as the server saves it (`scheduleAsSaved`, spec 001 §4.5):
 * day mode sends the dates null; date mode sends '' or the dates and no run or time. `runNow`
 * ('Run now') sends the time as now with hour and minute 0. Recipients go lower-cased, each once.
 */
export function toScheduleSave(
  form: ReportScheduleForm,
  context: { userId: number | null; taskOptions: readonly ReportTaskCodeOption[]; runNow?: boolean },
): ReportScheduleSave {
  const dateMode = form.mode === 'date';
  const now = !dateMode && (context.runNow === true || form.hour === RUN_NOW);
  const taskProject = new Map(context.taskOptions.map((t) => [t.id, t.projectId]));
  const save = scheduleAsSaved({
    id: form.id ?? 0,
    scheduleName: form.scheduleName.trim(),
    description: form.description.trim(),
    reportType: form.reportType,
    run: dateMode ? '' : form.run,
    runReportAt: now ? RUN_NOW : '',
    scheduleHour: typeof form.hour === 'number' ? form.hour : null,
    scheduleMinute: form.minute,
    weekday: form.weekday,
    dateInMonth: form.dateInMonth,
    startDate: form.startDate,
    endDate: form.endDate,
    selectedFromDate: dateMode ? form.fromDate : null,
    selectedToDate: dateMode ? form.toDate : null,
    subject: form.subject.trim(),
    message: form.message,
    projects: form.projects,
    divisions: form.divisions,
    taskCodes: form.taskCodes,
    sendReportTo: form.sendReportTo,
    reportDelegate: form.reportDelegate,
    createdById: context.userId,
    ProjectTasks: [],
  });
  return {
    ...save,
    ProjectTasks: save.taskCodes.flatMap((t) => {
      const projectID = taskProject.get(t.taskCodeID);
      return projectID === undefined ? [] : [{ projectID, projectTaskID: t.taskCodeID }];
    }),
  };
}

/** Spec 001 §5.4 on the form as it would be saved: the first problem of each field. */
export function scheduleFormProblems(
  form: ReportScheduleForm,
  today: string,
  runNow = false,
): ReportFormProblems {
  return checkReportSchedule(toScheduleSave(form, { userId: 0, taskOptions: [], runNow }), today);
}
