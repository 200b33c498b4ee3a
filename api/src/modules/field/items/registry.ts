import dailyDetail from './daily-detail.ts';
import type { AnyFieldItemDefinition } from './definition.ts';
import issueNote from './issue-note.ts';
import timecard from './timecard.ts';
import voucher from './voucher.ts';

/**
 * Every kind of item a device pushes, by its `kind` (shared/docs/adding.md "A new field item"): a
 * new kind is a file here (its FieldItemDefinition) and its line below; the push's checks and
 * writes, the attachments and the OpenAPI document follow from it.
 */
export const FIELD_ITEMS: ReadonlyMap<string, AnyFieldItemDefinition> = new Map(
  [timecard, issueNote, dailyDetail, voucher].map((definition) => [definition.kind, definition]),
);
