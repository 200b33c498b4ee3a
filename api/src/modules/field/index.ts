/**
 * What the field sync module offers the other API modules (shared/docs/architecture.md "API
 * conventions": API modules): ending a device's credential and codes, when workforce deactivates it.
 */
export { revokeDeviceAccess } from './credentials.ts';
