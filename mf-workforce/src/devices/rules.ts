import {
  canAssignDevice,
  canChangeDeviceEmployee,
  canEditDeviceAttestation,
  canEditDeviceSignature,
  canEditDeviceStatus,
  type DeviceCopySave,
  type DeviceDetails,
  type DeviceEmployee,
  type DeviceProject,
  type DeviceUpdate,
  type EmployeeOption,
  employeeOptionLabel,
  RoleName,
  WorkforceMessages,
  type WorkforceStatus,
} from '@tac/contracts';

/**
 * The Devices screen's rules as plain functions (spec 001 §2.3, §4.2, §4.3, §5.3, §6 "Devices"). Who
 * may do what is decided in @tac/contracts, so the server refuses the same.
 */
export { employeeOptionLabel };

/** The icons of a row (spec 001 §2.3): assign and copy with the device edit claim, copy only while
 * Active is shown; details for every role but read-only, whose icon column is laid out without it.
 * Enrol (field sync) goes with the device edit claim, for active devices. */
export function rowIcons(claims: readonly string[], role: string, status: WorkforceStatus) {
  const edit = canAssignDevice(claims);
  return {
    assign: edit,
    details: role !== RoleName.ReadOnly,
    copy: edit && status === 'active',
    // An inactive device cannot enrol (shared/docs/field-sync.md "Enrolment").
    enrol: edit && status === 'active',
  };
}

/**
 * What Device Details lets this user change (spec 001 §6): Save goes with Status. The employee follows
 * one rule in Device Details and the assign and copy views, which the server applies too.
 */
export function detailsAccess(claims: readonly string[], role: string) {
  return {
    employee: canChangeDeviceEmployee(claims),
    status: canEditDeviceStatus(claims),
    attestation: canEditDeviceAttestation(claims),
    signature: canEditDeviceSignature(role),
  };
}

const FLAG_VALUES: readonly WorkforceStatus[] = ['active', 'inactive'];

/**
 * A multi-select filter's Value: the chosen options, comma-separated in a fixed order. The select
 * holds what was picked, both included; the server reads one as a filter and both or none as no
 * filter (spec 001 §2.3), so the Value keeps both rather than turning them into "none".
 */
export function flagFilterValue(chosen: readonly WorkforceStatus[]): string {
  return FLAG_VALUES.filter((v) => chosen.includes(v)).join(',');
}

/** A filter's chosen options from its Value. */
export function flagFilterChosen(value: string): WorkforceStatus[] {
  const parts = value.split(',');
  return FLAG_VALUES.filter((v) => parts.includes(v));
}

export const deviceProjectLabel = (p: Pick<DeviceProject, 'projectNumber' | 'projectName'>): string =>
  `${p.projectNumber} - ${p.projectName}`;
export const deviceEmployeeLabel = (e: Pick<DeviceEmployee, 'employeeNumber' | 'fullName'>): string =>
  `${e.employeeNumber} - ${e.fullName}`;

/** An entry of the employee box: an employee and the text that names them there. */
export interface EmployeeChoice {
  empID: number;
  label: string;
}

/**
 * The employee box's entries (spec 001 §3.2): the options, as 'employeenumber-email' in lower case,
 * and the device's own employee when no option names them because they have no e-mail: by number and
 * name, saying so. The box then shows who the device has and a save keeps them; the server refuses
 * an employee without an e-mail only when newly chosen.
 */
export function employeeChoices(
  options: readonly EmployeeOption[],
  device: Pick<DeviceDetails, 'empID' | 'employeeNumberName'>,
): EmployeeChoice[] {
  const choices = options.map((o) => ({ empID: o.empID, label: employeeOptionLabel(o) }));
  const { empID, employeeNumberName } = device;
  if (empID === null || employeeNumberName === '' || options.some((o) => o.empID === empID)) return choices;
  return [{ empID, label: `${employeeNumberName} (no e-mail)` }, ...choices];
}

/**
 * The employee chosen in the box: the entry whose label is the typed text (ignoring case and
 * surrounding spaces), or null (spec 001 §5.3).
 */
export function employeeFromLabel(choices: readonly EmployeeChoice[], typed: string): EmployeeChoice | null {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return null;
  return choices.find((c) => c.label.toLowerCase() === wanted) ?? null;
}

/** The text the box starts with: the device's employee's label, '' when none. */
export function employeeLabelOf(choices: readonly EmployeeChoice[], empID: number | null): string {
  return choices.find((c) => c.empID === empID)?.label ?? '';
}

/**
 * The device's employee as the box shows it: its id when an entry names it, else null (none chosen),
 * so a save sends what the box shows and never an employee it does not.
 */
export function shownEmployee(choices: readonly EmployeeChoice[], empID: number | null): number | null {
  return choices.some((c) => c.empID === empID) ? empID : null;
}

/** Device save, assign and copy need a chosen employee (spec 001 §5.3): the message, or undefined. */
export function checkChosenEmployee(empID: number | null | undefined): string | undefined {
  return empID ? undefined : WorkforceMessages.devices.selectEmployeeEmail;
}

export interface DetailsForm {
  empID: number | null;
  status: WorkforceStatus | null;
  allowAttestation: WorkforceStatus;
  allowTMVoucherSignature: WorkforceStatus;
}

export const detailsForm = (d: DeviceDetails, choices: readonly EmployeeChoice[]): DetailsForm => ({
  empID: shownEmployee(choices, d.empID),
  status: d.status,
  allowAttestation: d.allowAttestation,
  allowTMVoucherSignature: d.allowTMVoucherSignature,
});

/** The first problem of a details save (spec 001 §5.3): the employee, then the status. */
export function checkDetails(form: DetailsForm): string | undefined {
  return (
    checkChosenEmployee(form.empID) ?? (form.status ? undefined : WorkforceMessages.devices.statusRequired)
  );
}

export function deviceUpdateBody(device: DeviceDetails, form: DetailsForm): DeviceUpdate {
  return {
    deviceID: device.deviceID,
    empID: form.empID,
    status: form.status ?? device.status,
    allowAttestation: form.allowAttestation,
    allowTMVoucherSignature: form.allowTMVoucherSignature,
  };
}

/** Assign view's Save (spec 001 §4.2): all four lists loaded and no save in flight. */
export function canSaveAssignment(loaded: readonly boolean[], saving: boolean): boolean {
  return loaded.length === 4 && loaded.every(Boolean) && !saving;
}

/** Copy view's Replace and Append (spec 001 §4.3): a source chosen and no request pending. */
export function canCopy(employeeSources: number, projectSources: number, pending: boolean): boolean {
  return employeeSources + projectSources > 0 && !pending;
}

export function copyBody(
  deviceId: number,
  empID: number,
  sources: { employees: readonly number[]; projects: readonly number[] },
  mode: 'replace' | 'append',
): DeviceCopySave {
  return {
    EmpId: empID,
    DeviceID: deviceId,
    EmployeeDeviceIds: [...sources.employees],
    ProjectDeviceIds: [...sources.projects],
    IsReplace: mode === 'replace',
    IsAppend: mode === 'append',
  };
}
