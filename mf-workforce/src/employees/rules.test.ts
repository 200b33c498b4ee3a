import { ButtonClaim, WorkforceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { employee } from '../testing/fake-workforce-api.ts';
import {
  canAddEmployee,
  canAssignEmployeeDevices,
  checkEmployeeForm,
  cleanHireDateInput,
  type EmployeeForm,
  employeeLabel,
  emptyEmployeeForm,
  formFromEmployee,
  modalMode,
  toEmployeeSave,
} from './rules.ts';

const complete: EmployeeForm = {
  ...emptyEmployeeForm(),
  fullName: 'Ana Ruiz',
  employeeNumber: 'E77',
  jobTitle: 'Foreman',
  hireDate: '02/29/2024',
  divisionId: 11,
  unionNumber: 'U-1',
  projectNumber: '24-1001',
};

describe('employees rules', () => {
  it("labels an employee 'number - name'", () => {
    expect(employeeLabel({ employeeNumber: 'E1', fullName: 'Ana' })).toBe('E1 - Ana');
  });

  it('opens in add, manual edit or imported edit mode', () => {
    expect(modalMode(undefined)).toBe('add');
    expect(modalMode({ isManuallyAddedEmployee: true })).toBe('edit-manual');
    expect(modalMode({ isManuallyAddedEmployee: false })).toBe('edit-imported');
  });

  it('checks in the order of spec 001 §5.1: manager e-mail, valid e-mail, then each required field', () => {
    const empty = emptyEmployeeForm();
    expect(checkEmployeeForm({ ...empty, isManagerAccessEnabled: true }, 'add')).toBe(
      WorkforceMessages.employees.emailRequired,
    );
    expect(checkEmployeeForm({ ...empty, emailAddress: 'nope' }, 'add')).toBe(
      WorkforceMessages.employees.emailInvalid,
    );
    expect(checkEmployeeForm(empty, 'add')).toBe(WorkforceMessages.employees.nameRequired);
    const steps: [Partial<EmployeeForm>, string][] = [
      [{ fullName: 'A' }, WorkforceMessages.employees.numberRequired],
      [{ employeeNumber: 'E1' }, WorkforceMessages.employees.titleRequired],
      [{ jobTitle: 'T' }, WorkforceMessages.employees.hireDateRequired],
      [{ hireDate: '02/30/2024' }, WorkforceMessages.employees.hireDateInvalid],
      [{ hireDate: '1/2/2024' }, WorkforceMessages.employees.divisionRequired],
      [{ divisionId: 11 }, WorkforceMessages.employees.unionNumberRequired],
      [{ unionNumber: 'U' }, WorkforceMessages.employees.projectNumberRequired],
    ];
    let form = empty;
    for (const [change, message] of steps) {
      form = { ...form, ...change };
      expect(checkEmployeeForm(form, 'edit-manual')).toBe(message);
    }
    expect(checkEmployeeForm(complete, 'add')).toBeUndefined();
    // An imported employee's fields come from the import: only the e-mail rules apply.
    expect(checkEmployeeForm(emptyEmployeeForm(), 'edit-imported')).toBeUndefined();
  });

  it('sends trimmed text and sanitised numbers; id 0 adds', () => {
    const body = toEmployeeSave(
      {
        ...complete,
        fullName: ' Ana Ruiz ',
        employeeNumber: 'E 7#7',
        unionNumber: 'U-1!',
        projectNumber: '24/1001',
      },
      undefined,
    );
    expect(body).toMatchObject({
      id: 0,
      fullName: 'Ana Ruiz',
      employeeNumber: 'E77',
      unionNumber: 'U-1',
      projectNumber: '241001',
    });
    expect(body.hireDate).toBe('2024-02-29');
    expect(formFromEmployee(employee(4)).hireDate).toBe('03/15/2024');
    expect(toEmployeeSave(formFromEmployee(employee(4)), 4)).toMatchObject({
      id: 4,
      hireDate: '2024-03-15',
      divisionId: 11,
    });
  });

  it('keeps only digits and slashes of a typed hire date', () => {
    expect(cleanHireDateInput('03/15/2024x9')).toBe('03/15/2024');
    expect(cleanHireDateInput('a1-2')).toBe('12');
  });

  it('the add icon needs the add claim; assigning devices the edit claim', () => {
    expect(canAddEmployee([ButtonClaim.EmployeeAdd])).toBe(true);
    expect(canAddEmployee([ButtonClaim.EmployeeEdit])).toBe(false);
    expect(canAssignEmployeeDevices([ButtonClaim.EmployeeEdit])).toBe(true);
    expect(canAssignEmployeeDevices([])).toBe(false);
  });
});
