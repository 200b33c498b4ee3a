/**
 * The signature requests' query keys: the voucher list's keys (a request freezes its voucher and a
 * signature moves it), a voucher's requests, a project's contacts.
 */
export const signatureRequestsKey = (voucherId: number) => ['signature-requests', voucherId] as const;
export const projectContactsKey = (projectId: number) => ['project-contacts', projectId] as const;
export const REQUEST_WRITE_KEYS = [['vouchers'], ['voucher-revisions'], ['signature-requests']] as const;
