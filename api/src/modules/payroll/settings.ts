import { PAYROLL_LAYOUTS, type PayrollLayout } from '@tac/contracts';
import { DEFAULT_VISTA_SETTINGS, type VistaSettings } from './vista-settings.ts';

/**
 * The office's payroll set-up a batch's files follow (shared/docs/payroll-export.md, settings.md):
 * Vista's keys, and which layouts each batch makes (`TAC_PAYROLL_LAYOUTS`): a layout left out is not
 * made and its mappings are not asked for.
 */
export interface PayrollSettings {
  vista: VistaSettings;
  layouts: readonly PayrollLayout[];
}

export const DEFAULT_PAYROLL_SETTINGS: Readonly<PayrollSettings> = {
  vista: DEFAULT_VISTA_SETTINGS,
  layouts: PAYROLL_LAYOUTS,
};

/**
 * TAC_PAYROLL_LAYOUTS: the layout ids each batch makes, comma separated; unset or empty: every
 * layout. An id no layout has stops the start naming it.
 */
export function parsePayrollLayouts(value: string | undefined): PayrollLayout[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) return [...PAYROLL_LAYOUTS];
  for (const id of ids)
    if (!(PAYROLL_LAYOUTS as readonly string[]).includes(id))
      throw new Error(`TAC_PAYROLL_LAYOUTS: '${id}' is not a payroll layout (${PAYROLL_LAYOUTS.join(', ')})`);
  // In the definitions' order, each once.
  return PAYROLL_LAYOUTS.filter((id) => ids.includes(id));
}

/** The settings from the API's configuration, each part's default where it says nothing. */
export const payrollSettingsOf = (config: {
  vista?: VistaSettings | undefined;
  payrollLayouts?: readonly PayrollLayout[] | undefined;
}): PayrollSettings => ({
  vista: config.vista ?? DEFAULT_PAYROLL_SETTINGS.vista,
  layouts: config.payrollLayouts ?? DEFAULT_PAYROLL_SETTINGS.layouts,
});
