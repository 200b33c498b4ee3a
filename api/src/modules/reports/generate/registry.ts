import type { ReportDefinition } from './definition.ts';
import t01 from './types/t01-unit-notes-install-rates.ts';
import t21 from './types/t21-unit-notes-hours-per-unit.ts';

/** Every report type by its code (spec 001 §3.5; there is no code 10). */
export const REPORT_DEFINITIONS: ReadonlyMap<number, ReportDefinition> = new Map(
  [t01, t21].map((definition) => [definition.code, definition]),
);
