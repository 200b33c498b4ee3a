import { ReferenceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  canEditForecast,
  checkForecastDate,
  forecastSaveBody,
  formatForecastDate,
  localToday,
} from './rules.ts';

describe('forecast rules', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatForecastDate('2026-03-09')).toBe('03/09/2026');
    expect(localToday(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('lets today and later dates be edited, not past ones', () => {
    const today = '2026-03-09';
    expect(canEditForecast({ forecastDate: '2026-03-09', isPastDate: false }, today)).toBe(true);
    expect(canEditForecast({ forecastDate: '2026-04-01', isPastDate: false }, today)).toBe(true);
    expect(canEditForecast({ forecastDate: '2026-03-08', isPastDate: true }, today)).toBe(false);
    expect(canEditForecast({ forecastDate: '2026-03-08', isPastDate: false }, today)).toBe(false);
  });

  it('requires a date that is not in the past', () => {
    expect(checkForecastDate('', '2026-03-09')).toEqual({
      ok: false,
      errors: { forecastDate: ReferenceMessages.forecast.required },
    });
    expect(checkForecastDate('2026-03-08', '2026-03-09')).toEqual({
      ok: false,
      errors: { forecastDate: ReferenceMessages.forecast.pastDate },
    });
    expect(checkForecastDate('2026-03-09', '2026-03-09')).toEqual({ ok: true, value: '2026-03-09' });
  });

  it('adds with forecastDays 0; edits with the id and the date as loaded', () => {
    expect(forecastSaveBody('2026-03-10', undefined)).toEqual({
      forecastDate: '2026-03-10',
      forecastDays: 0,
    });
    const record = {
      id: 4,
      forecastDate: '2026-03-12',
      forecastDays: 5,
      isPastDate: false,
      previousForecastDate: null,
    };
    expect(forecastSaveBody('2026-03-14', record)).toEqual({
      id: 4,
      forecastDate: '2026-03-14',
      forecastDays: 5,
      previousForecastDate: '2026-03-12',
    });
  });
});
