import type { Readable } from 'node:stream';
import {
  ApiPaths,
  AuditMessages,
  type Claim,
  PageClaim,
  type SearchTextEntry,
  type WorkforceStatus,
} from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import {
  AuditLogCsvQuerySchema,
  SearchOnlyCsvQuerySchema,
  SecurityUserCsvQuerySchema,
  TimecardCsvQuerySchema,
  TmLogCsvQuerySchema,
  VoucherCsvQuerySchema,
  WorkforceCsvQuerySchema,
} from '@tac/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { NOT_COMPRESSED } from '../../http/compression.ts';
import { csvHeader, csvLinePages } from '../../http/csv-lines.ts';
import {
  type CsvColumn,
  csvStream,
  csvTextStream,
  type KeysetKey,
  keysetPages,
  sendCsv,
} from '../../http/csv-stream.ts';
import { ApiError, fileResponses } from '../../http/envelope.ts';
import { parseDateRange } from '../../http/query-dates.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { parseSearchParam } from '../../http/search-param.ts';
import { auditLogQuery } from '../audit/index.ts';
import { REFERENCE_LISTS } from '../reference/index.ts';
import { scheduleListQuery } from '../reports/index.ts';
import { securityUserListQuery } from '../security/index.ts';
import { employeeWeekPages, timecardSelectionWhere, withWeekExceptions } from '../timecards/index.ts';
import { tmLogCsvQuery, tmLogDays, voucherDays } from '../vouchers/index.ts';
import { deviceListQuery, employeeListQuery, projectListQuery, workforceScope } from '../workforce/index.ts';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_KEYS } from './audit.ts';
import { EMPLOYEE_WEEK_CSV_COLUMNS } from './employee-weeks.ts';
import { REFERENCE_CSV_KEYS, referenceCsvQuery, referenceFileName } from './reference.ts';
import { REPORT_SCHEDULE_CSV_COLUMNS, REPORT_SCHEDULE_CSV_KEYS } from './report-schedules.ts';
import { SECURITY_USER_CSV_COLUMNS, SECURITY_USER_CSV_KEYS } from './security.ts';
import { TIMECARD_CSV_COLUMNS, TIMECARD_CSV_KEY, timecardCsvQuery } from './timecards.ts';
import { TM_LOG_CSV_COLUMNS, TM_LOG_CSV_KEYS } from './tm-log.ts';
import { VOUCHER_CSV_COLUMNS, VOUCHER_CSV_KEYS, voucherCsvQuery } from './vouchers.ts';
import {
  DEVICE_CSV_COLUMNS,
  DEVICE_CSV_KEYS,
  EMPLOYEE_CSV_COLUMNS,
  EMPLOYEE_CSV_KEYS,
  PROJECT_CSV_COLUMNS,
  PROJECT_CSV_KEYS,
} from './workforce.ts';

const tags = ['Current view as CSV'];
const csvResponse = fileResponses('The CSV, streamed');
const stamp = () => new Date().toISOString().slice(0, 10);

/**
 * A list's rows as CSV: its query read page by page in the order of its keyset keys, each row written
 * as its columns. The three agree on the row's type.
 */
function csvOf<Row>(
  query: Parameters<typeof keysetPages<Row>>[0],
  keys: readonly KeysetKey<Row>[],
  columns: readonly CsvColumn<Row>[],
): Readable {
  return csvStream(columns, keysetPages(query, keys));
}

interface CsvRoute<Q extends TSchema> {
  path: string;
  claim: Claim;
  summary: string;
  querystring: Q;
  /** The download's name, before its date. */
  name: string;
  /** The OpenAPI tag besides 'Current view as CSV' (a reference list's own). */
  tag?: string;
  /**
   * The list's current view for this request. Building the query checks the input (a bad search is
   * a 400), so it throws before the first byte.
   */
  rows: (request: FastifyRequest, query: Static<Q>) => Readable | Promise<Readable>;
}

function csvRoute<Q extends TSchema>(app: App, route: CsvRoute<Q>): void {
  app.get(
    route.path,
    {
      ...signedInRoutes(route.tag ? [...tags, route.tag] : tags)(requireClaims(route.claim), {
        summary: route.summary,
        querystring: route.querystring,
        response: csvResponse,
      }),
      ...NOT_COMPRESSED,
    },
    async (request, reply) => {
      const rows = await route.rows(request, request.query as Static<Q>);
      return sendCsv(reply, `${route.name}-${stamp()}.csv`, rows);
    },
  );
}

/**
 * Each list's current view as CSV (shared/docs/payroll-export.md "Current view as CSV"): the list's
 * own query and filters, behind the list's own claim and division scope, streamed by keyset pages
 * (http/csv-stream.ts). Input is checked before the first byte, so bad input is still a 400.
 */
export function currentViewRoutes(app: App, db: Db, timeZone: string): void {
  const scope = (request: FastifyRequest) => currentUser(request).divisionScope;

  csvRoute(app, {
    path: ApiPaths.currentView.timecards,
    claim: PageClaim.TimeCard,
    summary: 'Every timecard line the list shows for this range and search, as CSV',
    querystring: TimecardCsvQuerySchema,
    name: 'timecards',
    rows: async (request, q) =>
      csvTextStream(
        csvHeader(TIMECARD_CSV_COLUMNS),
        csvLinePages(
          db,
          timecardCsvQuery(
            db,
            await withWeekExceptions(db, {
              scope: scope(request),
              range: parseDateRange(q),
              search: parseSearchParam(q.search),
              timeZone,
            }),
          ),
          TIMECARD_CSV_KEY,
          TIMECARD_CSV_COLUMNS,
        ),
      ),
  });

  csvRoute(app, {
    path: ApiPaths.currentView.employeeWeeks,
    claim: PageClaim.TimeCard,
    summary: 'Every employee-week the timecard list by employee shows for this range and search, as CSV',
    querystring: TimecardCsvQuerySchema,
    name: 'timecards-by-employee',
    rows: async (request, q) => {
      const input = await withWeekExceptions(db, {
        scope: scope(request),
        range: parseDateRange(q),
        search: parseSearchParam(q.search),
        page: { offset: 0, limit: 0 },
        timeZone,
      });
      // A bad search is a 400 before the first byte: the WHERE is built here, not in the stream.
      timecardSelectionWhere(input);
      return csvStream(EMPLOYEE_WEEK_CSV_COLUMNS, employeeWeekPages(db, input));
    },
  });

  /** Projects, employees and devices: one status and the column searches, each list's own scope. */
  const workforceLists: {
    path: string;
    claim: Claim;
    name: string;
    rows: (
      request: FastifyRequest,
      status: WorkforceStatus,
      search: SearchTextEntry[],
    ) => Readable | Promise<Readable>;
  }[] = [
    {
      path: ApiPaths.currentView.projects,
      claim: PageClaim.Projects,
      name: 'projects',
      rows: (request, status, search) =>
        csvOf(projectListQuery(db, scope(request), status, search), PROJECT_CSV_KEYS, PROJECT_CSV_COLUMNS),
    },
    {
      path: ApiPaths.currentView.employees,
      claim: PageClaim.Employee,
      name: 'employees',
      rows: (request, status, search) =>
        csvOf(employeeListQuery(db, scope(request), status, search), EMPLOYEE_CSV_KEYS, EMPLOYEE_CSV_COLUMNS),
    },
    {
      path: ApiPaths.currentView.devices,
      claim: PageClaim.Devices,
      name: 'devices',
      // Devices are seen by device group, as their list (workforce/scope.ts).
      rows: async (request, status, search) => {
        const { deviceGroups } = await workforceScope(db, request);
        return csvOf(deviceListQuery(db, deviceGroups, status, search), DEVICE_CSV_KEYS, DEVICE_CSV_COLUMNS);
      },
    },
  ];
  for (const list of workforceLists) {
    csvRoute(app, {
      path: list.path,
      claim: list.claim,
      summary: `Every row the ${list.name} list shows for this status and search, as CSV`,
      querystring: WorkforceCsvQuerySchema,
      name: list.name,
      rows: (request, q) => list.rows(request, q.Status, parseSearchParam(q.search)),
    });
  }

  csvRoute(app, {
    path: ApiPaths.currentView.auditLog,
    claim: PageClaim.AuditLog,
    summary: 'The whole audit log for this filter, oldest first, as CSV',
    querystring: AuditLogCsvQuerySchema,
    name: 'audit-log',
    rows: (_request, q) => {
      if (q.from && q.to && Date.parse(q.to) <= Date.parse(q.from))
        throw new ApiError(400, AuditMessages.timeRange);
      return csvOf(auditLogQuery(db, q), AUDIT_CSV_KEYS, AUDIT_CSV_COLUMNS);
    },
  });

  csvRoute(app, {
    path: ApiPaths.currentView.vouchers,
    claim: PageClaim.TMVoucher,
    summary: 'Every voucher (latest revision) the T&M voucher list shows for this range and search, as CSV',
    querystring: VoucherCsvQuerySchema,
    name: 'tm-vouchers',
    rows: (request, q) =>
      csvOf(
        voucherCsvQuery(db, {
          scope: scope(request),
          days: voucherDays(q),
          search: parseSearchParam(q.search),
          timeZone,
        }),
        VOUCHER_CSV_KEYS,
        VOUCHER_CSV_COLUMNS,
      ),
  });

  csvRoute(app, {
    path: ApiPaths.currentView.tmLog,
    claim: PageClaim.TMVoucher,
    summary: 'Every voucher the T&M log shows for this range and search, with its totals, as CSV',
    querystring: TmLogCsvQuerySchema,
    name: 'tm-log',
    rows: (request, q) =>
      csvOf(
        tmLogCsvQuery(db, {
          scope: scope(request),
          days: tmLogDays(q),
          search: parseSearchParam(q.search),
          timeZone,
        }),
        TM_LOG_CSV_KEYS,
        TM_LOG_CSV_COLUMNS,
      ),
  });

  csvRoute(app, {
    path: ApiPaths.currentView.securityUsers,
    claim: PageClaim.Security,
    summary: 'Every user the Security list shows for this status and search, as CSV',
    querystring: SecurityUserCsvQuerySchema,
    name: 'security-users',
    rows: (_request, q) =>
      csvOf(
        securityUserListQuery(db, q.selectedStatus, parseSearchParam(q.search)),
        SECURITY_USER_CSV_KEYS,
        SECURITY_USER_CSV_COLUMNS,
      ),
  });

  csvRoute(app, {
    path: ApiPaths.currentView.reportSchedules,
    claim: PageClaim.Report,
    summary: 'Every schedule the Reports list shows the caller for this search, as CSV',
    querystring: SearchOnlyCsvQuerySchema,
    name: 'report-schedules',
    rows: (request, q) =>
      csvOf(
        scheduleListQuery(db, currentUser(request), parseSearchParam(q.search)),
        REPORT_SCHEDULE_CSV_KEYS,
        REPORT_SCHEDULE_CSV_COLUMNS,
      ),
  });

  /** Every reference list from its definition: its own path, claim, search and columns. */
  for (const list of REFERENCE_LISTS) {
    csvRoute(app, {
      path: list.paths.exportCsv,
      claim: list.pageClaim,
      summary: `Every row the ${list.title} list shows for this search, as CSV`,
      querystring: SearchOnlyCsvQuerySchema,
      name: referenceFileName(list.title),
      tag: list.title,
      rows: (_request, q) =>
        csvOf(
          referenceCsvQuery(db, list, { today: todayIn(timeZone) }, parseSearchParam(q.search)),
          REFERENCE_CSV_KEYS,
          list.csvColumns,
        ),
    });
  }
}
