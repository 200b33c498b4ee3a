import { describe, expect, it } from 'vitest';
import { compileSql } from '../testing/compile-sql.ts';
import { divisionsOutsideScope, everyDivisionInScope, inScope } from './division-scope.ts';

describe('inScope', () => {
  it("matches every row for 'all'", () => {
    expect(compileSql(inScope('p.division_id', 'all'))).toEqual({ sql: 'true', parameters: [] });
  });

  it('matches no row for a user given no division', () => {
    expect(compileSql(inScope('p.division_id', []))).toEqual({ sql: 'false', parameters: [] });
  });

  it("matches the rows of the user's divisions, one parameter each", () => {
    expect(compileSql(inScope('p.division_id', [2, 5]))).toEqual({
      sql: '"p"."division_id" in ($1, $2)',
      parameters: [2, 5],
    });
  });
});

describe('everyDivisionInScope', () => {
  it("matches every row for 'all'", () => {
    expect(compileSql(everyDivisionInScope('b.division_ids', 'all'))).toEqual({
      sql: 'true',
      parameters: [],
    });
  });

  it("matches a row whose divisions all lie in the user's", () => {
    expect(compileSql(everyDivisionInScope('b.division_ids', [2, 5]))).toEqual({
      sql: '"b"."division_ids" <@ $1::integer[]',
      parameters: [[2, 5]],
    });
  });
});

describe('divisionsOutsideScope', () => {
  it("finds none for 'all'", () => {
    expect(divisionsOutsideScope([1, 2, 99], 'all')).toEqual([]);
  });

  it("names each id the user was not given, in the order asked, and none of the user's", () => {
    expect(divisionsOutsideScope([7, 2, 9, 5], [2, 5])).toEqual([7, 9]);
    expect(divisionsOutsideScope([2, 5], [2, 5, 8])).toEqual([]);
  });

  it('finds every id outside for a user given no division', () => {
    expect(divisionsOutsideScope([3], [])).toEqual([3]);
  });
});
