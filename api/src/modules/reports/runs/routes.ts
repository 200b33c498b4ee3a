import { ApiPaths, ButtonClaim, PageClaim, ReportMessages } from '@tac/contracts';
import {
  ReportRunFileQuerySchema,
  ReportRunListQuerySchema,
  ReportRunResendSchema,
  ReportRunSchema,
  ReportScheduleRunNowSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { contentDisposition } from '../../../http/content-disposition.ts';
import { ApiError, fileResponses, ok, responses } from '../../../http/envelope.ts';
import { pageRange } from '../../../http/paging.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import { runFileContentType } from '../mail/compose.ts';
import type { ReportScheduler } from '../scheduler/index.ts';
import { findRunFile, listRuns } from './queries.ts';
import { resendRun } from './resend.ts';
import { runScheduleNow } from './run-now.ts';

const route = signedInRoutes(['Report schedules']);
const page = requireClaims(PageClaim.Report);
/** Re-sending or Run now mails a schedule's report: as much a change as editing the schedule. */
const resend = requireClaims(PageClaim.Report, ButtonClaim.ReportEdit);

/**
 * The run log (beyond the spec): a schedule's runs, their files, Re-send and Run now; for
 * the users who may act on the schedule (schedules/visibility.ts). One who only sees it is refused
 * (403), anyone else is told it is not found.
 */
export function reportRunRoutes(app: App, db: Db, scheduler: ReportScheduler, timeZone: string): void {
  app.post(
    ApiPaths.reports.runNow,
    route(resend, {
      summary:
        "Sends a saved schedule's report once, now, to its recipients; its run, day and time stay as they are",
      body: ReportScheduleRunNowSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const jobs = await scheduler.jobs();
      await runScheduleNow(db, jobs, currentUser(request), request.body.id, timeZone);
      return ok(null, ReportMessages.ranNow);
    },
  );

  app.get(
    ApiPaths.reports.runs,
    route(page, {
      summary:
        "A schedule's runs, newest first: due time, period, recipients, outcome (failed with its reason) and files",
      querystring: ReportRunListQuerySchema,
      response: responses(Type.Array(ReportRunSchema)),
    }),
    async (request) => {
      const { scheduleId, Skip, Take } = request.query;
      const found = await listRuns(
        db,
        currentUser(request),
        scheduleId,
        pageRange(Skip, Take),
        scheduler.settings.expireInSeconds,
      );
      if (found === 'none') throw new ApiError(404, ReportMessages.notFound);
      if (found === 'see') throw new ApiError(403, ReportMessages.restricted);
      return ok(found.rows, '', found.totalCount);
    },
  );

  app.get(
    ApiPaths.reports.runFile,
    route(page, {
      summary: "A run's file as it was sent: the report's PDF or CSV, or the message (.eml)",
      querystring: ReportRunFileQuerySchema,
      response: fileResponses('The file'),
    }),
    async (request, reply) => {
      const file = await findRunFile(db, currentUser(request), request.query.fileId);
      if (file === 'none') throw new ApiError(404, ReportMessages.fileNotFound);
      if (file === 'see') throw new ApiError(403, ReportMessages.restricted);
      return reply
        .type(runFileContentType(file.kind))
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    ApiPaths.reports.resendRun,
    route(resend, {
      summary:
        "Sends a run's report again to the schedule's recipients, logged as a new run (resentFromRunId)",
      body: ReportRunResendSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const jobs = await scheduler.jobs();
      await resendRun(db, jobs, currentUser(request), request.body.runId);
      scheduler.wake();
      return ok(null, ReportMessages.resent);
    },
  );
}
