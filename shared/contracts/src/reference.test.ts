import { describe, expect, it } from 'vitest';
import { forecastDateProblem, ReferenceMessages } from './reference.ts';

describe('the forecast date rule (spec 002 §2, §5)', () => {
  it('asks for a date, a real one, not before today', () => {
    expect(forecastDateProblem('', '2026-03-09')).toBe(ReferenceMessages.forecast.required);
    expect(forecastDateProblem('2026-02-30', '2026-03-09')).toBe(ReferenceMessages.forecast.invalidDate);
    expect(forecastDateProblem('03/10/2026', '2026-03-09')).toBe(ReferenceMessages.forecast.invalidDate);
    expect(forecastDateProblem('2026-03-08', '2026-03-09')).toBe(ReferenceMessages.forecast.pastDate);
    expect(forecastDateProblem('2026-03-09', '2026-03-09')).toBeUndefined();
  });
});
