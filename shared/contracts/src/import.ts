import type { Static } from 'typebox';
import type { ImportRequestSchema, ImportResultSchema, ImportRowErrorSchema } from './schemas/import.ts';

/** Any CSV import's body, refused row and answer (schemas/import.ts); type-only, no TypeBox in bundles. */
export type ImportRequest = Static<typeof ImportRequestSchema>;
export type ImportRowError = Static<typeof ImportRowErrorSchema>;
export type ImportResult = Static<typeof ImportResultSchema>;
