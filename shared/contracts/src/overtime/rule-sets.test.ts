import { describe, expect, it } from 'vitest';
import { OVERTIME_RULE_SETS, overtimeRuleSet } from './rule-sets.ts';
import { dayMoves, weekOvertime, workOutWeek } from './week-check.ts';

const split = (regular: number, overtime = 0, doubleTime = 0) => ({ regular, overtime, doubleTime });

/**
 * The published California examples (Labor Code §510; the DLSE Enforcement Manual §48.1 and its
 * overtime examples), a workweek Monday to Sunday.
 */
describe('California', () => {
  const week = (hours: number[]) => workOutWeek('california', hours);

  it('pays a 10-hour day 8 regular and 2 at 1.5×', () => {
    expect(week([10, 0, 0, 0, 0, 0, 0]).days[0]).toEqual(split(8, 2));
  });

  it('pays a 13-hour day 8 regular, 4 at 1.5× and 1 at 2×', () => {
    expect(week([13, 0, 0, 0, 0, 0, 0]).days[0]).toEqual(split(8, 4, 1));
  });

  it('pays a 6-day 50-hour week (9 hours Monday to Friday, 5 on Saturday) 40 regular and 10 at 1.5×', () => {
    const worked = week([9, 9, 9, 9, 9, 5, 0]);
    // 1 daily overtime hour each weekday; Saturday's 5 straight-time hours are past the week's 40.
    expect(worked.days.slice(0, 5)).toEqual(Array(5).fill(split(8, 1)));
    expect(worked.days[5]).toEqual(split(0, 5));
    expect(worked.total).toEqual(split(40, 10));
  });

  it('pays a seventh consecutive day of 9 hours 8 at 1.5× and 1 at 2×', () => {
    const worked = week([4, 4, 4, 4, 4, 4, 9]);
    expect(worked.days[6]).toEqual(split(0, 8, 1));
    expect(worked.total).toEqual(split(24, 8, 1));
  });

  it('does not treat a seventh day as the seventh consecutive when a day of the week was off', () => {
    expect(week([8, 8, 0, 8, 8, 4, 9]).days[6]).toEqual(split(4, 5));
  });

  it('counts only straight-time hours toward the 40, so daily and weekly overtime never pay an hour twice', () => {
    // 12 hours Monday to Thursday (4 daily overtime each), 8 on Friday (straight time reaches 40), 4 on Saturday.
    const worked = week([12, 12, 12, 12, 8, 4, 0]);
    expect(worked.days[4]).toEqual(split(8));
    expect(worked.days[5]).toEqual(split(0, 4));
    expect(worked.total).toEqual(split(40, 20));
    const { regular, overtime, doubleTime } = worked.total;
    expect(regular + overtime + doubleTime).toBe(60);
  });

  it('splits a seventh consecutive day past 12 hours as 8 at 1.5× and the rest at 2×', () => {
    expect(week([1, 1, 1, 1, 1, 1, 13]).days[6]).toEqual(split(0, 8, 5));
  });

  it('keeps quarter hours exact across the week', () => {
    const worked = week([8.25, 8.25, 8.25, 8.25, 8.25, 0, 0]);
    expect(worked.total).toEqual(split(40, 1.25));
  });
});

describe('FLSA', () => {
  const week = (hours: number[]) => workOutWeek('flsa', hours);

  it('pays no daily overtime: a 13-hour day in a short week is regular', () => {
    expect(week([13, 0, 0, 0, 0, 0, 0]).total).toEqual(split(13));
  });

  it('pays hours past 40 in the workweek at 1.5×, on the day they are worked', () => {
    const worked = week([10, 10, 10, 10, 10, 0, 0]);
    expect(worked.days[3]).toEqual(split(10));
    expect(worked.days[4]).toEqual(split(0, 10));
    expect(worked.total).toEqual(split(40, 10));
  });

  it('has no seventh-day rule', () => {
    expect(week([4, 4, 4, 4, 4, 4, 9]).total).toEqual(split(33));
  });
});

describe('the rule set registry', () => {
  it('gives every definition a unique id, a name and a summary, and splits every worked hour', () => {
    const ids = OVERTIME_RULE_SETS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ruleSet of OVERTIME_RULE_SETS) {
      expect(ruleSet.name).not.toBe('');
      expect(ruleSet.summary).not.toBe('');
      const hours = [0, 3.5, 14, 9.75, 12, 16.25, 7];
      const { total } = workOutWeek(ruleSet.id, hours);
      expect(total.regular + total.overtime + total.doubleTime).toBeCloseTo(62.5, 10);
    }
  });

  it('reads an id no definition has as the first rule set', () => {
    expect(overtimeRuleSet('gone').id).toBe(OVERTIME_RULE_SETS[0].id);
  });
});

describe('a week as sent against the worked-out split', () => {
  const day = (regular: number, overtime = 0, doubleTime = 0) => ({ regular, overtime, doubleTime });
  const none = day(0);

  it('finds the days a device split otherwise, and moves each one’s hours to what the rules give', () => {
    const sent = [day(13), day(8, 2), none, none, none, none, none];
    const week = weekOvertime('california', sent);
    expect(week.days).toEqual([13, 10, 0, 0, 0, 0, 0]);
    expect(week.differingDays).toEqual([0]);
    expect(week.workedOutDays[0]).toEqual(day(8, 4, 1));
    expect(dayMoves(sent[0] as never, week.workedOutDays[0] as never)).toEqual([
      { from: 'regular', to: 'overtime', hours: 4 },
      { from: 'regular', to: 'doubleTime', hours: 1 },
    ]);
  });

  it('finds overtime a device sent where the week has none, and a fingerprint that follows every sent hour', () => {
    const week = weekOvertime('flsa', [day(8, 2), none, none, none, none, none, none]);
    expect(week.differingDays).toEqual([0]);
    expect(dayMoves(day(8, 2), week.workedOutDays[0] as never)).toEqual([
      { from: 'overtime', to: 'regular', hours: 2 },
    ]);
    expect(weekOvertime('flsa', [day(10), none, none, none, none, none, none]).differingDays).toEqual([]);
    const a = weekOvertime('california', [day(8.25), none, none, none, none, none, none]).fingerprint;
    expect(
      weekOvertime('california', [day(8, 0.25), none, none, none, none, none, none]).fingerprint,
    ).not.toBe(a);
    expect(weekOvertime('flsa', [day(8.25), none, none, none, none, none, none]).fingerprint).not.toBe(a);
  });
});
