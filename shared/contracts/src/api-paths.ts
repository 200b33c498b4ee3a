/** Every API path in one table, used by the API's routes and the browser's calls alike. */
export const ApiPaths = {
  config: '/api/Config',
  /** For load balancers and orchestrators, unauthenticated (shared/docs/operations.md). */
  health: {
    live: '/api/health/live',
    ready: '/api/health/ready',
  },
  remotesManifest: '/api/Remotes/Manifest',
  /** Releases and staged rollout of single remotes: SystemAdmin's, but the failure report. */
  remotes: {
    releases: '/api/Remotes/Releases',
    register: '/api/Remotes/RegisterRelease',
    rollout: '/api/Remotes/Rollout',
    promote: '/api/Remotes/Promote',
    rollback: '/api/Remotes/Rollback',
    /** Any signed-in browser: a candidate failed to load and it fell back to stable. */
    loadFailure: '/api/Remotes/LoadFailure',
  },
  account: {
    login: '/api/Account/Login',
    logout: '/api/Account/Logout',
    /** Sets a new password for the signed-in user and clears must-change-password. */
    changePassword: '/api/Account/ChangePassword',
    /** Single sign-on: the browser is sent here; it goes on to the OpenID provider. */
    loginSso: '/api/Account/LoginSSO',
    /** The provider's redirect back (TAC_SSO_REDIRECT_URL); it goes on to /LoginLanding. */
    loginSsoCheck: '/api/Account/LoginSSOCheck',
    /** The landing's exchange of the callback's one-time code for a session. */
    getUserLoginToken: '/api/Account/GetUserLoginToken',
  },
  security: {
    user: '/api/Security/GetUser',
    addUserDetails: '/api/Security/GetAddUserDetails',
    list: '/api/Security/GetAllUserList',
    save: '/api/Security/SaveUsers',
    activateOrDeactivate: '/api/Security/ActivateOrDeactivateUser',
  },
  timecards: {
    list: '/api/TimeCard/GetTimeCardDetails',
    attachments: '/api/TimeCard/GetAttachmentsByTimeRecordId',
    attestationPdf: '/api/TimeCard/GetAttestationPdf',
    issueNotes: '/api/TimeCard/GetIssueNotes',
    dailyDetails: '/api/DailyDetails/GetDailyDetails',
  },
  /** The approval loop (beyond the spec; shared/docs/approval.md). */
  approval: {
    preview: '/api/TimeCard/PreviewApproval',
    decide: '/api/TimeCard/DecideApproval',
    correct: '/api/TimeCard/CorrectLine',
    lineTaskCodes: '/api/TimeCard/GetLineTaskCodes',
    resolveException: '/api/TimeCard/ResolveException',
    resolveWeekOvertime: '/api/TimeCard/ResolveWeekOvertime',
    reviewLate: '/api/TimeCard/ReviewLateLines',
    periods: '/api/PayPeriod/GetPayPeriods',
    close: '/api/PayPeriod/ClosePayPeriod',
    reopen: '/api/PayPeriod/ReopenPayPeriod',
  },
  /** The payroll week by employee and each division's week settings (beyond the spec; shared/docs/overtime.md). */
  employeeWeeks: {
    list: '/api/TimeCard/GetEmployeeWeeks',
    settings: '/api/PayPeriod/GetWeekSettings',
    saveSettings: '/api/PayPeriod/SaveWeekSettings',
  },
  /** The signed-in user's choice to be e-mailed the close reminders (shared/docs/overtime.md). */
  closeReminders: {
    preference: '/api/PayPeriod/GetCloseReminderPreference',
    savePreference: '/api/PayPeriod/SaveCloseReminderPreference',
  },
  /** Payroll export batches (beyond the spec; shared/docs/payroll-export.md). */
  payroll: {
    preview: '/api/PayrollExport/PreviewBatch',
    create: '/api/PayrollExport/CreateBatch',
    list: '/api/PayrollExport/GetBatches',
    lines: '/api/PayrollExport/GetBatchLines',
    totals: '/api/PayrollExport/GetBatchTotals',
    mappings: '/api/PayrollExport/GetMappings',
    saveMapping: '/api/PayrollExport/SaveMapping',
    file: '/api/PayrollExport/GetBatchFile',
    markProcessed: '/api/PayrollExport/MarkProcessed',
    cancel: '/api/PayrollExport/CancelBatch',
  },
  /** The audit log read back (beyond the spec): one record's history, and the whole log. */
  audit: {
    history: {
      timecard: '/api/Audit/GetTimecardHistory',
      voucher: '/api/Audit/GetVoucherHistory',
      device: '/api/Audit/GetDeviceHistory',
      employee: '/api/Audit/GetEmployeeHistory',
      project: '/api/Audit/GetProjectHistory',
      securityUser: '/api/Audit/GetSecurityUserHistory',
      reportSchedule: '/api/Audit/GetReportScheduleHistory',
      payrollBatch: '/api/Audit/GetPayrollBatchHistory',
      payCode: '/api/Audit/GetPayCodeHistory',
    },
    log: '/api/Audit/GetAuditLog',
  },
  /**
   * Each list's current view as CSV, streamed (beyond the spec): every row matching the list's
   * filters, not one page (shared/docs/payroll-export.md "Current view as CSV"). Each reference
   * list's is its own `exportCsv`, beside its other calls.
   */
  currentView: {
    timecards: '/api/TimeCard/ExportCsv',
    employeeWeeks: '/api/TimeCard/ExportEmployeeWeeksCsv',
    projects: '/api/Project/ExportCsv',
    employees: '/api/Employee/ExportCsv',
    devices: '/api/Device/ExportCsv',
    auditLog: '/api/Audit/ExportAuditLogCsv',
    vouchers: '/api/TMVoucher/ExportCsv',
    tmLog: '/api/TMVoucher/ExportTmLogCsv',
    securityUsers: '/api/Security/ExportCsv',
    reportSchedules: '/api/ReportSchedule/ExportCsv',
  },
  /** Spec 002 §7 names the voucher calls by purpose only; labourVariance is beyond the spec. */
  vouchers: {
    list: '/api/TMVoucher/GetTMVoucherList',
    revisions: '/api/TMVoucher/GetTMVoucherRevisionList',
    attachments: '/api/TMVoucher/GetTMVoucherAttachments',
    pdf: '/api/TMVoucher/GetTMVoucherPdf',
    labourVariance: '/api/TMVoucher/GetTMVoucherLabourVariance',
    /** The lifecycle's office moves (beyond the spec). */
    approveForReview: '/api/TMVoucher/ApproveForReview',
    close: '/api/TMVoucher/Close',
    reopen: '/api/TMVoucher/Reopen',
    /** The T&M log by project and what waits on whom (beyond the spec). */
    tmLog: '/api/TMVoucher/GetTmLog',
    tmLogSummary: '/api/TMVoucher/GetTmLogSummary',
    /** The signed vouchers of one change order (billing reference) as one PDF. */
    changeOrderBundle: '/api/TMVoucher/GetChangeOrderBundle',
  },
  /**
   * The customer's signature request (beyond the spec; shared/docs/remotes/vouchers.md "Signing"):
   * the office's calls, under the console session.
   */
  voucherSigning: {
    contacts: '/api/TMVoucher/GetProjectContacts',
    saveContact: '/api/TMVoucher/SaveProjectContact',
    deleteContact: '/api/TMVoucher/DeleteProjectContact',
    send: '/api/TMVoucher/SendForSignature',
    revoke: '/api/TMVoucher/RevokeSignatureRequest',
    requests: '/api/TMVoucher/GetSignatureRequests',
    signedPdf: '/api/TMVoucher/GetSignedPdf',
  },
  /**
   * The public signing calls (no console session: they never read or set its cookie). Each body
   * carries the link's token; all but open, sendCode and checkCode also need the signing proof
   * cookie checkCode sets (httpOnly, Path=/api/Sign). All POST, so no token sits in a URL.
   */
  publicSigning: {
    open: '/api/Sign/Open',
    sendCode: '/api/Sign/SendCode',
    checkCode: '/api/Sign/CheckCode',
    view: '/api/Sign/View',
    pdf: '/api/Sign/Pdf',
    consent: '/api/Sign/Consent',
    requestPaper: '/api/Sign/RequestPaper',
    sign: '/api/Sign/Sign',
    reject: '/api/Sign/Reject',
    reassign: '/api/Sign/Reassign',
    signedPdf: '/api/Sign/SignedPdf',
  },
  materialList: {
    list: '/api/MaterialList/GetMaterialList',
    byId: '/api/MaterialList/GetMaterialById',
    save: '/api/MaterialList/SaveMaterial',
    delete: '/api/MaterialList/DeleteMaterial',
    exportCsv: '/api/MaterialList/ExportCsv',
  },
  forecast: {
    list: '/api/ForeCast/GetForeCastList',
    byId: '/api/ForeCast/GetForeCastById',
    save: '/api/ForeCast/SaveForeCast',
    delete: '/api/ForeCast/DeleteForeCast',
    exportCsv: '/api/ForeCast/ExportCsv',
  },
  /** Divisions are edited only: no add, no delete (spec 002 §2). */
  division: {
    list: '/api/Division/GetDivisionList',
    byId: '/api/Division/GetDivisionById',
    save: '/api/Division/SaveDivision',
    exportCsv: '/api/Division/ExportCsv',
  },
  payrollNote: {
    list: '/api/PayRollNoteOption/GetPayRollNoteOptionList',
    byId: '/api/PayRollNoteOption/GetPayRollNoteOptionById',
    save: '/api/PayRollNoteOption/SavePayRollNoteOption',
    delete: '/api/PayRollNoteOption/DeletePayRollNoteOption',
    exportCsv: '/api/PayRollNoteOption/ExportCsv',
  },
  equipmentList: {
    list: '/api/Equipment/GetEquipmentList',
    byId: '/api/Equipment/GetEquipmentById',
    save: '/api/Equipment/SaveEquipment',
    delete: '/api/Equipment/DeleteEquipment',
    exportCsv: '/api/Equipment/ExportCsv',
  },
  statusCodeList: {
    list: '/api/StatusCode/GetStatusCodeList',
    byId: '/api/StatusCode/GetStatusCodeById',
    save: '/api/StatusCode/SaveStatusCode',
    delete: '/api/StatusCode/DeleteStatusCode',
    exportCsv: '/api/StatusCode/ExportCsv',
  },
  supervisorOverrideReason: {
    list: '/api/SupervisorOverrideReason/GetSupervisorOverrideReasonList',
    byId: '/api/SupervisorOverrideReason/GetSupervisorOverrideReasonById',
    save: '/api/SupervisorOverrideReason/SaveSupervisorOverrideReason',
    delete: '/api/SupervisorOverrideReason/DeleteSupervisorOverrideReason',
    exportCsv: '/api/SupervisorOverrideReason/ExportCsv',
  },
  /** Not in the spec: the pay codes a timecard line may carry (shared/docs/remotes/reference.md). */
  payCodeList: {
    list: '/api/PayCode/GetPayCodeList',
    byId: '/api/PayCode/GetPayCodeById',
    save: '/api/PayCode/SavePayCode',
    delete: '/api/PayCode/DeletePayCode',
    exportCsv: '/api/PayCode/ExportCsv',
    /** The live codes, for a correction's Pay Code (under the approval claims, not the list's page). */
    choices: '/api/PayCode/GetPayCodeChoices',
    /** CSV import in the export's columns: checked whole (preview), then written all or nothing. */
    importPreview: '/api/PayCode/ImportPreview',
    import: '/api/PayCode/Import',
  },
  /** Spec 001 §7 names the workforce calls by purpose only; these paths follow the same style. */
  projects: {
    list: '/api/Project/GetProjectList',
    tasksAndDevices: '/api/Project/GetProjectTasksAndDevices',
    devices: '/api/Project/GetDeviceList',
    assignDevices: '/api/Project/AssignProjectDevices',
    details: '/api/Project/GetProjectDetails',
    update: '/api/Project/UpdateProjectDetails',
    importPreview: '/api/Project/ImportPreview',
    import: '/api/Project/Import',
  },
  employees: {
    list: '/api/Employee/GetEmployeeList',
    details: '/api/Employee/GetEmployeeDetails',
    divisions: '/api/Employee/GetDivisionDetails',
    devices: '/api/Employee/GetEmployeeDevices',
    projectDivision: '/api/Employee/GetEmployeeProjectDivision',
    save: '/api/Employee/SaveEmployee',
    assignDevices: '/api/Employee/AssignEmployeeDevices',
    importPreview: '/api/Employee/ImportPreview',
    import: '/api/Employee/Import',
  },
  devices: {
    list: '/api/Device/GetDeviceList',
    assignedEmployees: '/api/Device/GetAssignedEmployees',
    assignedProjects: '/api/Device/GetAssignedProjects',
    unassignedEmployees: '/api/Device/GetUnassignedEmployees',
    unassignedProjects: '/api/Device/GetUnassignedProjects',
    copySources: '/api/Device/GetCopyDevices',
    details: '/api/Device/GetDeviceDetails',
    update: '/api/Device/UpdateDeviceDetails',
    saveAssignment: '/api/Device/SaveEmployeeProjectAssignment',
    saveCopy: '/api/Device/SaveCopy',
    activeEmployees: '/api/Device/GetActiveEmployees',
    /** A one-time enrolment code for the device (shared/docs/field-sync.md). */
    enrol: '/api/Device/Enrol',
  },
  /** The devices' own calls, with a device credential only (shared/docs/field-sync.md). */
  field: {
    enrol: '/api/Field/Enrol',
    pull: '/api/Field/Pull',
    push: '/api/Field/Push',
    attachment: '/api/Field/Attachment',
    /** A console call (signed in): what devices added since a list was opened. */
    arrivals: '/api/Field/Arrivals',
  },
  /**
   * Report schedules (spec 001 §7 "Schedule reports", named by purpose only; these paths follow the
   * same style) and the run log (beyond the spec). The project list is the workforce one.
   */
  reports: {
    list: '/api/ReportSchedule/GetReportScheduleList',
    get: '/api/ReportSchedule/GetReportSchedule',
    save: '/api/ReportSchedule/SaveReportSchedule',
    delete: '/api/ReportSchedule/DeleteReportSchedule',
    runNow: '/api/ReportSchedule/RunReportScheduleNow',
    contacts: '/api/ReportSchedule/GetScheduleContacts',
    users: '/api/ReportSchedule/GetScheduleUsers',
    projectDivisions: '/api/ReportSchedule/GetProjectDivisionList',
    taskCodes: '/api/ReportSchedule/GetProjectTaskCodes',
    runs: '/api/ReportSchedule/GetReportRuns',
    runFile: '/api/ReportSchedule/GetReportRunFile',
    resendRun: '/api/ReportSchedule/ResendReportRun',
  },
} as const;
