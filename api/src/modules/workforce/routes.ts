import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { deviceRoutes } from './device-routes.ts';
import type { RevokeDeviceAccess } from './device-service.ts';
import { employeeRoutes } from './employee-routes.ts';
import { importRoutes } from './import-routes.ts';
import { projectRoutes } from './project-routes.ts';

export interface WorkforceRouteOptions {
  /** Ends a device's credential and codes when Device Details deactivates it (the field module's). */
  revokeDeviceAccess: RevokeDeviceAccess;
}

/** The mf-workforce screens' API (spec 001 §7 "Projects", "Employees", "Devices") and the CSV imports. */
export function workforceRoutes(app: App, db: Db, options: WorkforceRouteOptions): void {
  projectRoutes(app, db);
  employeeRoutes(app, db);
  deviceRoutes(app, db, options.revokeDeviceAccess);
  importRoutes(app, db);
}
