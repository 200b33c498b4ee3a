/**
 * What the field sync module offers the rest of the API (shared/docs/architecture.md "API
 * conventions": API modules): ending a device's credential and codes, which app.ts hands to workforce
 * for a device it deactivates (field imports workforce, never the other way); and where a line's
 * signed attestation, an upload of the field sync, is on file.
 */
export { revokeDeviceAccess } from './credentials.ts';
/** The database-backed call windows, which the public voucher signing calls count in too. */
export { RateLimiter, type RateWindow } from './rate-limit.ts';
/** Whether a timecard line has the employee's signed attestation on file, for the timecards' queries. */
export { signedAttestationOnFile } from './signed-attestations.ts';
