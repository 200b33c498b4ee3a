import {
  ButtonClaim,
  isRecipientEmail,
  VoucherSigningMessages as M,
  type ProjectContactSave,
  SIGNATURE_REQUEST_EVENT_LABELS,
  SIGNATURE_REQUEST_STATUS_LABELS,
  type SignatureRequest,
  type SignatureRequestEventType,
  type SignatureRequestStatus,
  type VoucherRecord,
  VoucherStatus,
} from '@tac/contracts';

/**
 * Whether the user may send the row's voucher for signature: the claim, the voucher Ready for
 * Review (signed for the company) and no request open (the server refuses a second, 409).
 */
export const canSendForSignature = (row: VoucherRecord, claims: readonly string[]): boolean =>
  claims.includes(ButtonClaim.TMVoucherSendForSignature) &&
  row.voucherStatus === VoucherStatus.ReadyForReview &&
  !row.signatureRequestOpen;

/** Whether the user may revoke the request: the same claim, and the request still open. */
export const canRevoke = (request: SignatureRequest, claims: readonly string[]): boolean =>
  request.open && claims.includes(ButtonClaim.TMVoucherSendForSignature);

/** A new contact's problems, each under the field the API names (name, email). */
export function contactProblems(
  contact: Omit<ProjectContactSave, 'id' | 'projectId'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!contact.name.trim()) problems.name = M.contactNameRequired;
  if (!isRecipientEmail(contact.email.trim().toLowerCase())) problems.email = M.emailInvalid('email');
  return problems;
}

/** A message beside its field, without the field's wire name the label already says. */
export const besideText = (message: string): string => message.replace(/^[A-Za-z]+: /, '');

/** A request's status as the screen words it (a status this build does not know, as sent). */
export const requestStatusLabel = (status: string): string =>
  SIGNATURE_REQUEST_STATUS_LABELS[status as SignatureRequestStatus] ?? status;

export const eventLabel = (event: string): string =>
  SIGNATURE_REQUEST_EVENT_LABELS[event as SignatureRequestEventType] ?? event;

/** An instant in the user's zone, with the zone's name. */
export const localTime = (iso: string): string =>
  iso
    ? new Date(iso).toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      })
    : '';

/** The same instant in UTC, as the signed PDF's certificate writes it (YYYY-MM-DD HH:mm:ss UTC). */
export const utcTime = (iso: string): string =>
  iso ? `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC` : '';

/** To whom: the signee's name, title and company, and their address. */
export const signeeText = (r: SignatureRequest): string =>
  `${[r.signeeName, r.signeeTitle, r.signeeCompany].filter(Boolean).join(', ')} <${r.signeeEmail}>`;
