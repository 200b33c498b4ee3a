import { Type } from 'typebox';
import { SINGLE_LINE_PATTERN } from '../text.ts';
import { GC_MAX, WORKFORCE_ASSIGN_MAX, WorkforceMessages } from '../workforce.ts';
import { IdSchema, INT32_MAX, SearchRequestSchema, SearchTextEntrySchema } from './common.ts';
import { judgedBy } from './dates.ts';
import { ImportRequestSchema, ImportRowErrorSchema } from './import.ts';

/**
 * Projects, employees and devices (spec 001 §3.1–3.3, §7): the wire shapes of the mf-workforce
 * screens, written once. Field names are the spec's, mixed case included (`deviceEmpID`, `empID`,
 * `EmployeeIds`). Hire dates are calendar dates sent as 'YYYY-MM-DD' (shared/docs/architecture.md "Data"); the
 * screen shows them as MM/DD/YYYY.
 */

const P = WorkforceMessages.projects;
const E = WorkforceMessages.employees;
const D = WorkforceMessages.devices;

/** Project, employee and device status on the wire (spec 001 §4). */
export const WorkforceStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
  description: "'active' or 'inactive'",
});

/** The legacy screens send the acting user's id; accepted and ignored, the token names the user. */
const IgnoredUserId = Type.Optional(
  Type.Unknown({ description: 'Ignored: the signed-in user is taken from the token' }),
);

const SearchText = Type.Optional(Type.Array(SearchTextEntrySchema, { maxItems: 20 }));

/** A paged list of one status: the spec's { SearchText, Skip, Take, Status }. */
export const WorkforceListRequestSchema = Type.Object({
  ...SearchRequestSchema.properties,
  Status: WorkforceStatusSchema,
});

/** An unpaged search (assign lists, copy sources): SearchText only, the whole body optional. */
export const WorkforceSearchBodySchema = Type.Object({ SearchText });

/** An unpaged search of one status (the devices offered for assignment). */
export const WorkforceStatusSearchBodySchema = Type.Object({
  SearchText,
  Status: Type.Optional(WorkforceStatusSchema),
});

const ids = (description: string) => Type.Array(IdSchema(), { maxItems: WORKFORCE_ASSIGN_MAX, description });

// ---------------------------------------------------------------------------------------------
// Projects (spec 001 §3.1, §7 "Projects")

/** A row of the project pane and the project details (GetProjectDetails' data). */
export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  projectNumber: Type.String(),
  projectName: Type.String(),
  divisionName: Type.String(),
  gc: Type.String(),
  projectStatus: WorkforceStatusSchema,
  /** Created or last updated by a CSV import. */
  isImported: Type.Boolean(),
});

export const TaskCodeSchema = Type.Object({ taskNumber: Type.String(), taskName: Type.String() });

/** A device as the assign lists show it: deviceEmpID is the device's name (spec 001 §3.2). */
export const DeviceOptionSchema = Type.Object({ deviceID: Type.Integer(), deviceEmpID: Type.String() });

/** Project tasks and devices' data: the task-code and device panes of one project. */
export const ProjectTasksAndDevicesSchema = Type.Object({
  task: Type.Array(TaskCodeSchema),
  device: Type.Array(DeviceOptionSchema),
});

/** Names one project; projectNumber is sent by the legacy screens and only read when projectId is absent. */
export const ProjectQuerySchema = Type.Object({
  projectId: IdSchema(),
  projectNumber: Type.Optional(Type.String({ maxLength: 50 })),
});

/** Assign project devices' query. */
export const ProjectAssignQuerySchema = Type.Object({ projectId: IdSchema(), modifiedById: IgnoredUserId });

/** A device list item in an assignment body: only deviceID is read. */
const AssignedDeviceSchema = Type.Object({
  deviceID: IdSchema(),
  deviceEmpID: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Assign devices' body: the whole assigned list after the change (what is left out is unassigned). */
export const DeviceAssignListSchema = Type.Array(AssignedDeviceSchema, {
  maxItems: WORKFORCE_ASSIGN_MAX,
  description: 'Every device assigned after the save; devices left out are unassigned',
});

/** Update project details' body: gc and status are the editable fields (spec 001 §6). */
export const ProjectUpdateSchema = Type.Object({
  id: IdSchema(),
  gc: Type.String({
    maxLength: GC_MAX,
    pattern: SINGLE_LINE_PATTERN,
    'x-messages': { maxLength: P.gcTooLong },
  }),
  projectStatus: Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
    'x-messages': { required: P.statusRequired },
  }),
  projectNumber: Type.Optional(Type.String({ maxLength: 200, description: 'Ignored' })),
  projectName: Type.Optional(Type.String({ maxLength: 200, description: 'Ignored' })),
  UserId: IgnoredUserId,
});

// ---------------------------------------------------------------------------------------------
// Employees (spec 001 §3.3, §7 "Employees")

/** A row of the employee table. */
export const EmployeeRowSchema = Type.Object({
  id: Type.Integer(),
  employeeNumber: Type.String(),
  fullName: Type.String(),
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  projectNumber: Type.String(),
  /** The assigned devices' names, ', '-separated. */
  devices: Type.String(),
  employeeStatusFlag: WorkforceStatusSchema,
  isManuallyAddedEmployee: Type.Boolean(),
});

/** Employee details' data[0] (spec 001 §3.3). */
export const EmployeeSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  employeeNumber: Type.String(),
  employeeStatusFlag: WorkforceStatusSchema,
  jobTitle: Type.String(),
  emailAddress: Type.String(),
  hireDate: Type.String({ description: "'YYYY-MM-DD', or '' when unknown" }),
  divisionId: Type.Integer(),
  unionNumber: Type.String(),
  projectNumber: Type.String(),
  isManagerAccessEnabled: Type.Boolean(),
  /** False for an imported employee, whose imported fields are locked (spec 001 §6). */
  isManuallyAddedEmployee: Type.Boolean(),
});

export const EmployeeIdQuerySchema = Type.Object({ employeeId: IdSchema() });

/** Division details' data: the divisions the user may give an employee. */
export const EmployeeDivisionsSchema = Type.Object({
  group: Type.Array(Type.Object({ divisionId: Type.Integer(), divisionName: Type.String() })),
});

/** Employee devices' query: the employee's assigned devices, or (isFromDeviceSearch) the others. */
export const EmployeeDevicesQuerySchema = Type.Object({
  employeeId: IdSchema(),
  isFromDeviceSearch: Type.Optional(
    Type.Boolean({
      description: 'true: devices not assigned to the employee; false or absent: assigned ones',
    }),
  ),
});

/** Employee project and division's query: absent employeeId (add mode) offers every visible project. */
export const EmployeeProjectDivisionQuerySchema = Type.Object({
  employeeId: Type.Optional(IdSchema({ minimum: 0 })),
});

/** Employee project and division's data: the projects an employee may be given, with their division. */
export const EmployeeProjectDivisionSchema = Type.Object({
  division: Type.String(),
  divisionId: Type.Integer(),
  projectNumber: Type.String(),
  projectName: Type.String(),
});

const field = (maxLength: number, required: string) =>
  Type.String({
    maxLength,
    pattern: SINGLE_LINE_PATTERN,
    'x-messages': { required, type: required, maxLength: `${required} (at most ${maxLength} characters)` },
  });

/**
 * Save employee's body. id null, 0 or absent adds an employee. The required fields are checked after
 * the input rules (checkEmployee in @tac/contracts); for an imported employee the locked fields must
 * be sent unchanged.
 */
export const EmployeeSaveSchema = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: INT32_MAX }), Type.Null()])),
  fullName: field(100, E.nameRequired),
  employeeNumber: field(50, E.numberRequired),
  employeeStatusFlag: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('')], {
    'x-messages': { required: E.statusRequired },
  }),
  jobTitle: field(100, E.titleRequired),
  emailAddress: Type.String({ maxLength: 254, 'x-messages': { maxLength: E.emailInvalid } }),
  hireDate: Type.String({
    maxLength: 10,
    description: "'YYYY-MM-DD'",
    ...judgedBy('form'),
    'x-messages': { required: E.hireDateRequired },
  }),
  divisionId: Type.Integer({
    minimum: 0,
    maximum: INT32_MAX,
    'x-messages': { required: E.divisionRequired },
  }),
  unionNumber: field(50, E.unionNumberRequired),
  projectNumber: field(50, E.projectNumberRequired),
  isManagerAccessEnabled: Type.Boolean(),
  isManuallyAddedEmployee: Type.Optional(Type.Boolean({ description: 'Ignored: the server knows' })),
  UserId: IgnoredUserId,
});

export const EmployeeSaveResultSchema = Type.Object({ id: Type.Integer() });

/** Assign employee devices' query. */
export const EmployeeAssignQuerySchema = Type.Object({ employeeId: IdSchema(), modifiedById: IgnoredUserId });

// ---------------------------------------------------------------------------------------------
// Devices (spec 001 §3.2, §7 "Devices")

/** A row of the device table. */
export const DeviceRowSchema = Type.Object({
  deviceID: Type.Integer(),
  deviceEmpID: Type.String(),
  /** The assigned projects as 'number - name', ', '-separated. */
  projectNames: Type.String(),
  /** The assigned projects' numbers, ', '-separated. */
  projectNumbers: Type.String(),
  empID: Type.Union([Type.Integer(), Type.Null()]),
  /** The device's employee as 'employee number - full name', '' when none. */
  employeeNumberName: Type.String(),
  status: WorkforceStatusSchema,
  allowAttestation: WorkforceStatusSchema,
  allowTMVoucherSignature: WorkforceStatusSchema,
  /** Modified By: who last changed the device or its assignments. */
  userName: Type.String(),
  /** The last sync (pull or push) as an ISO instant, '' when never (shared/docs/field-sync.md). */
  lastSyncAt: Type.String(),
  /** The app version the device last sent, '' when never enrolled. */
  appVersion: Type.String(),
  /** Items its last push refused, which the device still holds. */
  pendingErrors: Type.Integer(),
});

export const DeviceIdQuerySchema = Type.Object({ deviceId: IdSchema() });

/** A device-assigned employee (spec 001 §3.2). */
export const DeviceEmployeeSchema = Type.Object({
  empID: Type.Integer(),
  fullName: Type.String(),
  employeeNumber: Type.String(),
  division: Type.String(),
  groupID: Type.Integer({ description: "The employee's division id" }),
  projectNumber: Type.String(),
});

/** A device-assigned project (spec 001 §3.2). */
export const DeviceProjectSchema = Type.Object({
  projectID: Type.Integer(),
  projectNumber: Type.String(),
  projectName: Type.String(),
});

export const DeviceAssignedEmployeesSchema = Type.Object({ employees: Type.Array(DeviceEmployeeSchema) });
export const DeviceAssignedProjectsSchema = Type.Object({ projects: Type.Array(DeviceProjectSchema) });
export const DeviceUnassignedEmployeesSchema = Type.Object({
  unAssignedEmployees: Type.Array(DeviceEmployeeSchema),
});
export const DeviceUnassignedProjectsSchema = Type.Object({
  unAssignedProjects: Type.Array(DeviceProjectSchema),
});

/** A copy source: another device with its assigned projects summarised (spec 001 §3.2). */
export const CopySourceDeviceSchema = Type.Object({
  deviceID: Type.Integer(),
  deviceEmpID: Type.String(),
  /** The source's assigned project numbers, ', '-separated. */
  projectNumber: Type.String(),
  /** The source's assigned project names, ', '-separated. */
  projectName: Type.String(),
  /** The first assigned project's id, null when it has none. */
  projectID: Type.Union([Type.Integer(), Type.Null()]),
});

/** Device details' data (spec 001 §3.2 "Details fields"). */
export const DeviceDetailsSchema = Type.Object({
  deviceID: Type.Integer(),
  deviceEmpID: Type.String(),
  empID: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * The device's employee as 'employee number - full name' (as in its row), '' when none: the
   * employee box names them by it when they have no e-mail and so are none of its options.
   */
  employeeNumberName: Type.String(),
  status: WorkforceStatusSchema,
  allowAttestation: WorkforceStatusSchema,
  allowTMVoucherSignature: WorkforceStatusSchema,
  userName: Type.String({ description: 'Modified by' }),
  modifiedById: Type.Union([Type.Integer(), Type.Null()]),
});

/** The chosen employee of a device save, assign or copy: 0 or null means none was chosen. */
const ChosenEmployee = Type.Union([Type.Integer({ minimum: 0, maximum: INT32_MAX }), Type.Null()], {
  description: 'The employee chosen from the active employees; 0 or null: none (refused)',
  'x-messages': { required: D.selectEmployeeEmail, type: D.selectEmployeeEmail },
});

/** Update device details' body. */
export const DeviceUpdateSchema = Type.Object({
  deviceID: IdSchema(),
  empID: ChosenEmployee,
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')], {
    'x-messages': { required: D.statusRequired, const: D.statusRequired, anyOf: D.statusRequired },
  }),
  allowAttestation: WorkforceStatusSchema,
  allowTMVoucherSignature: WorkforceStatusSchema,
  deviceEmpID: Type.Optional(
    Type.String({ maxLength: 200, description: 'Ignored: device names are not edited here' }),
  ),
  modifiedById: IgnoredUserId,
});

/** Save employee and project assignment: the device's whole assigned lists after the change. */
export const DeviceAssignmentSaveSchema = Type.Object({
  DeviceID: Type.Optional(IdSchema({ description: 'Must match the query deviceId when sent' })),
  empID: ChosenEmployee,
  ModifiedById: IgnoredUserId,
  EmployeeIds: ids('Every employee assigned after the save'),
  ProjectIds: ids('Every project assigned after the save'),
});

/** Save copy: assignments copied from source devices; exactly one of IsReplace and IsAppend. */
export const DeviceCopySaveSchema = Type.Object({
  ModifiedById: IgnoredUserId,
  EmpId: ChosenEmployee,
  DeviceID: Type.Optional(IdSchema({ description: 'Must match the query deviceId when sent' })),
  EmployeeDeviceIds: ids('Devices whose assigned employees are copied'),
  ProjectDeviceIds: ids('Devices whose assigned projects are copied'),
  IsReplace: Type.Boolean({ description: "true: the device's lists become the sources' lists" }),
  IsAppend: Type.Boolean({ description: "true: the sources' items are added, none twice" }),
});

/** An option of the device's employee dropdown (spec 001 §3.2), shown as 'employeeNumber-email' lower case. */
export const EmployeeOptionSchema = Type.Object({
  empID: Type.Integer(),
  employeeNumber: Type.String(),
  emailAddress: Type.String(),
});

// ---------------------------------------------------------------------------------------------
// CSV import: employees, or projects with their task codes

/** An import's body: the CSV text as uploaded (UTF-8, first line the column names). */
export const WorkforceImportRequestSchema = ImportRequestSchema;

/** What an import would do (preview) or did (commit): nothing is written unless errors is empty. */
export const WorkforceImportResultSchema = Type.Object({
  rowCount: Type.Integer(),
  /** Employees, or projects, that would be / were added. */
  created: Type.Integer(),
  /** Employees, or projects, that would be / were updated (matched by employee or project number). */
  updated: Type.Integer(),
  /** Task codes that would be / were added (project imports; 0 for employees). */
  tasksCreated: Type.Integer(),
  errors: Type.Array(ImportRowErrorSchema),
  committed: Type.Boolean(),
});
