import { describe, expect, it } from 'vitest';
import { ButtonClaim } from './claims.ts';
import { RoleName } from './roles.ts';
import {
  canEditDeviceSignature,
  canEditProjectGc,
  canSaveProject,
  checkEmployee,
  type EmployeeCheckInput,
  employeeFieldAccess,
  employeeOptionLabel,
  hireDateFromDisplay,
  hireDateToDisplay,
  sanitizeNumberInput,
  WorkforceMessages,
} from './workforce.ts';

const valid: EmployeeCheckInput = {
  fullName: 'Rosa Diaz',
  employeeNumber: 'E1',
  employeeStatusFlag: 'active',
  jobTitle: 'Laborer',
  emailAddress: '',
  hireDate: '2024-02-29',
  divisionId: 3,
  unionNumber: 'L-7',
  projectNumber: '24-1008',
  isManagerAccessEnabled: false,
};

describe('employee save checks (spec 001 §5.1)', () => {
  it('passes a complete employee and refuses each missing field with its own text, in order', () => {
    expect(checkEmployee(valid, 'add')).toBeUndefined();
    const m = WorkforceMessages.employees;
    expect(checkEmployee({ ...valid, isManagerAccessEnabled: true }, 'add')).toBe(m.emailRequired);
    expect(checkEmployee({ ...valid, emailAddress: 'a@b' }, 'add')).toBe(m.emailInvalid);
    expect(checkEmployee({ ...valid, fullName: ' ', jobTitle: '' }, 'edit-manual')).toBe(m.nameRequired);
    expect(checkEmployee({ ...valid, hireDate: '2023-02-29' }, 'add')).toBe(m.hireDateInvalid);
    expect(checkEmployee({ ...valid, divisionId: null }, 'add')).toBe(m.divisionRequired);
    expect(checkEmployee({ ...valid, projectNumber: '' }, 'add')).toBe(m.projectNumberRequired);
  });

  it('counts a name or job title of only invisible or control characters as not entered', () => {
    const m = WorkforceMessages.employees;
    expect(checkEmployee({ ...valid, fullName: '\u200b\u200b' }, 'add')).toBe(m.nameRequired);
    expect(checkEmployee({ ...valid, fullName: '\u0007\u0000' }, 'edit-manual')).toBe(m.nameRequired);
    expect(checkEmployee({ ...valid, jobTitle: '\u3164\u2060' }, 'add')).toBe(m.titleRequired);
    expect(checkEmployee({ ...valid, fullName: '\u200bAna Ruiz' }, 'add')).toBeUndefined();
  });

  it('checks only the e-mail of an imported employee', () => {
    expect(checkEmployee({ ...valid, fullName: '', unionNumber: '' }, 'edit-imported')).toBeUndefined();
    expect(checkEmployee({ ...valid, emailAddress: 'bad' }, 'edit-imported')).toBe(
      WorkforceMessages.employees.emailInvalid,
    );
  });

  it('sanitises numbers and converts hire dates both ways', () => {
    expect(sanitizeNumberInput(' 24-10 08!')).toBe('24-1008');
    expect(hireDateFromDisplay('3/4/2021')).toBe('2021-03-04');
    expect(hireDateFromDisplay('02/30/2021')).toBeUndefined();
    expect(hireDateToDisplay('2021-03-04')).toBe('03/04/2021');
  });
});

describe('who may edit what (spec 001 §6)', () => {
  const all = Object.values(ButtonClaim);
  it('locks an imported employee’s identity and status, even for a user with every claim', () => {
    expect(employeeFieldAccess('edit-imported', all)).toEqual({
      identity: false,
      assignment: true,
      status: false,
      save: true,
    });
    expect(employeeFieldAccess('edit-manual', all)).toEqual({
      identity: true,
      assignment: true,
      status: true,
      save: true,
    });
    expect(employeeFieldAccess('add', [ButtonClaim.EmployeeEdit])).toEqual({
      identity: false,
      assignment: false,
      status: false,
      save: false,
    });
    expect(employeeFieldAccess('add', [ButtonClaim.EmployeeAdd]).status).toBe(false);
  });

  it('opens every field of an add to the three employee claims, and none of an edit to no claim', () => {
    const employeeClaims = [
      ButtonClaim.EmployeeAdd,
      ButtonClaim.EmployeeEdit,
      ButtonClaim.EmployeeStatusEdit,
    ];
    expect(employeeFieldAccess('add', employeeClaims)).toEqual({
      identity: true,
      assignment: true,
      status: true,
      save: true,
    });
    expect(employeeFieldAccess('edit-manual', [])).toEqual({
      identity: false,
      assignment: false,
      status: false,
      save: false,
    });
  });

  it('gives gc to three roles, the project save to the status claim or Contribute, the signature to two roles', () => {
    expect(canEditProjectGc(RoleName.Contribute)).toBe(true);
    expect(canEditProjectGc(RoleName.ProjectManager)).toBe(false);
    expect(canSaveProject([], RoleName.Contribute)).toBe(true);
    expect(canSaveProject([], RoleName.ProjectManager)).toBe(false);
    expect(canSaveProject([ButtonClaim.ProjectStatusEdit], RoleName.ReadOnly)).toBe(true);
    expect(canEditDeviceSignature(RoleName.SystemAdmin)).toBe(true);
    expect(canEditDeviceSignature(RoleName.Contribute)).toBe(false);
  });

  it('labels an employee option as employeeNumber-email in lower case', () => {
    expect(employeeOptionLabel({ empID: 1, employeeNumber: 'E10', emailAddress: 'Ann@X.com' })).toBe(
      'e10-ann@x.com',
    );
  });
});
