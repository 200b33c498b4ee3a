import { ALL_BUTTON_CLAIMS, ButtonClaim, type Claim, MenuClaim, PageClaim } from './claims.ts';

/**
 * The roles: each one's key, security group id (a role and its group share the id; group 4 is the
 * locked super-admin group) and name as the screens and the token show it.
 */
const ROLE_ROWS = [
  { key: 'Administrator', id: 1, name: 'Administrator' },
  { key: 'ProjectManager', id: 2, name: 'Project Manager' },
  { key: 'Contribute', id: 3, name: 'Contribute' },
  { key: 'SystemAdmin', id: 4, name: 'SystemAdmin' },
  { key: 'ReadOnly', id: 5, name: 'Read Only' },
] as const;
type RoleRow = (typeof ROLE_ROWS)[number];

export const RoleName = Object.fromEntries(ROLE_ROWS.map((role) => [role.key, role.name])) as {
  readonly [Role in RoleRow as Role['key']]: Role['name'];
};
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

/** Client constants the spec lists without showing their use; kept so the names exist in one place. */
export const OtherRoleNames = [
  'DeliveryAgent',
  'ApprovalManager',
  'Developer',
  'Executive',
  'DeliveryExecutive',
  'Customer',
  'Vendor',
] as const;

/** Security group ids, by role key. */
export const SecurityGroupId = Object.fromEntries(ROLE_ROWS.map((role) => [role.key, role.id])) as {
  readonly [Role in RoleRow as Role['key']]: Role['id'];
};
export type SecurityGroupId = (typeof SecurityGroupId)[keyof typeof SecurityGroupId];

export const ROLES: readonly { id: SecurityGroupId; name: RoleName }[] = ROLE_ROWS.map(({ id, name }) => ({
  id,
  name,
}));

type PageKey = keyof typeof PageClaim;
const pagesWithMenus = (keys: readonly PageKey[]): Claim[] =>
  keys.flatMap((k) => [PageClaim[k], MenuClaim[k]]);
/**
 * Releases decide which build of a screen every user loads, and the Audit Log shows every change
 * anyone made: SystemAdmin's alone.
 */
const SYSTEM_ADMIN_ONLY: readonly PageKey[] = ['Releases', 'AuditLog'];
const EVERY_PAGE_KEY = Object.keys(PageClaim) as PageKey[];
const ALL_PAGE_KEYS = EVERY_PAGE_KEY.filter((k) => !SYSTEM_ADMIN_ONLY.includes(k));
const ALL_BUT_SECURITY_AND_DIVISIONS = ALL_PAGE_KEYS.filter((k) => k !== 'Security' && k !== 'Division');
/** Administrator and SystemAdmin hold every button claim, the approval loop's included (shared/docs/approval.md). */

/**
 * The default role→claim matrix (shared/docs/architecture.md "Data"). The API seeds its role_claim table from it;
 * after that the tables are the truth and an administrator may change them.
 */
export const DEFAULT_ROLE_CLAIMS: Readonly<Record<SecurityGroupId, readonly Claim[]>> = {
  [SecurityGroupId.Administrator]: [...pagesWithMenus(ALL_PAGE_KEYS), ...ALL_BUTTON_CLAIMS],
  [SecurityGroupId.ProjectManager]: [
    ...pagesWithMenus(['Projects', 'Employee', 'TimeCard', 'Report', 'TMVoucher']),
    ButtonClaim.ReportAdd,
    ButtonClaim.ReportEdit,
    ButtonClaim.ReportDelete,
    ButtonClaim.TimecardApprove,
    // Project managers bill T&M work on their change orders: they review, close and reopen vouchers.
    ButtonClaim.TMVoucherReview,
    ButtonClaim.TMVoucherBill,
    // They send the voucher they reviewed to their customer's signee.
    ButtonClaim.TMVoucherSendForSignature,
  ],
  [SecurityGroupId.Contribute]: [
    ...pagesWithMenus(ALL_BUT_SECURITY_AND_DIVISIONS),
    ButtonClaim.ProjectEdit,
    ButtonClaim.EmployeeEdit,
    ButtonClaim.DeviceEdit,
    ButtonClaim.EmployeeAdd,
    ButtonClaim.ReportAdd,
    ButtonClaim.ReportEdit,
    ButtonClaim.ReportDelete,
    ButtonClaim.ReferenceListEdit,
  ],
  [SecurityGroupId.SystemAdmin]: [...pagesWithMenus(EVERY_PAGE_KEY), ...ALL_BUTTON_CLAIMS],
  [SecurityGroupId.ReadOnly]: pagesWithMenus(ALL_BUT_SECURITY_AND_DIVISIONS),
};
