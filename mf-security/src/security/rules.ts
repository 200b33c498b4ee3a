import {
  type AddUserDetails,
  ALL_DIVISIONS,
  ALL_DIVISIONS_ID,
  checkSecurityUser,
  cleanEmployeeName,
  cleanEmployeeNumber,
  cleanPassword,
  cleanUserName,
  deviceGroupsDisabled,
  filterToOptions,
  isGroupLocked,
  SecurityGroupId,
  type SecurityUser,
  type SecurityUserDetail,
  type SecurityUserInput,
  type SecurityUserSave,
  SUPER_ADMIN_GROUP_ID,
  withAllOption,
} from '@tac/contracts';

/**
 * The Security dialog's rules as plain functions (spec 000 §4, §5). The ten ordered checks and the
 * input clean-up live in @tac/contracts, so the server runs the very same ones; this file adds what
 * only the screen needs: options, the form's starting values and the body it sends.
 */
export {
  checkSecurityUser,
  cleanEmployeeName,
  cleanEmployeeNumber,
  cleanPassword,
  deviceGroupsDisabled,
  isGroupLocked,
};

export const cleanEmployeeNameInput = (value: string): string => value.replace(/^\s+/, '');

export interface Option<V> {
  value: V;
  label: string;
}

/** The dialog's state: SecurityUserInput, as typed. */
export type SecurityUserForm = SecurityUserInput & { divisions: string[]; deviceGroups: number[] };

/** Spec 000 §4: a new user starts in group Administrator, active, with nothing chosen. */
export function emptyForm(): SecurityUserForm {
  return {
    employeeNumber: '',
    employeeName: '',
    securityGroupId: SecurityGroupId.Administrator,
    userName: '',
    password: '',
    confirmPassword: '',
    divisions: [],
    deviceGroups: [],
  };
}

/** Group Access options: SystemAdmin is not offered (spec 000 §2), except to show a SystemAdmin's own group. */
export function groupOptions(lookup: AddUserDetails, currentGroupId: number | null): Option<number>[] {
  return lookup.securityGroup
    .filter((g) => g.groupID !== SUPER_ADMIN_GROUP_ID || currentGroupId === SUPER_ADMIN_GROUP_ID)
    .map((g) => ({ value: g.groupID, label: g.securityGroupName }));
}

/** Project Level Access options, by division name; 'All Divisions' first while there are others. */
export function divisionOptions(lookup: AddUserDetails): Option<string>[] {
  return withAllOption(
    lookup.division.map((d) => d.divisionName),
    ALL_DIVISIONS,
  ).map((name) => ({ value: name, label: name }));
}

/** Device Access By Groups options, by division id (0 for 'All Divisions'). */
export function deviceGroupOptions(lookup: AddUserDetails): Option<number>[] {
  const names = new Map(lookup.group.map((g) => [g.divisionId, g.divisionName]));
  return withAllOption(
    lookup.group.map((g) => g.divisionId),
    ALL_DIVISIONS_ID,
  ).map((id) => ({
    value: id,
    label: id === ALL_DIVISIONS_ID ? ALL_DIVISIONS : (names.get(id) ?? String(id)),
  }));
}

/** An edited user's values; selections are filtered to the options offered (spec 000 §5). */
export function formFromDetail(detail: SecurityUserDetail, lookup: AddUserDetails): SecurityUserForm {
  const user = detail.user[0];
  const divisions = divisionOptions(lookup).map((o) => o.value);
  const groups = deviceGroupOptions(lookup).map((o) => o.value);
  return {
    employeeNumber: cleanEmployeeNumber(user?.employeeNumber ?? ''),
    employeeName: user?.employeeName ?? '',
    securityGroupId: user?.securityGroupId ?? null,
    userName: user?.userName ?? '',
    password: '',
    confirmPassword: '',
    divisions: filterToOptions(
      detail.division.map((d) => d.divisionName),
      divisions,
      ALL_DIVISIONS,
    ),
    deviceGroups: filterToOptions(
      detail.group.map((g) => (g.isAllDivision ? ALL_DIVISIONS_ID : g.divisionId)),
      groups,
      ALL_DIVISIONS_ID,
    ),
  };
}

/**
 * The SaveUsers body for a checked form. `original` is the edited user's starting selection, for the
 * legacy GroupRemoved/DivisionRemoved lists; the server takes UserDivision/UserGroup as the whole set.
 */
export function toSavePayload(
  form: SecurityUserForm,
  editing?: { user: SecurityUser; original: SecurityUserForm },
): SecurityUserSave {
  const noGroups = deviceGroupsDisabled(form.securityGroupId);
  const deviceGroups = noGroups ? [] : form.deviceGroups;
  const password = cleanPassword(form.password);
  const original = editing?.original;
  return {
    userId: editing?.user.userId ?? null,
    employeeNumber: cleanEmployeeNumber(form.employeeNumber),
    employeeName: cleanEmployeeName(form.employeeName),
    userName: cleanUserName(form.userName),
    securitygroupID: form.securityGroupId,
    ...(password === '' ? {} : { password, confirmPassword: cleanPassword(form.confirmPassword) }),
    IsActive: editing ? editing.user.isActive : true,
    status: editing ? (editing.user.isActive ? 'active' : 'inactive') : 'active',
    isChangePasswordOnly: false,
    UserDivision: form.divisions.map((DivisionName) => ({ DivisionName })),
    UserGroup: deviceGroups.map((DivisionId) => ({ DivisionId })),
    divisionName: [...form.divisions],
    groupName: deviceGroups.map(String),
    DivisionRemoved: original ? original.divisions.filter((d) => !form.divisions.includes(d)) : [],
    GroupRemoved: original ? original.deviceGroups.filter((g) => !deviceGroups.includes(g)) : [],
  };
}

/** Spec 000 §4: a user who edits their own record and changes its group is signed out after the update. */
export function signsOutAfterUpdate(
  currentUserId: number | null,
  editing: SecurityUser | undefined,
  newGroupId: number | null,
): boolean {
  return !!editing && editing.userId === currentUserId && editing.securityGroupId !== newGroupId;
}

/** Who may change a row: a SystemAdmin's record only by a SystemAdmin; nobody deactivates themself. */
export function rowPermissions(row: SecurityUser, current: { userId: number | null; roleId: number | null }) {
  const protectedRow =
    row.securityGroupId === SUPER_ADMIN_GROUP_ID && current.roleId !== SUPER_ADMIN_GROUP_ID;
  return { canEdit: !protectedRow, canToggle: !protectedRow && row.userId !== current.userId };
}
