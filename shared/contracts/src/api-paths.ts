/** Every API path in one table, used by the API's routes and the browser's calls alike. */
export const ApiPaths = {
  config: '/api/Config',
  remotesManifest: '/api/Remotes/Manifest',
  account: {
    login: '/api/Account/Login',
    logout: '/api/Account/Logout',
    /** Sets a new password for the signed-in user and clears must-change-password. */
    changePassword: '/api/Account/ChangePassword',
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
  materialList: {
    list: '/api/MaterialList/GetMaterialList',
    byId: '/api/MaterialList/GetMaterialById',
    save: '/api/MaterialList/SaveMaterial',
    delete: '/api/MaterialList/DeleteMaterial',
  },
  forecast: {
    list: '/api/ForeCast/GetForeCastList',
    byId: '/api/ForeCast/GetForeCastById',
    save: '/api/ForeCast/SaveForeCast',
    delete: '/api/ForeCast/DeleteForeCast',
  },
  /** Divisions are edited only: no add, no delete (spec 002 §2). */
  division: {
    list: '/api/Division/GetDivisionList',
    byId: '/api/Division/GetDivisionById',
    save: '/api/Division/SaveDivision',
  },
  payrollNote: {
    list: '/api/PayRollNoteOption/GetPayRollNoteOptionList',
    byId: '/api/PayRollNoteOption/GetPayRollNoteOptionById',
    save: '/api/PayRollNoteOption/SavePayRollNoteOption',
    delete: '/api/PayRollNoteOption/DeletePayRollNoteOption',
  },
  equipmentList: {
    list: '/api/Equipment/GetEquipmentList',
    byId: '/api/Equipment/GetEquipmentById',
    save: '/api/Equipment/SaveEquipment',
    delete: '/api/Equipment/DeleteEquipment',
  },
  statusCodeList: {
    list: '/api/StatusCode/GetStatusCodeList',
    byId: '/api/StatusCode/GetStatusCodeById',
    save: '/api/StatusCode/SaveStatusCode',
    delete: '/api/StatusCode/DeleteStatusCode',
  },
  supervisorOverrideReason: {
    list: '/api/SupervisorOverrideReason/GetSupervisorOverrideReasonList',
    byId: '/api/SupervisorOverrideReason/GetSupervisorOverrideReasonById',
    save: '/api/SupervisorOverrideReason/SaveSupervisorOverrideReason',
    delete: '/api/SupervisorOverrideReason/DeleteSupervisorOverrideReason',
  },
} as const;
