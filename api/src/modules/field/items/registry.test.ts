import { FieldItemKinds, FieldPushItemSchemas } from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { FIELD_ITEMS } from './registry.ts';

describe('the field item registry', () => {
  it('defines every kind the contracts name, with its contract schema, and no other', () => {
    expect([...FIELD_ITEMS.keys()].sort()).toEqual([...FieldItemKinds].sort());
    for (const [kind, definition] of FIELD_ITEMS) {
      expect(definition.schema).toBe(FieldPushItemSchemas[kind as keyof typeof FieldPushItemSchemas]);
    }
  });
});
