/**
 * Each History record kind's fields, once: every key its writes put in an audit row's before or
 * after (api/src/modules/audit/history-reads.test.ts proves none is missing), its label and how its
 * value reads. A write that records a new field describes it here (shared/docs/adding.md).
 */

import { EXCEPTION_LABELS } from '../approval.ts';
import type { AuditRecordKind } from '../audit.ts';
import { PAY_CODE_COUNTS_AS_LABELS } from '../reference.ts';
import { REPORT_WEEKDAYS } from '../reports/timing.ts';
import { VOUCHER_MOVE_LABELS, VOUCHER_STATUS_LABELS } from '../voucher-lifecycle.ts';
import type { AuditFields } from './field.ts';

const ACTIVE = { active: 'Active', inactive: 'Inactive' } as const;
const hidden = (label: string) => ({ label, reads: 'hidden' }) as const;

/** An import's row (its own audit row, on no one record: the Audit Log shows it). */
const importFields = {
  fileName: { label: 'File' },
  rowCount: { label: 'Rows' },
  created: { label: 'Added' },
  updated: { label: 'Updated' },
} as const;

const timecard: AuditFields = {
  hours: { label: 'Hours' },
  hoursType: { label: 'Pay code' },
  taskId: { label: 'Task code', names: 'task' },
  startTime: { label: 'Start' },
  lunchStartTime: { label: 'Lunch start' },
  lunchEndTime: { label: 'Lunch end' },
  endTime: { label: 'End' },
  approvalState: { label: 'Approval' },
  approvalReason: { label: 'Approval reason' },
  lateState: { label: 'Late', blank: 'Accepted' },
  exceptions: { label: 'Exceptions', choices: EXCEPTION_LABELS, blank: 'None' },
  reason: { label: 'Reason' },
  exceptionResolution: { label: 'Resolution' },
  premiumLineId: { label: 'Premium line', names: 'timecardLine' },
};

const voucher: AuditFields = {
  version: { label: 'Revision' },
  syncedAt: { label: 'Synced', reads: 'instant' },
  submittedMode: { label: 'Submitted' },
  notes: { label: 'Notes' },
  signerName: { label: 'Signed by' },
  companySignerName: { label: 'Signed for the company by' },
  labour: { label: 'Labour' },
  materials: { label: 'Materials' },
  equipment: { label: 'Equipment' },
  name: { label: 'File' },
  type: { label: 'File type' },
  bytes: { label: 'Size', reads: 'bytes' },
  // The lifecycle's moves (action 'status').
  status: { label: 'Status', choices: VOUCHER_STATUS_LABELS },
  statusReason: { label: 'Reason' },
  billingReference: { label: 'Billing reference' },
  move: { label: 'Change', choices: VOUCHER_MOVE_LABELS },
};

const device: AuditFields = {
  deviceID: hidden('Device id'),
  deviceEmpID: { label: 'Device name' },
  empID: { label: 'Employee', names: 'employee' },
  status: { label: 'Status', choices: ACTIVE },
  allowAttestation: { label: 'Attestation', choices: ACTIVE },
  allowTMVoucherSignature: { label: 'T&M voucher signature', choices: ACTIVE },
  credentialsRevoked: { label: 'Credentials revoked' },
  employeeIds: { label: 'Employees', names: 'employee' },
  projectIds: { label: 'Projects', names: 'project' },
  employeeDeviceIds: { label: 'Employees copied from', names: 'device' },
  projectDeviceIds: { label: 'Projects copied from', names: 'device' },
  expiresAt: { label: 'Enrolment code expires', reads: 'instant' },
  appVersion: { label: 'App version' },
  credentialId: hidden('Credential id'),
  accepted: { label: 'Items accepted', reads: 'count' },
  review: { label: 'Items for review', reads: 'count' },
  refused: { label: 'Items refused', reads: 'count' },
  conflicts: { label: 'Items in conflict', reads: 'count' },
  repeated: { label: 'Sent again' },
  cursor: hidden('Pull cursor'),
  full: { label: 'Full pull' },
  changes: { label: 'Lists sent', reads: 'syncCounts' },
  clientId: hidden('Client id'),
  itemClientId: hidden('Item client id'),
  purpose: { label: 'Purpose' },
  name: { label: 'File' },
  mime: { label: 'File type' },
  bytes: { label: 'Size', reads: 'bytes' },
};

const employee: AuditFields = {
  id: hidden('Employee id'),
  fullName: { label: 'Name' },
  employeeNumber: { label: 'Employee number' },
  employeeStatusFlag: { label: 'Status', choices: ACTIVE },
  jobTitle: { label: 'Job title' },
  emailAddress: { label: 'E-mail' },
  hireDate: { label: 'Hire date', reads: 'date' },
  divisionId: { label: 'Division', names: 'division' },
  unionNumber: { label: 'Union number' },
  projectNumber: { label: 'Project' },
  isManagerAccessEnabled: { label: 'Manager access' },
  deviceIds: { label: 'Devices', names: 'device' },
  ...importFields,
  employeeNumbers: { label: 'Employees' },
};

const project: AuditFields = {
  gc: { label: 'GC' },
  projectStatus: { label: 'Status', choices: ACTIVE },
  deviceIds: { label: 'Devices', names: 'device' },
  ...importFields,
  tasksCreated: { label: 'Task codes added' },
  projectNumbers: { label: 'Projects' },
};

const securityUser: AuditFields = {
  id: hidden('User id'),
  user_name: { label: 'User name' },
  employee_number: { label: 'Employee number' },
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  role_id: { label: 'Security group', names: 'securityGroup' },
  is_active: { label: 'Active' },
  isActive: { label: 'Active' },
  must_change_password: { label: 'Must change password' },
  mustChangePassword: { label: 'Must change password' },
  allDivisions: { label: 'All divisions' },
  divisionIds: { label: 'Divisions', names: 'division' },
  allDeviceGroups: { label: 'All device groups' },
  deviceGroupIds: { label: 'Device groups', names: 'division' },
  passwordSet: { label: 'Password set' },
  temporaryPassword: { label: 'Temporary password' },
  passwordChanged: { label: 'Password changed' },
  sessionsEnded: { label: 'Sessions ended' },
  otherSessionsEnded: { label: 'Other sessions ended' },
};

const reportSchedule: AuditFields = {
  id: hidden('Schedule id'),
  scheduleName: { label: 'Schedule name' },
  description: { label: 'Description' },
  reportType: { label: 'Report type', names: 'reportType' },
  run: { label: 'Run', choices: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' }, blank: 'Dates' },
  runReportAt: { label: 'Report time', choices: { now: 'Now' } },
  scheduleHour: { label: 'Hour' },
  scheduleMinute: { label: 'Minute' },
  weekday: { label: 'Day', choices: Object.fromEntries(REPORT_WEEKDAYS.map((day, i) => [String(i), day])) },
  dateInMonth: { label: 'Date' },
  startDate: { label: 'Start (days back)' },
  endDate: { label: 'End (days back)' },
  selectedFromDate: { label: 'From', reads: 'date' },
  selectedToDate: { label: 'To', reads: 'date' },
  subject: { label: 'Subject' },
  message: { label: 'Message' },
  projects: { label: 'Projects', names: 'project', choices: { all: 'All Projects' } },
  divisions: { label: 'Divisions', names: 'division' },
  taskCodes: { label: 'Task codes', names: 'task' },
  sendReportTo: { label: 'Send report to' },
  reportDelegate: { label: 'Report delegates', names: 'user' },
  sendsAtOnce: { label: 'Sent at once' },
  pausedReason: { label: 'Paused' },
  runId: hidden('Run id'),
};

const payrollBatch: AuditFields = {
  weekEndingDates: { label: 'Week ending', reads: 'date' },
  divisionIds: { label: 'Divisions', names: 'division' },
  lineCount: { label: 'Lines' },
  correctionCount: { label: 'Corrections' },
  totalHours: { label: 'Hours' },
  files: { label: 'Files', item: 'fileName' },
  state: { label: 'State' },
  payrollBatchNumber: { label: 'Payroll batch number' },
  resultFileName: { label: 'Result file' },
  linesProcessed: { label: 'Lines processed' },
  linesRejected: { label: 'Lines rejected' },
  linesReturned: { label: 'Lines returned' },
  reason: { label: 'Reason' },
};

const payCode: AuditFields = {
  id: hidden('Pay code id'),
  code: { label: 'Code' },
  description: { label: 'Description' },
  countsAs: { label: 'Counts as', choices: PAY_CODE_COUNTS_AS_LABELS },
  isActive: { label: 'Active' },
  // A CSV import's own row (reference-list/import/commit.ts): the codes it added or updated.
  ...importFields,
  values: { label: 'Codes' },
};

export const AUDIT_FIELDS: Readonly<Record<AuditRecordKind, AuditFields>> = {
  timecard,
  voucher,
  device,
  employee,
  project,
  securityUser,
  reportSchedule,
  payrollBatch,
  payCode,
};
