import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
import { compileSql, compilingDb } from '../testing/compile-sql.ts';
import { applySearch, type SearchFields, searchConditions, withoutUserId } from './search.ts';

const fields: SearchFields = {
  Name: 'p.name',
  Label: sql<string>`p.number || ' - ' || p.name`,
  Exact: (value) => sql<boolean>`p.code = ${value}`,
};

describe('searchConditions', () => {
  it('searches a plain target with ILIKE, wildcards taken literally, and a filter as it writes it', () => {
    const conditions = searchConditions(
      [
        { FieldName: 'name', Value: ' 50%_off ' },
        { FieldName: 'LABEL', Value: 'a' },
        { FieldName: 'Exact', Value: 'X1' },
      ],
      fields,
    ).map(compileSql);
    expect(conditions).toEqual([
      { sql: '"p"."name" ilike $1', parameters: ['%50\\%\\_off%'] },
      { sql: "p.number || ' - ' || p.name ilike $1", parameters: ['%a%'] },
      { sql: 'p.code = $1', parameters: ['X1'] },
    ]);
  });

  it('skips entries without a value', () => {
    expect(searchConditions([{ FieldName: 'Name', Value: '  ' }], fields)).toEqual([]);
  });

  it('refuses an unknown FieldName with a 400 naming the searchable ones', () => {
    const search = () => searchConditions([{ FieldName: 'Nmae', Value: 'a' }], fields);
    expect(search).toThrow(ApiError);
    expect(search).toThrow("SearchText FieldName 'Nmae' is not searchable here (use: Name, Label, Exact)");
  });
});

describe('applySearch', () => {
  it('adds one WHERE for each entry with a value', () => {
    const query = applySearch(
      compilingDb.selectFrom('project as p').select('p.id'),
      [
        { FieldName: 'Name', Value: 'north' },
        { FieldName: 'Exact', Value: 'X1' },
      ],
      fields,
    ).compile();
    expect(query.sql).toBe('select "p"."id" from "project" as "p" where "p"."name" ilike $1 and p.code = $2');
    expect(query.parameters).toEqual(['%north%', 'X1']);
  });
});

describe('withoutUserId', () => {
  it("drops the legacy screens' userId entry, whatever its case", () => {
    expect(
      withoutUserId([
        { FieldName: 'UserID', Value: '7' },
        { FieldName: 'Name', Value: 'a' },
      ]),
    ).toEqual([{ FieldName: 'Name', Value: 'a' }]);
  });
});
