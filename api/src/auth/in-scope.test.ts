import { describe, expect, it } from 'vitest';
import { compileSql } from '../testing/compile-sql.ts';
import { inScope } from './division-scope.ts';

describe('inScope', () => {
  it("matches every row for 'all'", () => {
    expect(compileSql(inScope('p.division_id', 'all'))).toEqual({ sql: 'true', parameters: [] });
  });

  it('matches no row for a user given no division', () => {
    expect(compileSql(inScope('p.division_id', []))).toEqual({ sql: 'false', parameters: [] });
  });

  it("matches the rows of the user's divisions", () => {
    expect(compileSql(inScope('p.division_id', [2, 5]))).toEqual({
      sql: '"p"."division_id" in ($1, $2)',
      parameters: [2, 5],
    });
  });
});
