import {
  ATTESTATION_FILTER_OPTIONS,
  AttestationStatus,
  IntegrationStatus,
  type TimecardRecord,
} from '@tac/contracts';
import type { CellColor, CellGlyph } from '@tac/ui/table';

/**
 * Which rows show their units: a row repeating an earlier row's record id and device id on the same
 * page shows blank units, so units are counted once (spec 000 §4).
 */
export function unitsShown(rows: readonly Pick<TimecardRecord, 'timeRecordID' | 'deviceID'>[]): boolean[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = `${row.timeRecordID}:${row.deviceID}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Attestation statuses that have a PDF behind the eye icon (spec 000 §4). */
export function hasAttestation(status: string | null | undefined): boolean {
  return (
    status === AttestationStatus.Approved ||
    status === AttestationStatus.Rejected ||
    status === AttestationStatus.Override
  );
}

/** Spec 000 §4: Approved green, Rejected red, Override blue, None without colour. */
export function attestationColor(status: string | null | undefined): 'green' | 'red' | 'blue' | null {
  switch (status) {
    case AttestationStatus.Approved:
      return 'green';
    case AttestationStatus.Rejected:
      return 'red';
    case AttestationStatus.Override:
      return 'blue';
    default:
      return null;
  }
}

/** How the Integration Status column shows a line's state: an icon in a colour and its word. */
export type IntegrationShown = { glyph: CellGlyph; color: CellColor; label: IntegrationStatus } | null;

const INTEGRATION_SHOWN: Record<IntegrationStatus, Exclude<IntegrationShown, null>> = {
  // Payroll took it: done.
  Processed: { glyph: 'check-circle', color: 'green', label: 'Processed' },
  // Sent, payroll has not answered yet.
  Exported: { glyph: 'send', color: 'blue', label: 'Exported' },
  // Not sent yet.
  New: { glyph: 'hourglass', color: 'gray', label: 'New' },
  // Corrected since payroll had it: the next batch sends it again (shared/docs/payroll-export.md).
  Changed: { glyph: 'resend', color: 'orange', label: 'Changed' },
  // Payroll's result file rejected it: the office corrects it.
  Error: { glyph: 'alert', color: 'red', label: 'Error' },
};

/**
 * Spec 000 §4 gives Processed and Exported one green check and New an hourglass, the word on hover
 * only; each state here has its own icon and colour and shows its word (a departure:
 * docs/remotes/timecards.md), so Exported and Processed, New and Changed read apart at a glance.
 * Any other value is blank; the case of the value does not matter.
 */
export function integrationShown(intStatus: string | null | undefined): IntegrationShown {
  const status = (intStatus ?? '').trim().toLowerCase();
  const known = Object.values(IntegrationStatus).find((s) => s.toLowerCase() === status);
  return known ? INTEGRATION_SHOWN[known] : null;
}

/** The attestation filter's SearchText value: the chosen labels in the options' order, space-joined (spec 000 §9). */
export function attestationFilterValue(chosen: readonly string[]): string {
  return ATTESTATION_FILTER_OPTIONS.filter((option) => chosen.includes(option)).join(' ');
}

/** The filter's value read back into the chosen labels. */
export function attestationSelection(value: string): AttestationStatus[] {
  const words = value.split(' ');
  return ATTESTATION_FILTER_OPTIONS.filter((option) => words.includes(option));
}
