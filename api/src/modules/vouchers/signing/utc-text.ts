/**
 * An ISO instant as the certificate prints it, in UTC to the second ('2026-12-07 13:05:22 UTC'),
 * the same for every reader wherever they are. Text that is not an instant prints as it came, so
 * a proof is never dropped for its format.
 */
export function utcText(iso: string | null): string {
  if (iso === null) return 'not recorded';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
