import { describe, expect, it } from 'vitest';
import { schemaMisfit } from './schema-fit.ts';

describe('schemaMisfit: whether a build runs on the schema it finds (rolling upgrades)', () => {
  const known = ['0001_initial', '0002_lists', '0003_sessions'];

  it('fits the schema it made, and a newer build’s expand steps beside it', () => {
    expect(schemaMisfit(known, known)).toBeNull();
    expect(schemaMisfit(known, [...known, '0004_note_column', '0005_note_index'])).toBeNull();
  });

  it('is not ready while one of its own migrations is missing, whatever else is applied', () => {
    expect(schemaMisfit(known, ['0001_initial', '0003_sessions'])).toBe('database migrations not applied');
    expect(schemaMisfit(known, ['0001_initial', '0002_lists', '0004_note_column'])).toBe(
      'database migrations not applied',
    );
  });

  it('stands aside for a contract step that requires a newer build than itself, not one it is new enough for', () => {
    expect(schemaMisfit(known, [...known, '0004_note_column', '0005_requires_0004_drop_old_note'])).toBe(
      'database schema needs a newer build (0005_requires_0004_drop_old_note)',
    );
    expect(
      schemaMisfit(
        [...known, '0004_note_column'],
        [...known, '0004_note_column', '0005_requires_0004_drop_old_note'],
      ),
    ).toBeNull();
    expect(schemaMisfit(known, [...known, '0004_requires_0003_drop_lists_flag'])).toBeNull();
  });
});
