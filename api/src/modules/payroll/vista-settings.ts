import type { PayrollFileSettings } from '@tac/contracts';

/**
 * Where Vista files the batch's timecards (shared/docs/payroll-export.md "Viewpoint Vista"): its
 * payroll company (also the job cost company), payroll group and payment sequence, as the office
 * set them up in Vista. Each is a Vista tinyint key, so a whole number from 1 to 255.
 */
export type VistaSettings = PayrollFileSettings['vista'];

/** Vista's first company, group and sequence: what a single-company office has. */
export const DEFAULT_VISTA_SETTINGS: Readonly<VistaSettings> = { company: 1, prGroup: 1, paySeq: 1 };

const VARIABLES: Readonly<Record<keyof VistaSettings, string>> = {
  company: 'TAC_VISTA_COMPANY',
  prGroup: 'TAC_VISTA_PR_GROUP',
  paySeq: 'TAC_VISTA_PAY_SEQ',
};

function parseKey(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > 255)
    throw new Error(`${name} must be a whole number from 1 to 255 (a Vista key), got '${value}'`);
  return n;
}

/** The three from the environment, each defaulting on its own; a bad one stops the start naming it. */
export function parseVistaSettings(env: NodeJS.ProcessEnv): VistaSettings {
  const read = (key: keyof VistaSettings) =>
    parseKey(VARIABLES[key], env[VARIABLES[key]], DEFAULT_VISTA_SETTINGS[key]);
  return { company: read('company'), prGroup: read('prGroup'), paySeq: read('paySeq') };
}
