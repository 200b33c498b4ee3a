import { ApiPaths, ButtonClaim, PageClaim, WorkforceMessages } from '@tac/contracts';
import {
  DeviceAssignListSchema,
  DeviceOptionSchema,
  ProjectAssignQuerySchema,
  ProjectQuerySchema,
  ProjectSchema,
  ProjectTasksAndDevicesSchema,
  ProjectUpdateSchema,
  WorkforceListRequestSchema,
  WorkforceSearchBodySchema,
  WorkforceStatusSearchBodySchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { findProject, listDeviceOptions, listProjects, projectTasksAndDevices } from './project-queries.ts';
import { assignProjectDevices, updateProject } from './project-service.ts';
import { workforceScope } from './scope.ts';

const route = signedInRoutes(['Projects']);
const page = requireClaims(PageClaim.Projects);
const edit = requireClaims(PageClaim.Projects, ButtonClaim.ProjectEdit);

/** Projects (spec 001 §7 "Projects"), scoped to the user's divisions (devices: device access). */
export function projectRoutes(app: App, db: Db): void {
  app.post(
    ApiPaths.projects.list,
    route(page, {
      summary: "Active or inactive projects by number; SearchText 'projectName' searches 'number - name'",
      body: WorkforceListRequestSchema,
      response: responses(Type.Array(ProjectSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take, Status } = request.body;
      const user = currentUser(request);
      const { rows, totalCount } = await listProjects(
        db,
        user.divisionScope,
        Status,
        SearchText,
        pageRange(Skip, Take),
      );
      return ok(rows, '', totalCount);
    },
  );

  app.post(
    ApiPaths.projects.tasksAndDevices,
    route(page, {
      summary:
        "A project's task codes and assigned devices; SearchText 'taskCode' and 'deviceEmpID' filter each pane",
      querystring: ProjectQuerySchema,
      body: WorkforceSearchBodySchema,
      response: responses(ProjectTasksAndDevicesSchema),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      if (!(await findProject(db, scope.divisions, request.query.projectId))) {
        throw new ApiError(404, WorkforceMessages.projects.notFound);
      }
      const data = await projectTasksAndDevices(
        db,
        request.query.projectId,
        scope.deviceGroups,
        request.body.SearchText,
      );
      return ok(data, '', data.task.length + data.device.length);
    },
  );

  app.post(
    ApiPaths.projects.devices,
    route(page, {
      summary:
        "The devices offered for assignment: every visible device of Status (default active); SearchText 'deviceEmpID'",
      body: WorkforceStatusSearchBodySchema,
      response: responses(Type.Array(DeviceOptionSchema)),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const rows = await listDeviceOptions(
        db,
        scope.deviceGroups,
        request.body.Status ?? 'active',
        request.body.SearchText,
      );
      return ok(rows, '', rows.length);
    },
  );

  app.post(
    ApiPaths.projects.assignDevices,
    route(edit, {
      summary: "Sets an active project's devices to the list sent (visible devices left out are unassigned)",
      querystring: ProjectAssignQuerySchema,
      body: DeviceAssignListSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const ids = request.body.map((d) => d.deviceID);
      await assignProjectDevices(db, currentUser(request), scope, request.query.projectId, ids);
      return ok(null, WorkforceMessages.projects.devicesAssigned);
    },
  );

  app.get(
    ApiPaths.projects.details,
    route(page, {
      summary: 'One project: number, name, division, gc, status',
      querystring: ProjectQuerySchema,
      response: responses(ProjectSchema),
    }),
    async (request) => {
      const project = await findProject(db, currentUser(request).divisionScope, request.query.projectId);
      if (!project) throw new ApiError(404, WorkforceMessages.projects.notFound);
      return ok(project, '', 1);
    },
  );

  app.post(
    ApiPaths.projects.update,
    route(page, {
      summary:
        "Saves a project's gc (Contribute, SystemAdmin, Administrator) and status (project status edit claim); saving needs that claim or Contribute",
      body: ProjectUpdateSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await updateProject(db, currentUser(request), request.body);
      return ok(null, WorkforceMessages.projects.updated);
    },
  );
}
