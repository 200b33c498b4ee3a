import {
  ButtonClaim,
  checkEmployee,
  type Employee,
  type EmployeeCheckInput,
  type EmployeeModalMode,
  type EmployeeRow,
  type EmployeeSave,
  employeeFieldAccess,
  hasClaim,
  hireDateFromDisplay,
  hireDateToDisplay,
  sanitizeNumberInput,
} from '@tac/contracts';

/**
 * The Employees screen's rules as plain functions (spec 001 §2.2, §4.4, §5.1, §6 "Employees"). The
 * save checks, the number sanitiser and the field permissions are in @tac/contracts, so the server
 * refuses the same input with the same words; this file adds the form and the body it sends.
 */
export { employeeFieldAccess, sanitizeNumberInput };

/** The first column: 'employee number - name' (spec 001 §2.2). */
export const employeeLabel = (row: Pick<EmployeeRow, 'employeeNumber' | 'fullName'>): string =>
  `${row.employeeNumber} - ${row.fullName}`;

/** Which mode the modal opens in (spec 001 §4.4): add, or edit of a manually added or imported employee. */
export function modalMode(
  employee: Pick<Employee, 'isManuallyAddedEmployee'> | undefined,
): EmployeeModalMode {
  if (!employee) return 'add';
  return employee.isManuallyAddedEmployee ? 'edit-manual' : 'edit-imported';
}

/** The modal's values: the save checks' input, but the hire date as typed, 'MM/DD/YYYY' (spec 001 §3.3). */
export type EmployeeForm = EmployeeCheckInput;

/** What the hire date box keeps of a keystroke: digits and slashes, at most 'MM/DD/YYYY'. */
export const cleanHireDateInput = (value: string): string => value.replace(/[^0-9/]/g, '').slice(0, 10);

/**
 * The typed hire date as the wire's 'YYYY-MM-DD'; '' when blank. A date that is not a real day is
 * kept as typed, so the save checks refuse it (hireDateInvalid) instead of it reading as blank.
 */
const wireHireDate = (typed: string): string => hireDateFromDisplay(typed) ?? typed.trim();

/** The save checks of @tac/contracts on the modal's values, in the order of spec 001 §5.1. */
export function checkEmployeeForm(form: EmployeeForm, mode: EmployeeModalMode): string | undefined {
  return checkEmployee({ ...form, hireDate: wireHireDate(form.hireDate) }, mode);
}

export function emptyEmployeeForm(): EmployeeForm {
  return {
    fullName: '',
    employeeNumber: '',
    employeeStatusFlag: 'active',
    jobTitle: '',
    emailAddress: '',
    hireDate: '',
    divisionId: null,
    unionNumber: '',
    projectNumber: '',
    isManagerAccessEnabled: false,
  };
}

export function formFromEmployee(employee: Employee): EmployeeForm {
  return {
    fullName: employee.fullName,
    employeeNumber: employee.employeeNumber,
    employeeStatusFlag: employee.employeeStatusFlag,
    jobTitle: employee.jobTitle,
    emailAddress: employee.emailAddress,
    hireDate: hireDateToDisplay(employee.hireDate),
    divisionId: employee.divisionId || null,
    unionNumber: employee.unionNumber,
    projectNumber: employee.projectNumber,
    isManagerAccessEnabled: employee.isManagerAccessEnabled,
  };
}

/** The save body of a checked form; id 0 adds. Text is sent trimmed, numbers sanitised. */
export function toEmployeeSave(form: EmployeeForm, id: number | undefined): EmployeeSave {
  return {
    id: id ?? 0,
    fullName: form.fullName.trim(),
    employeeNumber: sanitizeNumberInput(form.employeeNumber),
    employeeStatusFlag: form.employeeStatusFlag === 'inactive' ? 'inactive' : 'active',
    jobTitle: form.jobTitle.trim(),
    emailAddress: form.emailAddress.trim(),
    hireDate: wireHireDate(form.hireDate),
    divisionId: form.divisionId ?? 0,
    unionNumber: sanitizeNumberInput(form.unionNumber),
    projectNumber: sanitizeNumberInput(form.projectNumber),
    isManagerAccessEnabled: form.isManagerAccessEnabled,
  };
}

/** The add icon (spec 001 §6): the employee-add claim. */
export const canAddEmployee = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.EmployeeAdd);
/** The assign-devices icon: the edit claim, which the server asks for the assignment. */
export const canAssignEmployeeDevices = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.EmployeeEdit);
