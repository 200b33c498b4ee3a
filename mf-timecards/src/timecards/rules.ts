import {
  ATTESTATION_FILTER_OPTIONS,
  AttestationStatus,
  IntegrationStatus,
  type TimecardRecord,
} from '@tac/contracts';

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

export type IntegrationIcon = { icon: 'check' | 'hourglass' | 'error'; label: string } | null;

/**
 * Spec 000 §4: Processed or Exported → a green check, New → an hourglass, anything else blank;
 * Changed (corrected after export, waiting for the next batch: shared/docs/payroll-export.md) → an
 * hourglass too, and Error (payroll's result file rejected it, for the office to correct) → a red
 * mark.
 */
export function integrationIcon(intStatus: string | null | undefined): IntegrationIcon {
  const status = (intStatus ?? '').trim().toLowerCase();
  if (status === IntegrationStatus.Processed.toLowerCase()) return { icon: 'check', label: 'Processed' };
  if (status === IntegrationStatus.Exported.toLowerCase()) return { icon: 'check', label: 'Exported' };
  if (status === IntegrationStatus.New.toLowerCase()) return { icon: 'hourglass', label: 'New' };
  if (status === IntegrationStatus.Changed.toLowerCase()) return { icon: 'hourglass', label: 'Changed' };
  if (status === IntegrationStatus.Error.toLowerCase()) return { icon: 'error', label: 'Error' };
  return null;
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
