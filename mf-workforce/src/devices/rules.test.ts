import { ButtonClaim, RoleName, WorkforceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCopy,
  canSaveAssignment,
  checkDetails,
  copyBody,
  detailsAccess,
  deviceEmployeeLabel,
  deviceProjectLabel,
  employeeChoices,
  employeeFromLabel,
  employeeLabelOf,
  employeeOptionLabel,
  flagFilterChosen,
  flagFilterValue,
  rowIcons,
  shownEmployee,
} from './rules.ts';

const options = [
  { empID: 1, employeeNumber: 'E5001', emailAddress: 'Ana.Ruiz@Demo.local' },
  { empID: 2, employeeNumber: 'E5002', emailAddress: 'bo@demo.local' },
];

describe('devices rules', () => {
  it('row icons: assign and copy with the device edit claim, copy and enrol only on Active, details for all but read-only', () => {
    const edit = [ButtonClaim.DeviceEdit];
    expect(rowIcons(edit, RoleName.Administrator, 'active')).toEqual({
      assign: true,
      details: true,
      copy: true,
      enrol: true,
    });
    expect(rowIcons(edit, RoleName.Administrator, 'inactive')).toEqual({
      assign: true,
      details: true,
      copy: false,
      enrol: false,
    });
    expect(rowIcons([], RoleName.Contribute, 'active')).toEqual({
      assign: false,
      details: true,
      copy: false,
      enrol: false,
    });
    expect(rowIcons([], RoleName.ReadOnly, 'active')).toEqual({
      assign: false,
      details: false,
      copy: false,
      enrol: false,
    });
  });

  it('details: employee, status and Save with the status claim, attestation with its claim, signature for Administrator and SystemAdmin', () => {
    const all = [ButtonClaim.DeviceStatusEdit, ButtonClaim.DeviceAttestationEdit];
    expect(detailsAccess(all, RoleName.Contribute)).toEqual({
      employee: true,
      status: true,
      attestation: true,
      signature: false,
    });
    expect(detailsAccess([], RoleName.SystemAdmin)).toEqual({
      employee: false,
      status: false,
      attestation: false,
      signature: true,
    });
    expect(detailsAccess([], RoleName.Administrator).signature).toBe(true);
    expect(detailsAccess(all, RoleName.ProjectManager).signature).toBe(false);
  });

  it('a filter holds what was chosen, both included (the server reads both as no filter)', () => {
    expect(flagFilterValue(['active'])).toBe('active');
    expect(flagFilterValue(['inactive'])).toBe('inactive');
    expect(flagFilterValue(['inactive', 'active'])).toBe('active,inactive');
    expect(flagFilterValue([])).toBe('');
    expect(flagFilterChosen('inactive')).toEqual(['inactive']);
    expect(flagFilterChosen('active,inactive')).toEqual(['active', 'inactive']);
    expect(flagFilterChosen(flagFilterValue(['inactive', 'active']))).toEqual(['active', 'inactive']);
    expect(flagFilterChosen('')).toEqual([]);
  });

  it("labels: projects 'number - name', employees 'employee number - full name', options 'employeenumber-email' lower case", () => {
    expect(deviceProjectLabel({ projectNumber: '24-1001', projectName: 'Harbor' })).toBe('24-1001 - Harbor');
    expect(deviceEmployeeLabel({ employeeNumber: 'E1', fullName: 'Ana Ruiz' })).toBe('E1 - Ana Ruiz');
    expect(employeeOptionLabel(options[0] as (typeof options)[0])).toBe('e5001-ana.ruiz@demo.local');
  });

  it('the employee box names an entry only by its whole label, case aside', () => {
    const choices = employeeChoices(options, { empID: 2, employeeNumberName: 'E5002 - Bo Li' });
    expect(employeeFromLabel(choices, ' E5001-ANA.RUIZ@demo.local ')?.empID).toBe(1);
    expect(employeeFromLabel(choices, 'e5001')).toBeNull();
    expect(employeeFromLabel(choices, '')).toBeNull();
    expect(employeeLabelOf(choices, 2)).toBe('e5002-bo@demo.local');
    expect(employeeLabelOf(choices, null)).toBe('');
  });

  it("the device's own employee without an e-mail is an entry of the box, by number and name", () => {
    const own = { empID: 7, employeeNumberName: 'E5007 - Cy Doe' };
    const choices = employeeChoices(options, own);
    expect(choices.map((c) => c.label)).toEqual([
      'E5007 - Cy Doe (no e-mail)',
      'e5001-ana.ruiz@demo.local',
      'e5002-bo@demo.local',
    ]);
    expect(employeeFromLabel(choices, 'e5007 - cy doe (no e-mail)')?.empID).toBe(7);
    expect(shownEmployee(choices, 7)).toBe(7);
    // Another device's employee without an e-mail is no entry: it cannot be chosen.
    expect(shownEmployee(employeeChoices(options, { empID: null, employeeNumberName: '' }), 7)).toBeNull();
    expect(employeeChoices(options, { empID: 1, employeeNumberName: 'E5001 - Ana Ruiz' })).toHaveLength(2);
  });

  it('a details save needs an employee first, then a status', () => {
    const form = {
      empID: 1,
      status: 'active' as const,
      allowAttestation: 'active' as const,
      allowTMVoucherSignature: 'inactive' as const,
    };
    expect(checkDetails(form)).toBeUndefined();
    expect(checkDetails({ ...form, empID: null, status: null })).toBe(
      WorkforceMessages.devices.selectEmployeeEmail,
    );
    expect(checkDetails({ ...form, empID: 0 })).toBe(WorkforceMessages.devices.selectEmployeeEmail);
    expect(checkDetails({ ...form, status: null })).toBe(WorkforceMessages.devices.statusRequired);
  });

  it('assign Save needs all four lists loaded and nothing in flight; copy needs a source and nothing pending', () => {
    expect(canSaveAssignment([true, true, true, true], false)).toBe(true);
    expect(canSaveAssignment([true, true, true, false], false)).toBe(false);
    expect(canSaveAssignment([true, true, true, true], true)).toBe(false);
    expect(canCopy(1, 0, false)).toBe(true);
    expect(canCopy(0, 2, false)).toBe(true);
    expect(canCopy(0, 0, false)).toBe(false);
    expect(canCopy(1, 1, true)).toBe(false);
  });

  it('Replace and Append bodies set exactly one flag', () => {
    const sources = { employees: [2], projects: [3, 4] };
    expect(copyBody(1, 9, sources, 'replace')).toEqual({
      EmpId: 9,
      DeviceID: 1,
      EmployeeDeviceIds: [2],
      ProjectDeviceIds: [3, 4],
      IsReplace: true,
      IsAppend: false,
    });
    expect(copyBody(1, 9, sources, 'append')).toMatchObject({ IsReplace: false, IsAppend: true });
  });
});
