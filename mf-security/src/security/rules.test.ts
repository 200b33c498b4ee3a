import {
  type AddUserDetails,
  ALL_DIVISIONS,
  filterToOptions,
  SecurityMessages as M,
  type SecurityUser,
  withAllOption,
} from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkSecurityUser,
  cleanEmployeeName,
  cleanEmployeeNameInput,
  cleanEmployeeNumber,
  cleanPassword,
  deviceGroupOptions,
  deviceGroupsDisabled,
  divisionOptions,
  emptyForm,
  formFromDetail,
  groupOptions,
  isGroupLocked,
  rowPermissions,
  type SecurityUserForm,
  signsOutAfterUpdate,
  toSavePayload,
} from './rules.ts';

const valid: SecurityUserForm = {
  employeeNumber: 'E100',
  employeeName: 'Ana Ortiz',
  securityGroupId: 1,
  userName: 'ana@demo.local',
  password: '',
  confirmPassword: '',
  divisions: ['North'],
  deviceGroups: [7],
};

const lookup: AddUserDetails = {
  securityGroup: [
    { groupID: 1, securityGroupName: 'Administrator' },
    { groupID: 4, securityGroupName: 'SystemAdmin' },
    { groupID: 5, securityGroupName: 'Read Only' },
  ],
  group: [
    { divisionId: 7, divisionName: 'North' },
    { divisionId: 3, divisionName: 'South' },
  ],
  division: [{ divisionName: 'North' }, { divisionName: 'South' }],
};

describe('checkSecurityUser: the ten checks, in the spec order', () => {
  it('accepts a valid user', () => {
    expect(checkSecurityUser(valid)).toBeUndefined();
  });

  // Each row breaks its own rule and every later one (an earlier row's change wins on a shared field):
  // the message must be its own.
  const steps: [string, Partial<SecurityUserForm>, string][] = [
    ['1 employee number', { employeeNumber: '  ' }, M.employeeIdRequired],
    ['2 employee name', { employeeName: '   ' }, M.employeeNameRequired],
    ['3 group', { securityGroupId: null }, M.groupRequired],
    ['4 user name', { userName: ' ' }, M.userNameRequired],
    ['5 password match', { password: 'abcdefgh', confirmPassword: 'abcdefgi' }, M.passwordMismatch],
    ['6 project level access', { divisions: [] }, M.divisionRequired],
    ['7 All Divisions combined', { divisions: [ALL_DIVISIONS, 'North'] }, M.divisionAllCombined],
    ['8 device groups', { deviceGroups: [] }, M.deviceGroupRequired],
    ['9 device All Divisions combined', { deviceGroups: [0, 7] }, M.deviceGroupAllCombined],
    ['10 e-mail', { userName: 'ana.demo.local' }, M.invalidEmail],
  ];
  const broken = (upTo: number): Partial<SecurityUserForm> =>
    Object.assign(
      {},
      ...steps
        .slice(upTo)
        .reverse()
        .map(([, change]) => change),
    );

  it.each(steps.map((s, i) => [...s, i] as const))('check %s: %s', (_name, _change, message, index) => {
    expect(checkSecurityUser({ ...valid, ...broken(index) })).toBe(message);
  });

  it('lets a blank password and blank confirmation through (the server sets a temporary one)', () => {
    expect(checkSecurityUser({ ...valid, password: '', confirmPassword: '' })).toBeUndefined();
  });

  it('refuses one of the two blank, and a password under 12 characters', () => {
    expect(checkSecurityUser({ ...valid, password: 'abcdefgh' })).toBe(M.passwordMismatch);
    expect(checkSecurityUser({ ...valid, confirmPassword: 'abcdefgh' })).toBe(M.passwordMismatch);
    expect(checkSecurityUser({ ...valid, password: 'abcdefg1234', confirmPassword: 'abcdefg1234' })).toBe(
      M.passwordTooShort,
    );
    expect(
      checkSecurityUser({ ...valid, password: 'abcd 1234 5678', confirmPassword: 'abcd12345678' }),
    ).toBeUndefined();
  });

  it('needs no device groups for group 5, and then does not check them', () => {
    expect(checkSecurityUser({ ...valid, securityGroupId: 5, deviceGroups: [] })).toBeUndefined();
    expect(checkSecurityUser({ ...valid, securityGroupId: 5, deviceGroups: [0, 7] })).toBeUndefined();
  });

  it('accepts All Divisions alone in either list', () => {
    expect(checkSecurityUser({ ...valid, divisions: [ALL_DIVISIONS], deviceGroups: [0] })).toBeUndefined();
  });
});

describe('input rules', () => {
  it('removes every space from the employee number', () => {
    expect(cleanEmployeeNumber(' E 10 0\t1 ')).toBe('E1001');
  });

  it('drops the leading whitespace of the name while typing and trims it on save', () => {
    expect(cleanEmployeeNameInput('   Ana Ortiz ')).toBe('Ana Ortiz ');
    expect(cleanEmployeeName('  Ana Ortiz  ')).toBe('Ana Ortiz');
  });

  it('removes whitespace from the password', () => {
    expect(cleanPassword(' pa ss\tword ')).toBe('password');
  });

  it('filters selections to known options and drops All Divisions when there are no others', () => {
    expect(filterToOptions(['South', 'Gone', ALL_DIVISIONS], ['North', 'South'], ALL_DIVISIONS)).toEqual([
      ALL_DIVISIONS,
      'South',
    ]);
    expect(withAllOption([], ALL_DIVISIONS)).toEqual([]);
    expect(filterToOptions([ALL_DIVISIONS], [], ALL_DIVISIONS)).toEqual([]);
  });

  it('locks group 4 and disables device groups for group 5', () => {
    expect(isGroupLocked(4)).toBe(true);
    expect(isGroupLocked(1)).toBe(false);
    expect(deviceGroupsDisabled(5)).toBe(true);
    expect(deviceGroupsDisabled(3)).toBe(false);
  });
});

describe('options and form', () => {
  it('starts a new user as Administrator with nothing chosen', () => {
    expect(emptyForm()).toMatchObject({ securityGroupId: 1, divisions: [], deviceGroups: [], password: '' });
  });

  it('does not offer SystemAdmin, except to show a SystemAdmin their group', () => {
    expect(groupOptions(lookup, 1).map((o) => o.label)).toEqual(['Administrator', 'Read Only']);
    expect(groupOptions(lookup, 4).map((o) => o.label)).toContain('SystemAdmin');
  });

  it('offers All Divisions first in both lists', () => {
    expect(divisionOptions(lookup).map((o) => o.value)).toEqual([ALL_DIVISIONS, 'North', 'South']);
    expect(deviceGroupOptions(lookup)).toEqual([
      { value: 0, label: ALL_DIVISIONS },
      { value: 7, label: 'North' },
      { value: 3, label: 'South' },
    ]);
    expect(divisionOptions({ ...lookup, division: [] })).toEqual([]);
  });

  it('reads an edited user, filtering the selections to the options', () => {
    const form = formFromDetail(
      {
        user: [
          {
            userId: 9,
            userName: 'a@b.co',
            employeeNumber: 'E 1',
            employeeName: 'A B',
            securityGroupId: 2,
            securityGroupName: 'Project Manager',
            isActive: true,
          },
        ],
        division: [{ divisionName: 'South' }, { divisionName: 'Retired division' }],
        group: [{ divisionId: 0, divisionName: ALL_DIVISIONS, isActive: true, isAllDivision: true }],
      },
      lookup,
    );
    expect(form).toMatchObject({
      employeeNumber: 'E1',
      securityGroupId: 2,
      divisions: ['South'],
      deviceGroups: [0],
    });
  });

  it('builds the save body with the input rules applied', () => {
    const body = toSavePayload({
      ...valid,
      employeeNumber: 'E 1 00',
      employeeName: ' Ana  ',
      securityGroupId: 5,
      deviceGroups: [7],
    });
    expect(body).toMatchObject({
      userId: null,
      employeeNumber: 'E100',
      employeeName: 'Ana',
      securitygroupID: 5,
      IsActive: true,
      UserDivision: [{ DivisionName: 'North' }],
      UserGroup: [],
    });
    expect(body).not.toHaveProperty('password');
  });

  it('lists what an edit removed, for the legacy fields', () => {
    const user = { userId: 3, securityGroupId: 1, isActive: true } as SecurityUser;
    const original = { ...valid, divisions: ['North', 'South'], deviceGroups: [7, 3] };
    const body = toSavePayload({ ...valid, divisions: ['South'], deviceGroups: [7] }, { user, original });
    expect(body).toMatchObject({ userId: 3, DivisionRemoved: ['North'], GroupRemoved: [3] });
  });

  it('signs out a user who changed their own group, no one else', () => {
    const me = { userId: 3, securityGroupId: 1 } as SecurityUser;
    expect(signsOutAfterUpdate(3, me, 5)).toBe(true);
    expect(signsOutAfterUpdate(3, me, 1)).toBe(false);
    expect(signsOutAfterUpdate(4, me, 5)).toBe(false);
    expect(signsOutAfterUpdate(3, undefined, 5)).toBe(false);
  });

  it('protects SystemAdmin rows from others and hides self-deactivation', () => {
    const sa = { userId: 1, securityGroupId: 4 } as SecurityUser;
    expect(rowPermissions(sa, { userId: 2, roleId: 1 })).toEqual({ canEdit: false, canToggle: false });
    expect(rowPermissions(sa, { userId: 2, roleId: 4 })).toEqual({ canEdit: true, canToggle: true });
    expect(
      rowPermissions({ userId: 2, securityGroupId: 1 } as SecurityUser, { userId: 2, roleId: 1 }),
    ).toEqual({
      canEdit: true,
      canToggle: false,
    });
  });
});
