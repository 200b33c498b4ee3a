import { ApiPaths, ButtonClaim, EmployeeWeekMessages, PageClaim } from '@tac/contracts';
import {
  EmployeeWeekSchema,
  SearchRequestSchema,
  TimecardDateRangeQuerySchema,
  WeekSettingsSaveSchema,
  WeekSettingsSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { parseDateRange } from '../../http/query-dates.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { listEmployeeWeeks } from './employee-weeks.ts';
import { listWeekSettings, saveWeekSettings } from './week-settings.ts';

const route = signedInRoutes(['Payroll week']);
const read = requireClaims(PageClaim.TimeCard);
const settle = requireClaims(PageClaim.TimeCard, ButtonClaim.PayPeriodClose);

/**
 * The payroll week by employee and each division's week settings (shared/docs/overtime.md), both
 * within the caller's divisions.
 */
export function employeeWeekRoutes(app: App, db: Db, timeZone: string): void {
  app.post(
    ApiPaths.employeeWeeks.list,
    route(read, {
      summary:
        "Each person's week among the weeks whose lines match the timecard list's range and searches: its days, its hours as sent and as worked out, its lines' states",
      querystring: TimecardDateRangeQuerySchema,
      body: SearchRequestSchema,
      response: responses(Type.Array(EmployeeWeekSchema)),
    }),
    async (request) => {
      const { rows, totalCount } = await listEmployeeWeeks(db, {
        scope: currentUser(request).divisionScope,
        range: parseDateRange(request.query),
        search: request.body.SearchText,
        page: pageRange(request.body.Skip, request.body.Take),
        timeZone,
      });
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    ApiPaths.employeeWeeks.settings,
    route(read, {
      summary: "The caller's divisions with their week settings (the overtime rule set), by name",
      response: responses(Type.Array(WeekSettingsSchema)),
    }),
    async (request) => {
      const rows = await listWeekSettings(db, currentUser(request).divisionScope);
      return ok(rows, '', rows.length);
    },
  );

  app.post(
    ApiPaths.employeeWeeks.saveSettings,
    route(settle, {
      summary: "Save a division's week settings (the overtime rule set)",
      body: WeekSettingsSaveSchema,
      response: responses(WeekSettingsSchema),
    }),
    async (request) => {
      const { divisionScope, userId } = currentUser(request);
      const saved = await saveWeekSettings(db, userId, request.body, divisionScope);
      return ok(saved, EmployeeWeekMessages.settingsSaved(saved.divisionName), 1);
    },
  );
}
