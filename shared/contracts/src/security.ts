/**
 * Security users (spec 000 §2 "Security page", §3, §5, §7): the shapes the API and the browser share,
 * the message texts, and the save rules (input clean-up and the ten ordered checks) as plain functions,
 * so the screen and the server refuse the same input with the same words.
 */

import type { Static } from 'typebox';
import type { ChangePasswordRequestSchema } from './schemas/account.ts';
import type {
  AddUserDetailsSchema,
  SecurityUserDetailSchema,
  SecurityUserListQuerySchema,
  SecurityUserSaveResultSchema,
  SecurityUserSaveSchema,
  SecurityUserSchema,
} from './schemas/security.ts';
import { hasVisibleText } from './text.ts';

/** Spec 000 §5 texts are exact; the others are this design's (the spec leaves them unshown). */
export const SecurityMessages = {
  employeeIdRequired: 'Please enter Employee Id',
  employeeNameRequired: 'Please enter Employee Name',
  groupRequired: 'Please select Group Access',
  userNameRequired: 'Please enter User Name',
  passwordMismatch: 'Password not matched',
  divisionRequired: 'Please select Project Level Access',
  divisionAllCombined:
    "The chosen project level access value is invalid, as you have already chosen 'All divisions' as an option.",
  deviceGroupRequired: 'Please select Device Access By Groups',
  deviceGroupAllCombined:
    "The chosen device access by groups value is invalid, as you have already chosen 'All divisions' as an option.",
  invalidEmail: 'Please enter valid email',
  passwordTooShort: 'Password must be at least 12 characters',
  deactivateConfirm: 'Are you sure? Do you want to Deactivate this security user?',
  reactivateConfirm: 'Are you sure? Do you want to Reactivate this security user?',
  saved: 'Saved successfully',
  updated: 'Updated successfully',
  deactivated: 'Security user deactivated successfully',
  reactivated: 'Security user reactivated successfully',
  notFound: 'Security user not found',
  duplicateUserName: 'User Name is already used by another security user',
  unknownGroup: 'Group Access: the selected group does not exist',
  unknownDivision: (name: string) => `Project Level Access: '${name}' is not an active division`,
  unknownDeviceGroup: (id: number) => `Device Access By Groups: division id ${id} is not an active division`,
  selfDeactivate: 'You cannot deactivate your own security user',
  /** One's own password changes only where the current one is asked for. */
  ownPasswordElsewhere:
    'Change your own password on the Change Password screen, which asks for your current password',
  systemAdminOnly: 'Only a SystemAdmin can create or change a SystemAdmin',
  /** Shown once, after a save that gave the user a temporary password. */
  temporaryPasswordTitle: 'Temporary password',
  temporaryPasswordHint:
    'Give this password to the user. It is shown only once; the user must choose a new password at the next sign-in.',
} as const;

/** The change-password step (host `/ChangePassword`, POST /api/Account/ChangePassword). */
export const PasswordMessages = {
  mustChange: 'You must change your temporary password before you can continue.',
  currentRequired: 'Please enter your current password',
  currentWrong: 'The current password is not correct',
  newRequired: 'Please enter a new password',
  confirmRequired: 'Please confirm the new password',
  mismatch: 'Password not matched',
  tooShort: 'Password must be at least 12 characters',
  sameAsTemporary: 'The new password must differ from the temporary password',
  changed: 'Password changed successfully',
} as const;

/**
 * New passwords are at least 12 characters: length is the guard against guessable
 * passwords here, as the console checks against no list of common ones. Existing shorter
 * passwords still sign in; the rule applies when one is set.
 */
export const PASSWORD_MIN_LENGTH = 12;

/** The option that stands for every division, in both multi-selects (spec 000 §5). */
export const ALL_DIVISIONS = 'All Divisions';
/** The device-group id that stands for 'All Divisions' (UserGroup items carry DivisionId). */
export const ALL_DIVISIONS_ID = 0;

/** Group ids with a rule of their own (spec 000 §5/§6). */
export const SUPER_ADMIN_GROUP_ID = 4;
export const NO_DEVICE_GROUPS_GROUP_ID = 5;

export type SecurityUserStatus = Static<typeof SecurityUserListQuerySchema>['selectedStatus'];

/** One row of the Security table and `data.user[0]` of GetUser (spec 000 §3 "Security user"). */
export type SecurityUser = Static<typeof SecurityUserSchema>;

/** GetUser's data (spec 000 §3 "User detail response"). */
export type SecurityUserDetail = Static<typeof SecurityUserDetailSchema>;

/** GetAddUserDetails' data (spec 000 §3 "Add-user lookup response"). */
export type AddUserDetails = Static<typeof AddUserDetailsSchema>;

/** SaveUsers body (spec 000 §3 "save payload"); what each field means is written on its schema. */
export type SecurityUserSave = Static<typeof SecurityUserSaveSchema>;

/** SaveUsers' data: the temporary password is given once, to hand over to the user. */
export type SecurityUserSaveResult = Static<typeof SecurityUserSaveResultSchema>;

/** POST /api/Account/ChangePassword body. */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** SearchText FieldName values of GetAllUserList (spec 000 §2 "Per-column text search"). */
export const SecurityUserSearchField = {
  UserName: 'userName',
  EmployeeName: 'employeeName',
  EmployeeNumber: 'employeeNumber',
  SecurityGroupName: 'securityGroupName',
} as const;

// ---------------------------------------------------------------------------------------------
// Input rules (spec 000 §5 "Input rules")

/** Employee number: every space removed. */
export const cleanEmployeeNumber = (value: string): string => value.replace(/\s+/g, '');
/** Employee name while typing: leading whitespace removed. */
export const cleanEmployeeNameInput = (value: string): string => value.replace(/^\s+/, '');
/** Employee name on save: trimmed at both ends. */
export const cleanEmployeeName = (value: string): string => value.trim();
/** Password: every whitespace character removed. */
export const cleanPassword = (value: string): string => value.replace(/\s+/g, '');
export const cleanUserName = (value: string): string => value.trim();

/**
 * Keeps only selections that are known options, in the options' order. 'All Divisions' is an option
 * only while there is at least one other option.
 */
export function filterToOptions<T>(selected: readonly T[], options: readonly T[], all: T): T[] {
  const known = withAllOption(options, all);
  return known.filter((o) => selected.includes(o));
}

/** The options of a division multi-select: 'All Divisions' first, dropped when there are no others. */
export function withAllOption<T>(options: readonly T[], all: T): T[] {
  const others = options.filter((o) => o !== all);
  return others.length > 0 ? [all, ...others] : [];
}

/** Group 4 (the super-admin group) locks the password fields and the group selection. */
export const isGroupLocked = (groupId: number | null | undefined): boolean =>
  groupId === SUPER_ADMIN_GROUP_ID;
/** Group 5 disables and does not require device access groups. */
export const deviceGroupsDisabled = (groupId: number | null | undefined): boolean =>
  groupId === NO_DEVICE_GROUPS_GROUP_ID;

// ---------------------------------------------------------------------------------------------
// The ten checks (spec 000 §5 "Security user save"), in order

export interface SecurityUserInput {
  employeeNumber: string;
  employeeName: string;
  securityGroupId: number | null;
  userName: string;
  password: string;
  confirmPassword: string;
  /** Project level access: division names, possibly 'All Divisions'. */
  divisions: readonly string[];
  /** Device access by groups: division ids, possibly ALL_DIVISIONS_ID. */
  deviceGroups: readonly number[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value) && value.length <= 254;

/**
 * The first failing check's message, or undefined when the input may be saved. The values are
 * checked as cleaned by the input rules. Blank password and blank confirmation both pass check 5
 * (the server then sets a temporary password); a password given must be PASSWORD_MIN_LENGTH or more.
 */
export function checkSecurityUser(input: SecurityUserInput): string | undefined {
  const m = SecurityMessages;
  if (!hasVisibleText(cleanEmployeeNumber(input.employeeNumber))) return m.employeeIdRequired;
  if (!hasVisibleText(cleanEmployeeName(input.employeeName))) return m.employeeNameRequired;
  if (input.securityGroupId === null || !(input.securityGroupId > 0)) return m.groupRequired;
  if (!hasVisibleText(cleanUserName(input.userName))) return m.userNameRequired;
  const password = cleanPassword(input.password);
  const confirm = cleanPassword(input.confirmPassword);
  if (password !== confirm) return m.passwordMismatch;
  if (password !== '' && password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (input.divisions.length === 0) return m.divisionRequired;
  if (input.divisions.length > 1 && input.divisions.includes(ALL_DIVISIONS)) return m.divisionAllCombined;
  const needsGroups = !deviceGroupsDisabled(input.securityGroupId);
  if (needsGroups && input.deviceGroups.length === 0) return m.deviceGroupRequired;
  if (needsGroups && input.deviceGroups.length > 1 && input.deviceGroups.includes(ALL_DIVISIONS_ID)) {
    return m.deviceGroupAllCombined;
  }
  if (!isEmail(cleanUserName(input.userName))) return m.invalidEmail;
  return undefined;
}

/** The change-password step's checks, in field order. */
export function checkNewPassword(newPassword: string, confirmPassword: string): string | undefined {
  const m = PasswordMessages;
  if (newPassword === '') return m.newRequired;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return m.tooShort;
  if (confirmPassword === '') return m.confirmRequired;
  if (newPassword !== confirmPassword) return m.mismatch;
  return undefined;
}
