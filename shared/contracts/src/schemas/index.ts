/**
 * `@tac/contracts/schemas`: every wire shape written once, as a TypeBox schema.
 *
 * The API validates requests and responses (and builds its OpenAPI document) from these schemas; the
 * main `@tac/contracts` entry derives its types from them with `Static<typeof …>` through type-only
 * imports, so browser bundles get the types and none of TypeBox. Browser code therefore never imports
 * this subpath at run time (lint holds that line); its tests may, to check fakes against the schemas.
 *
 * One file per domain, named as the domain is everywhere else (`timecards.ts`, `security.ts`, …).
 */
export * from './account.ts';
export * from './approval.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './close-reminders.ts';
export * from './common.ts';
export * from './config.ts';
export * from './current-view.ts';
export * from './dates.ts';
export * from './employee-weeks.ts';
export * from './field.ts';
export * from './import.ts';
export * from './payroll.ts';
export * from './reference.ts';
export * from './remotes.ts';
export * from './reports.ts';
export * from './security.ts';
export * from './timecards.ts';
export * from './tm-log.ts';
export * from './voucher-signing.ts';
export * from './vouchers.ts';
export * from './wire-check.ts';
export * from './workforce.ts';
