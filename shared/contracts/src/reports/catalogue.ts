/**
 * The report types (spec 001 §3.5), their groups, and who may schedule which and be a delegate of
 * which (§6): the catalogue the mf-reports form offers and the API enforces. A new type's recipe:
 * shared/docs/adding.md.
 */

import { RoleName } from '../roles.ts';

/** Spec 001 §3.5, in its order. Code 10 is not listed. */
export const REPORT_TYPES = [
  { code: '1', name: 'Unit Notes Report with Date Range and Install Rates' },
  { code: '2', name: 'Daily Job Report by Foreman (One Project)' },
  { code: '3', name: 'Daily Job Report to GC with Issues' },
  { code: '4', name: 'Double Time Report per Week' },
  { code: '5', name: 'Daily Job Report by Foreman' },
  { code: '6', name: 'Time Voucher Report' },
  { code: '7', name: 'Material Handler Report' },
  { code: '8', name: 'Daily Job Report to GC with Issues - Group by Foreman' },
  { code: '9', name: 'Work Notes Report with Task Codes' },
  { code: '11', name: 'Timecard data by project' },
  { code: '12', name: 'Issue Notes Report' },
  { code: '13', name: 'Field Roster by Project' },
  { code: '14', name: 'Field Roster by Division' },
  { code: '15', name: 'Daily GC Report by Foreman' },
  { code: '16', name: 'Daily Job Report to GC with T&M Tags' },
  { code: '17', name: 'T&M Voucher' },
  { code: '18', name: 'TM Roll Up' },
  { code: '19', name: "Attested 'No' Report" },
  { code: '20', name: 'Supervisor Override Report' },
  { code: '21', name: 'Unit Notes Report with Date Range and Install Rates - Hours/Units' },
  { code: '22', name: 'TM Voucher Metrics' },
] as const;
export type ReportTypeCode = (typeof REPORT_TYPES)[number]['code'];

/** Spec 001 §3.5 "Type groups" (unitNotes: the two unit-notes types, which §6's delegate rule names). */
export const REPORT_TYPE_GROUPS = {
  tmVoucher: ['17', '18'],
  voucherMetrics: ['22'],
  attestation: ['19', '20'],
  projectManager: ['13', '14', '17', '18', '21'],
  taskCode: ['6', '17', '18'],
  divisionBased: ['14'],
  noRecipient: ['2', '5', '15'],
  unitNotes: ['1', '21'],
} as const satisfies Record<string, readonly ReportTypeCode[]>;
export type ReportTypeGroup = keyof typeof REPORT_TYPE_GROUPS;

export const isReportTypeCode = (code: string): code is ReportTypeCode =>
  REPORT_TYPES.some((t) => t.code === code);

/** Whether `code` belongs to `group` (false for an unknown code). */
export const isReportTypeIn = (group: ReportTypeGroup, code: string): boolean =>
  (REPORT_TYPE_GROUPS[group] as readonly string[]).includes(code);

/** The type's name, or '' for an unknown code. */
export const reportTypeName = (code: string): string => REPORT_TYPES.find((t) => t.code === code)?.name ?? '';

/** Spec 001 §6: the report types a role may schedule. */
export function reportTypesForRole(roleName: string): readonly (typeof REPORT_TYPES)[number][] {
  const g = REPORT_TYPE_GROUPS;
  const excluded: readonly string[] =
    roleName === RoleName.ProjectManager
      ? REPORT_TYPES.map((t) => t.code).filter((c) => !isReportTypeIn('projectManager', c))
      : roleName === RoleName.ReadOnly
        ? [...g.attestation, ...g.voucherMetrics]
        : roleName === RoleName.Contribute
          ? g.voucherMetrics
          : [];
  return REPORT_TYPES.filter((t) => !excluded.includes(t.code));
}

export const reportTypeAllowedForRole = (roleName: string, code: string): boolean =>
  reportTypesForRole(roleName).some((t) => t.code === code);

/**
 * The attestation (19, 20) and metrics (22) types are not even listed to a role that may not
 * schedule them (shared/docs/remotes/reports.md "Who may do what"); other types it may not pick
 * are listed, locked.
 */
export const reportTypeHiddenFromRole = (roleName: string, code: string): boolean =>
  (isReportTypeIn('attestation', code) || isReportTypeIn('voucherMetrics', code)) &&
  !reportTypeAllowedForRole(roleName, code);

/** Spec 001 §6: 'All Projects' is offered only to admin and system admin, for attestation types. */
export const allProjectsOffered = (roleName: string, reportType: string): boolean =>
  (roleName === RoleName.Administrator || roleName === RoleName.SystemAdmin) &&
  isReportTypeIn('attestation', reportType);

/**
 * Spec 001 §6: whether a user of security group `groupName` may be a delegate of a report of
 * `reportType` (allProjects: the schedule has All Projects selected).
 */
export function delegateAllowed(reportType: string, groupName: string, allProjects: boolean): boolean {
  const attestation = isReportTypeIn('attestation', reportType);
  const metrics = isReportTypeIn('voucherMetrics', reportType);
  if (allProjects && groupName === RoleName.Contribute) return false;
  if (attestation || metrics) {
    if (groupName === RoleName.ReadOnly || groupName === RoleName.ProjectManager) return false;
    return !(metrics && groupName === RoleName.Contribute);
  }
  if (groupName !== RoleName.ProjectManager) return true;
  return isReportTypeIn('projectManager', reportType) || isReportTypeIn('unitNotes', reportType);
}

/** The delegate choices of spec 001 §6 out of the schedule users. */
export const delegateOptions = <T extends { securityGroupName: string }>(
  users: readonly T[],
  reportType: string,
  allProjects: boolean,
): T[] => users.filter((u) => delegateAllowed(reportType, u.securityGroupName, allProjects));

/**
 * What a report type change clears (spec 001 §4.5), given the new type. Task codes go with every
 * change: they belong to the projects, which a change always clears, and the task-code types do not
 * offer the same codes (17 and 18 only T&M codes), so a kept code could be one the new type refuses.
 */
export function clearedByReportTypeChange(newType: string): {
  projects: boolean;
  divisions: boolean;
  taskCodes: boolean;
  recipients: boolean;
} {
  const byDivision = isReportTypeIn('divisionBased', newType);
  return {
    projects: true,
    divisions: byDivision,
    taskCodes: true,
    recipients: isReportTypeIn('noRecipient', newType),
  };
}
