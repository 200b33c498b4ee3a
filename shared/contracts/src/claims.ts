/**
 * Claim names. The spec shows only their prefixes (pg. for pages, mn. for menus) and the list of
 * button claims; the exact strings are decided here, once, for the API and the browser alike.
 */
export const PageClaim = {
  Security: 'pg.security',
  Projects: 'pg.projects',
  Employee: 'pg.employee',
  Devices: 'pg.devices',
  TimeCard: 'pg.timecard',
  Report: 'pg.report',
  Division: 'pg.division',
  ForeCast: 'pg.forecast',
  PayrollNote: 'pg.payrollnoteoption',
  EquipmentList: 'pg.equipmentlist',
  MaterialList: 'pg.materiallist',
  StatusCodeList: 'pg.statuscodelist',
  TMVoucher: 'pg.tmvoucher',
  SupervisorOverrideReason: 'pg.supervisoroverridereason',
  /** Added by this design: the Pay Code List, the codes a timecard line may carry. */
  PayCodeList: 'pg.paycodelist',
  /** Added by this design: the host's Releases screen, for SystemAdmin only. */
  Releases: 'pg.releases',
  /** Added by this design: the Audit Log screen (the whole log), for SystemAdmin only. */
  AuditLog: 'pg.auditlog',
} as const;
export type PageClaim = (typeof PageClaim)[keyof typeof PageClaim];

/** A page claim's menu claim: the same name under mn. instead of pg. */
type MenuOf<P> = P extends `pg.${infer Name}` ? `mn.${Name}` : never;

/** Menu claims mirror the page claims: a role that may open a page also sees its menu entry. */
export const MenuClaim = Object.fromEntries(
  Object.entries(PageClaim).map(([key, page]) => [key, page.replace(/^pg\./, 'mn.')]),
) as { readonly [Key in keyof typeof PageClaim]: MenuOf<(typeof PageClaim)[Key]> };
export type MenuClaim = (typeof MenuClaim)[keyof typeof MenuClaim];

export const ButtonClaim = {
  ProjectEdit: 'btn.project.edit',
  EmployeeEdit: 'btn.employee.edit',
  DeviceEdit: 'btn.device.edit',
  ReportAdd: 'btn.report.add',
  ReportEdit: 'btn.report.edit',
  ReportDelete: 'btn.report.delete',
  ProjectStatusEdit: 'btn.project.status',
  EmployeeStatusEdit: 'btn.employee.status',
  DeviceStatusEdit: 'btn.device.status',
  EmployeeAdd: 'btn.employee.add',
  UserActivateDeactivate: 'btn.user.activate',
  DeviceAttestationEdit: 'btn.device.attestation',
  /** Added by this design (not in the spec): add, edit and delete on the reference lists. */
  ReferenceListEdit: 'btn.reference.edit',
  /**
   * Added by the approval loop (shared/docs/approval.md): approve, reject, correct timecard lines,
   * resolve their exceptions and review the Late list, within the user's divisions.
   */
  TimecardApprove: 'btn.timecard.approve',
  /** Close and reopen a pay period (one claim for both: reopening undoes a close). */
  PayPeriodClose: 'btn.payperiod.close',
  /** Export approved lines to payroll. */
  PayrollExport: 'btn.payroll.export',
  /** Added by the T&M lifecycle (shared/docs/remotes/vouchers.md): approve a voucher for review (sign for the company). */
  TMVoucherReview: 'btn.tmvoucher.review',
  /** Close a voucher as billed, and reopen one (one claim for both: reopening undoes a close). */
  TMVoucherBill: 'btn.tmvoucher.bill',
  /**
   * Send a voucher to the customer for signature, revoke the request, and keep the projects'
   * customer contacts it is sent to (shared/docs/remotes/vouchers.md "Signing").
   */
  TMVoucherSendForSignature: 'btn.tmvoucher.sendForSignature',
} as const;
export type ButtonClaim = (typeof ButtonClaim)[keyof typeof ButtonClaim];

export type Claim = PageClaim | MenuClaim | ButtonClaim;

export const ALL_PAGE_CLAIMS: readonly PageClaim[] = Object.values(PageClaim);
export const ALL_MENU_CLAIMS: readonly MenuClaim[] = Object.values(MenuClaim);
export const ALL_BUTTON_CLAIMS: readonly ButtonClaim[] = Object.values(ButtonClaim);
export const ALL_CLAIMS: readonly Claim[] = [...ALL_PAGE_CLAIMS, ...ALL_MENU_CLAIMS, ...ALL_BUTTON_CLAIMS];

export function hasClaim(claims: readonly string[] | undefined, claim: Claim): boolean {
  return !!claims && claims.includes(claim);
}
