import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { deviceRoutes } from './device-routes.ts';
import { employeeRoutes } from './employee-routes.ts';
import { importRoutes } from './import-routes.ts';
import { projectRoutes } from './project-routes.ts';

/** The mf-workforce screens' API (spec 001 §7 "Projects", "Employees", "Devices") and the CSV imports. */
export function workforceRoutes(app: App, db: Db): void {
  projectRoutes(app, db);
  employeeRoutes(app, db);
  deviceRoutes(app, db);
  importRoutes(app, db);
}
