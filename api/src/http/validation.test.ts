import { CalendarDateSchema, InstantSchema, WorkDaySchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler, valueChecker } from './validation.ts';

const body = (schema: ReturnType<typeof Type.Object>) =>
  validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/test' }) as (value: unknown) => {
    error?: Error;
  };

describe('dates in a request (shared/docs/api.md "Dates")', () => {
  const check = valueChecker(
    Type.Object({
      weekEndingDate: CalendarDateSchema('The week-ending day'),
      day: Type.Optional(WorkDaySchema('The day worked')),
      from: Type.Optional(InstantSchema('From')),
    }),
  );
  const today = new Date().toISOString().slice(0, 10);

  it('takes a real day, a day worked in its window and an instant', () => {
    expect(check({ weekEndingDate: '2028-02-29', day: today, from: '2026-03-09T14:30:00.5-06:00' })).toBe(
      undefined,
    );
  });

  it.each(['2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '+275760-09-13', '2026-1-1'])(
    'refuses %j as a calendar date, naming the field and the rule',
    (value) => {
      expect(check({ weekEndingDate: value })).toEqual({
        field: 'weekEndingDate',
        message: 'weekEndingDate must be a real day as YYYY-MM-DD, from 1900-01-01 to 2999-12-31',
      });
    },
  );

  it('refuses a day worked before 2000 or more than a year ahead, saying the last day it takes', () => {
    const nextYear = Number(today.slice(0, 4)) + 1;
    for (const day of ['1999-12-31', `${nextYear + 1}-01-01`]) {
      const refusal = check({ weekEndingDate: today, day });
      expect(refusal?.field).toBe('day');
      expect(refusal?.message).toMatch(
        new RegExp(
          `^day must be a real day as YYYY-MM-DD, from 2000-01-01 to a year after today \\(${nextYear}-`,
        ),
      );
    }
  });

  it.each([
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '2026-03-09',
  ])('refuses %j as an instant, naming the field', (value) => {
    expect(check({ weekEndingDate: today, from: value })?.message).toMatch(/^from must be an instant as /);
  });

  it('refuses at start-up a schema whose format nothing checks (TypeBox would let any text through)', () => {
    expect(() => body(Type.Object({ at: Type.String({ format: 'no-such-format' }) }))).toThrow(
      "The schema's format 'no-such-format' is not checked by the validator",
    );
    expect(
      body(Type.Object({ day: CalendarDateSchema('A day') }))({ day: '2026-02-30' }).error?.message,
    ).toBe('day must be a real day as YYYY-MM-DD, from 1900-01-01 to 2999-12-31');
  });
});
