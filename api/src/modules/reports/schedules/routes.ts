import { ApiPaths, ButtonClaim, PageClaim, ReportMessages } from '@tac/contracts';
import {
  ReportContactOptionSchema,
  ReportProjectDivisionQuerySchema,
  ReportProjectDivisionSchema,
  ReportScheduleDeleteSchema,
  ReportScheduleIdQuerySchema,
  ReportScheduleListQuerySchema,
  ReportScheduleListRequestSchema,
  ReportScheduleRowSchema,
  ReportScheduleSaveResultSchema,
  ReportScheduleSaveSchema,
  ReportScheduleSchema,
  ReportScheduleUserSchema,
  ReportTaskCodeOptionSchema,
  ReportTaskCodeQuerySchema,
  ReportTaskCodeRequestSchema,
} from '@tac/contracts/schemas';
import { type TSchema, Type } from 'typebox';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { pageRange } from '../../../http/paging.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import { deleteSchedule } from './delete.ts';
import { listContacts, listProjectDivisions, listScheduleUsers, listTaskCodes } from './options.ts';
import { findSchedule, listSchedules } from './queries.ts';
import { type SavedSchedule, saveSchedule } from './save.ts';

const route = signedInRoutes(['Report schedules']);
const page = requireClaims(PageClaim.Report);
const remove = requireClaims(PageClaim.Report, ButtonClaim.ReportDelete);

export interface ReportScheduleRouteOptions {
  /** TAC_TIME_ZONE: schedules run at their wall time there, and "today" is its today. */
  timeZone: string;
  /**
   * Told after each committed save (the scheduler wakes for a schedule due now, e.g. Run now,
   * instead of waiting for its next look at next_due_at).
   */
  onScheduleSaved?: (saved: SavedSchedule) => void;
}

/**
 * Report schedules (spec 001 §7 "Schedule reports"): every call behind pg.report; add and edit need
 * their button claims (checked in the save, which knows which it is), delete its own. Schedules are
 * scoped as visibility.ts says; the project list is the workforce one.
 */
export function reportScheduleRoutes(app: App, db: Db, options: ReportScheduleRouteOptions): void {
  app.post(
    ApiPaths.reports.list,
    route(page, {
      summary:
        'The schedules the user may see, by name; SearchText per column: scheduleName, run, runReportAt, sendReportTo, projects, divisions, reportDelegate, userName',
      querystring: ReportScheduleListQuerySchema,
      body: ReportScheduleListRequestSchema,
      response: responses(Type.Array(ReportScheduleRowSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listSchedules(
        db,
        currentUser(request),
        SearchText,
        pageRange(Skip, Take),
      );
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    ApiPaths.reports.get,
    route(page, {
      summary:
        'One schedule whole, for the edit modal, with whether the user may change its project and division lists',
      querystring: ReportScheduleIdQuerySchema,
      response: responses(ReportScheduleSchema),
    }),
    async (request) => {
      const found = await findSchedule(db, currentUser(request), request.query.id);
      if (!found) throw new ApiError(404, ReportMessages.notFound);
      const { allProjects: _all, ...schedule } = found;
      return ok(schedule, '', 1);
    },
  );

  app.post(
    ApiPaths.reports.save,
    route(page, {
      summary:
        "Adds (report add claim) or updates (report edit claim) a schedule; runReportAt 'now' runs it at once",
      body: ReportScheduleSaveSchema,
      response: responses(ReportScheduleSaveResultSchema),
    }),
    async (request) => {
      const saved = await saveSchedule(db, currentUser(request), request.body, options.timeZone);
      options.onScheduleSaved?.(saved);
      return ok({ id: saved.id }, saved.created ? ReportMessages.saved : ReportMessages.updated);
    },
  );

  app.post(
    ApiPaths.reports.delete,
    route(remove, {
      summary: 'Deletes a schedule (kept for its run log, no longer listed or run)',
      body: ReportScheduleDeleteSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await deleteSchedule(db, currentUser(request), request.body.id);
      return ok(null, ReportMessages.deleted);
    },
  );

  /** A list of choices for the schedule form, for the user: all its rows, counted. */
  const optionList = (
    url: string,
    schema: { summary: string; querystring?: TSchema; response: ReturnType<typeof responses> },
    rows: (user: AuthContext) => Promise<unknown[]>,
  ) =>
    app.get(url, route(page, schema), async (request) => {
      const found = await rows(currentUser(request));
      return ok(found, '', found.length);
    });

  optionList(
    ApiPaths.reports.contacts,
    {
      summary:
        "Recipient options: the active employees of the user's divisions and the active users, with e-mails",
      response: responses(Type.Array(ReportContactOptionSchema)),
    },
    (user) => listContacts(db, user.divisionScope),
  );
  optionList(
    ApiPaths.reports.users,
    {
      summary:
        'Delegate options: the active users the caller may choose as delegates (their groups may be delegates of a type the caller may schedule; for a caller held to some divisions, users who share one), with their names and security group',
      response: responses(Type.Array(ReportScheduleUserSchema)),
    },
    (user) => listScheduleUsers(db, user),
  );
  optionList(
    ApiPaths.reports.projectDivisions,
    {
      summary: "The user's divisions (Field Roster by Division)",
      querystring: ReportProjectDivisionQuerySchema,
      response: responses(Type.Array(ReportProjectDivisionSchema)),
    },
    (user) => listProjectDivisions(db, user.divisionScope),
  );

  app.post(
    ApiPaths.reports.taskCodes,
    route(page, {
      summary:
        "The task codes of the given projects within the user's divisions; isTMCode: only those with T&M vouchers",
      querystring: ReportTaskCodeQuerySchema,
      body: ReportTaskCodeRequestSchema,
      response: responses(Type.Array(ReportTaskCodeOptionSchema)),
    }),
    async (request) => {
      const rows = await listTaskCodes(
        db,
        currentUser(request).divisionScope,
        request.body.map((p) => p.projectId),
        request.query.isTMCode ?? false,
      );
      return ok(rows, '', rows.length);
    },
  );
}
