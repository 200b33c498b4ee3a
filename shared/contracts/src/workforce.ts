/**
 * Projects, employees and devices (spec 001 §2.1–2.3, §3.1–3.3, §5.1–5.3, §6, §9): the shapes the API
 * and the mf-workforce screens share, the search field names, and the rules (input sanitiser, the
 * employee save checks, who may edit what) as plain functions, so the screen and the server refuse
 * the same input with the same words. Message texts are in `WorkforceMessages.projects|employee|device`.
 */

import type { Static } from 'typebox';
import { isCalendarDate } from './calendar.ts';
import { ButtonClaim, hasClaim } from './claims.ts';
import { RoleName } from './roles.ts';
import type {
  CopySourceDeviceSchema,
  DeviceAssignedEmployeesSchema,
  DeviceAssignedProjectsSchema,
  DeviceAssignmentSaveSchema,
  DeviceCopySaveSchema,
  DeviceDetailsSchema,
  DeviceEmployeeSchema,
  DeviceOptionSchema,
  DeviceProjectSchema,
  DeviceRowSchema,
  DeviceUnassignedEmployeesSchema,
  DeviceUnassignedProjectsSchema,
  DeviceUpdateSchema,
  EmployeeDivisionsSchema,
  EmployeeOptionSchema,
  EmployeeProjectDivisionSchema,
  EmployeeRowSchema,
  EmployeeSaveResultSchema,
  EmployeeSaveSchema,
  EmployeeSchema,
  ProjectSchema,
  ProjectTasksAndDevicesSchema,
  ProjectUpdateSchema,
  TaskCodeSchema,
  WorkforceImportRequestSchema,
  WorkforceImportResultSchema,
  WorkforceListRequestSchema,
  WorkforceStatusSchema,
} from './schemas/workforce.ts';
import { hasVisibleText } from './text.ts';

/** Projects, employees, devices and their CSV import (spec 001 §2, §5, §8). */
export const WorkforceMessages = {
  /** Projects (spec 001 §2.1, §5.2): texts the spec leaves unshown are this design's. */
  projects: {
    gcTooLong: 'GC must be at most 50 characters',
    statusRequired: 'Please select project status',
    /** Spec 001 §6: gc is editable only for Contribute, SystemAdmin and Administrator. */
    gcNotAllowed: 'Only Contribute, SystemAdmin and Administrator users can change the gc',
    statusNotAllowed: 'Changing the project status needs the project status edit permission',
    saveNotAllowed: 'Saving a project needs the project status edit permission or the Contribute role',
    inactiveNoDevices: 'Devices can be assigned to active projects only',
    updated: 'Updated successfully',
    devicesAssigned: 'Devices assigned successfully',
    notFound: 'Project not found',
  },
  /** Employees (spec 001 §2.2, §5.1): the spec names the constants and leaves their texts unshown. */
  employees: {
    /** PLEASE_ENTER_EMPLOYEE_EMAIL: manager access is on and no e-mail was given. */
    emailRequired: 'Please enter employee email',
    /** PLEASE_ENTER_VALID_EMAIL */
    emailInvalid: 'Please enter valid email',
    nameRequired: 'Please enter employee name',
    numberRequired: 'Please enter employee number',
    statusRequired: 'Please select employee status',
    titleRequired: 'Please enter job title',
    hireDateRequired: 'Please enter hire date',
    hireDateInvalid: 'Please enter hire date as MM/DD/YYYY',
    divisionRequired: 'Please select division',
    unionNumberRequired: 'Please enter union number',
    projectNumberRequired: 'Please enter project number',
    unknownDivision: 'Division: the selected division is not one of yours',
    unknownProject: (projectNumber: string) =>
      `Project number ${projectNumber} is not an active project of yours`,
    duplicateNumber: 'An employee with this employee number already exists',
    importedLocked:
      'This employee was imported: name, number, title, hire date, union number and status come from the import',
    addNotAllowed: 'Adding an employee needs the employee add permission',
    editNotAllowed: 'Editing an employee needs the employee edit permission',
    statusNotAllowed: 'Changing the employee status needs the employee status edit permission',
    saved: 'Saved successfully',
    updated: 'Updated successfully',
    devicesAssigned: 'Devices assigned successfully',
    notFound: 'Employee not found',
  },
  /** Devices (spec 001 §2.3, §5.3, §8). */
  devices: {
    /** Spec 001 §8 quotes both in lower case. */
    selectEmployeeEmail: 'please select employee email',
    updated: 'updated successfully',
    statusRequired: 'Please select device status',
    signatureNotAllowed: 'Only Administrator and SystemAdmin users can change the signature permission',
    attestationNotAllowed: 'Changing attestation needs the device attestation edit permission',
    statusNotAllowed: 'Saving device details needs the device status edit permission',
    employeeNotAllowed: "Changing the device's employee needs the device status edit permission",
    unknownEmployee: 'The selected employee is not an active employee of yours',
    unknownEmployees: 'Some selected employees do not exist or are not yours',
    unknownProjects: 'Some selected projects do not exist or are not yours',
    unknownDevices: 'Some selected devices do not exist or are not yours',
    copyModeRequired: 'Choose Replace or Append',
    copySourceRequired: 'Please select at least one source device',
    assigned: 'Assignment saved successfully',
    copied: 'Assignment copied successfully',
    notFound: 'Device not found',
  },
  /** CSV import of employees and of projects with task codes (not in the spec). */
  import: {
    systemAdminOnly: 'Only a SystemAdmin can import',
    empty: 'The file has no rows to import',
    tooManyRows: (max: number) => `A file may hold at most ${max} rows`,
    unreadable: (reason: string) => `The file is not a readable CSV: ${reason}`,
    missingColumn: (column: string) => `The file has no '${column}' column`,
    undecodable: (line: number) =>
      `Line ${line} has characters that could not be read: save the file as CSV UTF-8 and choose it again`,
    duplicateColumn: (column: string) => `The file names the '${column}' column more than once`,
    rowsInvalid: (count: number) => `${count} row(s) are not valid; nothing was imported`,
    imported: (created: number, updated: number) => `Imported: ${created} added, ${updated} updated`,
    required: (column: string) => `${column} is required`,
    tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
    /** `problem` is one of TextProblem's (text.ts). */
    badText: (column: string, problem: string) => `${column} ${problem}`,
    numberChars: (column: string) => `${column} may hold only letters, digits and '-'`,
    statusInvalid: "Status must be 'active' or 'inactive'",
    flagInvalid: (column: string) => `${column} must be yes or no`,
    hireDateInvalid: 'HireDate must be a real date written MM/DD/YYYY',
    unknownDivision: (name: string) => `Division '${name}' is not one of your active divisions`,
    unknownProject: (number: string) => `Project number ${number} is not one of your projects`,
    repeated: (what: string, line: number) => `${what} is already on line ${line}`,
    notYours: (what: string) => `${what} belongs to a division you cannot see`,
    projectDiffers: (column: string, line: number) =>
      `${column} differs from line ${line} of the same project`,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Limits (spec 001 §5.2, §9) and this design's bounds

/** Spec 001 §5.2 / §9: gc is at most 50 characters. */
export const GC_MAX = 50;
/** The most items one assignment or copy body may name: the large seed's 10,000 employees fit. */
export const WORKFORCE_ASSIGN_MAX = 20_000;
/** The most data rows one CSV import may hold (10,000 employees, or 1,000 projects × 10 task codes, fit). */
export const IMPORT_MAX_ROWS = 20_000;
/** The largest CSV text an import accepts (about 4 MB). */
export const IMPORT_CSV_MAX_CHARS = 4_000_000;

// ---------------------------------------------------------------------------------------------
// Types

export type WorkforceStatus = Static<typeof WorkforceStatusSchema>;
/** Project, employee and device lists: { SearchText, Skip, Take, Status }. */
export type WorkforceListRequest = Static<typeof WorkforceListRequestSchema>;

export type Project = Static<typeof ProjectSchema>;
export type TaskCode = Static<typeof TaskCodeSchema>;
export type DeviceOption = Static<typeof DeviceOptionSchema>;
export type ProjectTasksAndDevices = Static<typeof ProjectTasksAndDevicesSchema>;
export type ProjectUpdate = Static<typeof ProjectUpdateSchema>;

export type EmployeeRow = Static<typeof EmployeeRowSchema>;
export type Employee = Static<typeof EmployeeSchema>;
export type EmployeeDivisions = Static<typeof EmployeeDivisionsSchema>;
export type EmployeeProjectDivision = Static<typeof EmployeeProjectDivisionSchema>;
export type EmployeeSave = Static<typeof EmployeeSaveSchema>;
export type EmployeeSaveResult = Static<typeof EmployeeSaveResultSchema>;

export type DeviceRow = Static<typeof DeviceRowSchema>;
export type DeviceEmployee = Static<typeof DeviceEmployeeSchema>;
export type DeviceProject = Static<typeof DeviceProjectSchema>;
export type DeviceAssignedEmployees = Static<typeof DeviceAssignedEmployeesSchema>;
export type DeviceAssignedProjects = Static<typeof DeviceAssignedProjectsSchema>;
export type DeviceUnassignedEmployees = Static<typeof DeviceUnassignedEmployeesSchema>;
export type DeviceUnassignedProjects = Static<typeof DeviceUnassignedProjectsSchema>;
export type CopySourceDevice = Static<typeof CopySourceDeviceSchema>;
export type DeviceDetails = Static<typeof DeviceDetailsSchema>;
export type DeviceUpdate = Static<typeof DeviceUpdateSchema>;
export type DeviceAssignmentSave = Static<typeof DeviceAssignmentSaveSchema>;
export type DeviceCopySave = Static<typeof DeviceCopySaveSchema>;
export type EmployeeOption = Static<typeof EmployeeOptionSchema>;

export type WorkforceImportRequest = Static<typeof WorkforceImportRequestSchema>;
export type WorkforceImportResult = Static<typeof WorkforceImportResultSchema>;

// ---------------------------------------------------------------------------------------------
// SearchText FieldNames, one per searchable column

/** Project list. 'userId' is sent by the legacy screen and ignored (the token names the user). */
export const ProjectSearchField = { Project: 'projectName', UserId: 'userId' } as const;
/** Project tasks and devices (the task-code and device panes) and the devices offered for assignment. */
export const ProjectPaneSearchField = { TaskCode: 'taskCode', Device: 'deviceEmpID' } as const;
export const EmployeeSearchField = {
  /** 'employee number - name' */
  Employee: 'employeeName',
  DivisionNumber: 'divisionName',
  ProjectNumber: 'projectNumber',
  Devices: 'devices',
  UserId: 'userId',
} as const;
export const DeviceSearchField = {
  Devices: 'deviceEmpID',
  Projects: 'projectNames',
  /** 'employee number - full name' of the device's employee */
  Employee: 'employeeNumberName',
  ModifiedBy: 'userName',
  /** Value: the chosen options joined by a space ('active', 'inactive', 'active inactive' = no filter) */
  Attestation: 'allowAttestation',
  /** Value as Attestation */
  Signature: 'allowTMVoucherSignature',
  UserId: 'userId',
} as const;
/** The device assign lists (assigned and unassigned employees and projects). */
export const DeviceAssignSearchField = { Employee: 'employeeName', Project: 'projectName' } as const;
/** The copy view's source devices. */
export const CopySourceSearchField = { Device: 'deviceEmpID', Project: 'projectName' } as const;

// ---------------------------------------------------------------------------------------------
// CSV import columns. Names are matched without regard to case or spaces.

/** Employee import: one employee per row. Hire date MM/DD/YYYY (or YYYY-MM-DD); status active|inactive. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'EmployeeNumber',
  'FullName',
  'Status',
  'JobTitle',
  'EmailAddress',
  'HireDate',
  'Division',
  'UnionNumber',
  'ProjectNumber',
  'ManagerAccess',
] as const;
/** Columns an employee import may leave out (blank e-mail, manager access 'no'). */
export const EMPLOYEE_IMPORT_OPTIONAL = ['EmailAddress', 'ManagerAccess'] as const;

/**
 * Project import: one task code per row; a project's rows repeat its number, name, division, status
 * and gc. Task codes are added or renamed by task number, never removed (timecards refer to them).
 */
export const PROJECT_IMPORT_COLUMNS = [
  'ProjectNumber',
  'ProjectName',
  'Division',
  'Status',
  'GC',
  'TaskNumber',
  'TaskName',
] as const;
export const PROJECT_IMPORT_OPTIONAL = ['GC'] as const;

// ---------------------------------------------------------------------------------------------
// Input rules (spec 001 §5.1)

/**
 * The sanitiser of employee number, union number and project number inputs (spec 001 §5.1, details
 * not shown): letters, digits and '-' only, as the numbers in use are written (E5001, 24-1008).
 */
export const sanitizeNumberInput = (value: string): string => value.replace(/[^A-Za-z0-9-]/g, '');

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/**
 * The gc as saved (spec 001 §5.2: optional, at most 50 characters): trimmed, and blank when it has
 * nothing a reader can see, since a gc of zero-width spaces would show as no gc on every screen.
 */
export const cleanProjectGc = (value: string): string => (hasVisibleText(value) ? value.trim() : '');

/** 'MM/DD/YYYY' (as typed or imported) to 'YYYY-MM-DD'; undefined when not a real day. */
export function hireDateFromDisplay(value: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const day = `${match[3]}-${match[1]?.padStart(2, '0')}-${match[2]?.padStart(2, '0')}`;
  return isCalendarDate(day) ? day : undefined;
}

/** 'YYYY-MM-DD' to 'MM/DD/YYYY' (spec 001 §3.3); '' when blank or unreadable. */
export function hireDateToDisplay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** The employee modal's mode (spec 001 §2.2, §4.4). */
export type EmployeeModalMode = 'add' | 'edit-manual' | 'edit-imported';

export interface EmployeeCheckInput {
  fullName: string;
  employeeNumber: string;
  employeeStatusFlag: string;
  jobTitle: string;
  emailAddress: string;
  /** 'YYYY-MM-DD' */
  hireDate: string;
  divisionId: number | null;
  unionNumber: string;
  projectNumber: string;
  isManagerAccessEnabled: boolean;
}

/**
 * The first failing check of an employee save (spec 001 §5.1), or undefined. A required text counts
 * as entered only when it has a character a reader can see (`hasVisibleText`): a name of zero-width
 * spaces would look blank on every screen. The e-mail checks apply in every mode; the required fields
 * when adding or editing a manually added employee (an imported employee's fields come from the import).
 */
export function checkEmployee(input: EmployeeCheckInput, mode: EmployeeModalMode): string | undefined {
  const m = WorkforceMessages.employees;
  const email = input.emailAddress.trim();
  if (input.isManagerAccessEnabled && email === '') return m.emailRequired;
  if (email !== '' && !isValidEmail(email)) return m.emailInvalid;
  if (mode === 'edit-imported') return undefined;
  if (!hasVisibleText(input.fullName)) return m.nameRequired;
  if (!hasVisibleText(input.employeeNumber)) return m.numberRequired;
  if (input.employeeStatusFlag !== 'active' && input.employeeStatusFlag !== 'inactive')
    return m.statusRequired;
  if (!hasVisibleText(input.jobTitle)) return m.titleRequired;
  if (!hasVisibleText(input.hireDate)) return m.hireDateRequired;
  if (!isCalendarDate(input.hireDate.trim())) return m.hireDateInvalid;
  if (!input.divisionId || input.divisionId <= 0) return m.divisionRequired;
  if (!hasVisibleText(input.unionNumber)) return m.unionNumberRequired;
  if (!hasVisibleText(input.projectNumber)) return m.projectNumberRequired;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Who may edit what (spec 001 §6). `claims` are the user's claims, `role` their role name.

/** Project gc: Contribute, SystemAdmin and Administrator. */
export const canEditProjectGc = (role: string): boolean =>
  role === RoleName.Contribute || role === RoleName.SystemAdmin || role === RoleName.Administrator;
export const canEditProjectStatus = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.ProjectStatusEdit);
/** Save in the project modal: the status-edit claim, or the Contribute role. */
export const canSaveProject = (claims: readonly string[], role: string): boolean =>
  canEditProjectStatus(claims) || role === RoleName.Contribute;
/** The assign-devices icon: the project-edit claim on an active project. */
export const canAssignProjectDevices = (claims: readonly string[], status: WorkforceStatus): boolean =>
  hasClaim(claims, ButtonClaim.ProjectEdit) && status === 'active';

/** Which employee modal fields are editable (spec 001 §6 "Employees"). */
export interface EmployeeFieldAccess {
  /** Name, number, title, hire date and union number. */
  identity: boolean;
  /** E-mail, division and project number (and manager access, which goes with the e-mail). */
  assignment: boolean;
  status: boolean;
  /** The modal may be saved at all. */
  save: boolean;
}

export function employeeFieldAccess(mode: EmployeeModalMode, claims: readonly string[]): EmployeeFieldAccess {
  const add = mode === 'add' && hasClaim(claims, ButtonClaim.EmployeeAdd);
  const edit = mode !== 'add' && hasClaim(claims, ButtonClaim.EmployeeEdit);
  const statusClaim = hasClaim(claims, ButtonClaim.EmployeeStatusEdit);
  return {
    identity: add || (mode === 'edit-manual' && edit),
    assignment: add || edit,
    status: statusClaim && (mode === 'add' || mode === 'edit-manual') && (add || edit),
    save: add || edit,
  };
}

/** Device Details (spec 001 §6 "Devices"). */
export const canEditDeviceStatus = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.DeviceStatusEdit);
/**
 * The device's employee: one rule in Device Details and the assign and copy views alike, the
 * status-edit claim (spec 001 §6 locks the field in Device Details without it).
 */
export const canChangeDeviceEmployee = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.DeviceStatusEdit);
export const canEditDeviceAttestation = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.DeviceAttestationEdit);
/** Signature: the Administrator and SystemAdmin roles only, whatever the claims. */
export const canEditDeviceSignature = (role: string): boolean =>
  role === RoleName.Administrator || role === RoleName.SystemAdmin;
/** The assign and copy icons. */
export const canAssignDevice = (claims: readonly string[]): boolean =>
  hasClaim(claims, ButtonClaim.DeviceEdit);
/** The import: a SystemAdmin. */
export const canImportWorkforce = (role: string): boolean => role === RoleName.SystemAdmin;

/** The device employee dropdown's label: 'employeeNumber-email' in lower case (spec 001 §3.2). */
export const employeeOptionLabel = (option: EmployeeOption): string =>
  `${option.employeeNumber}-${option.emailAddress}`.toLowerCase();
