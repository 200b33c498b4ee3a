/** The Audit Log screen's reads in the server-state cache. */
export const AUDIT_LOG_KEY = ['audit-log'] as const;
