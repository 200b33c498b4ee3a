import { ALL_BUTTON_CLAIMS, ButtonClaim, type Claim, MenuClaim, PageClaim } from './claims.ts';

export const RoleName = {
  Administrator: 'Administrator',
  ProjectManager: 'Project Manager',
  Contribute: 'Contribute',
  SystemAdmin: 'SystemAdmin',
  ReadOnly: 'Read Only',
} as const;
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

/** Security group ids; a role and its group share the id. Group 4 is the locked super-admin group. */
export const SecurityGroupId = {
  Administrator: 1,
  ProjectManager: 2,
  Contribute: 3,
  SystemAdmin: 4,
  ReadOnly: 5,
} as const;
export type SecurityGroupId = (typeof SecurityGroupId)[keyof typeof SecurityGroupId];

export const ROLES: readonly { id: SecurityGroupId; name: RoleName }[] = [
  { id: SecurityGroupId.Administrator, name: RoleName.Administrator },
  { id: SecurityGroupId.ProjectManager, name: RoleName.ProjectManager },
  { id: SecurityGroupId.Contribute, name: RoleName.Contribute },
  { id: SecurityGroupId.SystemAdmin, name: RoleName.SystemAdmin },
  { id: SecurityGroupId.ReadOnly, name: RoleName.ReadOnly },
];

type PageKey = keyof typeof PageClaim;
const pagesWithMenus = (keys: readonly PageKey[]): Claim[] =>
  keys.flatMap((k) => [PageClaim[k], MenuClaim[k]]);
/** Releases decide which build of a screen every user loads: SystemAdmin's alone. */
const SYSTEM_ADMIN_ONLY: readonly PageKey[] = ['Releases'];
const EVERY_PAGE_KEY = Object.keys(PageClaim) as PageKey[];
const ALL_PAGE_KEYS = EVERY_PAGE_KEY.filter((k) => !SYSTEM_ADMIN_ONLY.includes(k));
const ALL_BUT_SECURITY_AND_DIVISIONS = ALL_PAGE_KEYS.filter((k) => k !== 'Security' && k !== 'Division');

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
