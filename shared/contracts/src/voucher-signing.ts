/**
 * The customer's signature request for a T&M voucher (shared/docs/remotes/vouchers.md "Signing"):
 * the office sends a Ready for Review voucher's current revision to a contact of its project; the
 * contact opens the one-time link, proves the e-mail with a code, views, consents, then signs or
 * rejects (the lifecycle's customerSign / customerReject by the actor 'customer') or hands it to
 * someone else. Every step is an event of the request's append-only log; the status follows it.
 */

import type { Static } from 'typebox';
import type {
  ProjectContactDeleteSchema,
  ProjectContactSaveSchema,
  ProjectContactSchema,
  ProjectContactsQuerySchema,
  SendForSignatureRequestSchema,
  SignatureRequestEventSchema,
  SignatureRequestIdSchema,
  SignatureRequestSchema,
  SignatureRequestsQuerySchema,
  SigningCheckCodeAnswerSchema,
  SigningCheckCodeRequestSchema,
  SigningDoneAnswerSchema,
  SigningOpenAnswerSchema,
  SigningPaperRequestSchema,
  SigningReassignRequestSchema,
  SigningRejectRequestSchema,
  SigningSignRequestSchema,
  SigningTokenRequestSchema,
  SigningViewSchema,
} from './schemas/voucher-signing.ts';

/** Where a request stands, as its event log says. */
export const SignatureRequestStatus = {
  Sent: 'Sent',
  Viewed: 'Viewed',
  Signed: 'Signed',
  Rejected: 'Rejected',
  Expired: 'Expired',
  /** A new device revision (or the voucher moved on) made what was sent stale. */
  Voided: 'Voided',
  /** The office took the request back. */
  Revoked: 'Revoked',
} as const;
export type SignatureRequestStatus = (typeof SignatureRequestStatus)[keyof typeof SignatureRequestStatus];

export const SIGNATURE_REQUEST_STATUS_LABELS: Readonly<Record<SignatureRequestStatus, string>> = {
  Sent: 'Sent',
  Viewed: 'Viewed',
  Signed: 'Signed',
  Rejected: 'Rejected',
  Expired: 'Expired',
  Voided: 'Voided',
  Revoked: 'Revoked',
};

/** The statuses a request still waits on the customer in (one such request per voucher). */
export const OPEN_SIGNATURE_REQUEST_STATUSES: readonly SignatureRequestStatus[] = ['Sent', 'Viewed'];

/** The events of a request's log (append-only). */
export const SignatureRequestEventType = {
  Sent: 'sent',
  Opened: 'opened',
  CodeSent: 'codeSent',
  CodeChecked: 'codeChecked',
  CodeFailed: 'codeFailed',
  Consented: 'consented',
  Viewed: 'viewed',
  Signed: 'signed',
  Rejected: 'rejected',
  Reassigned: 'reassigned',
  Expired: 'expired',
  Voided: 'voided',
  Revoked: 'revoked',
  PaperRequested: 'paperRequested',
  /** Nobody answered: mailed again with a new link (the earlier one dies). */
  Reminded: 'reminded',
} as const;
export type SignatureRequestEventType =
  (typeof SignatureRequestEventType)[keyof typeof SignatureRequestEventType];

/** What the voucher screen's log calls each event. */
export const SIGNATURE_REQUEST_EVENT_LABELS: Readonly<Record<SignatureRequestEventType, string>> = {
  sent: 'Sent for signature',
  opened: 'Link opened',
  codeSent: 'Code e-mailed',
  codeChecked: 'Code checked',
  codeFailed: 'Wrong code',
  consented: 'Consented to sign electronically',
  viewed: 'Voucher viewed',
  signed: 'Signed',
  rejected: 'Rejected',
  reassigned: 'Handed to another person',
  expired: 'Link expired',
  voided: 'Voided by a new revision',
  revoked: 'Revoked by the office',
  paperRequested: 'Asked for paper instead',
  reminded: 'Reminder sent (new link)',
};

/** How the signee signed. */
export const SignatureMethod = { Drawn: 'drawn', Typed: 'typed' } as const;
export type SignatureMethod = (typeof SignatureMethod)[keyof typeof SignatureMethod];

/** The one-time code's digits and how many wrong tries kill it (a new one must then be sent). */
export const SIGNING_CODE_LENGTH = 6;
export const SIGNING_CODE_ATTEMPTS = 5;
/** Longest contact name, title, company; e-mail; reason or note; the link's token as typed. */
export const SIGNING_CONTACT_FIELD_MAX = 100;
export const SIGNING_EMAIL_MAX = 254;
export const SIGNING_REASON_MAX = 500;
export const SIGNING_TOKEN_MAX = 100;
/** A drawn signature's PNG data URL, at most (a pad's drawing is well under it). */
export const SIGNING_SIGNATURE_IMAGE_MAX = 400_000;

/** The console's public signing page: `/sign/<token>` on the console's public origin. */
export const SIGNING_PAGE_PATH = '/sign';
export const signingLink = (origin: string, token: string): string =>
  `${origin.replace(/\/+$/, '')}${SIGNING_PAGE_PATH}/${token}`;

/** The statement the signer accepts by signing; stored with the signature, shown on the page. */
export const SIGNING_INTENT_STATEMENT =
  'By signing I confirm that the labour, materials and equipment on this T&M voucher were provided as shown, and I intend my electronic signature to have the same effect as my handwritten signature.';

/** The e-signature consent (optional, separate step; paper can be asked for instead). */
export const SIGNING_CONSENT_STATEMENT =
  'I agree to receive and sign this T&M voucher electronically. I may ask for a paper copy to sign instead.';

/** The signature request's texts, shared by the API, the office screen and the public page. */
export const VoucherSigningMessages = {
  /** Every public refusal of a link (guessed, altered, used, expired, revoked, voided): one text. */
  linkUnusable:
    'This signing link cannot be used. It may have expired or been replaced; ask the sender for a new one.',
  /** Every public refusal of a step that needs the e-mailed code first (no proof, or a stale one). */
  codeNeeded: 'Enter the code we e-mailed you first.',
  codeFormat: (length: number) => `code: enter the ${length}-digit code from the e-mail`,
  /** A wrong code: the same text whatever is wrong (a dead code included), with tries left when any. */
  codeWrong: 'That code is not right. Check the e-mail and try again, or ask for a new code.',
  codeDead: 'That code can no longer be used. Ask for a new code.',
  codeSent: (emailHint: string) => `We e-mailed a code to ${emailHint}.`,
  /** 429 on the public calls. */
  tooMany: 'Too many attempts. Wait a few minutes and try again.',
  /** Public sign must view first. */
  viewFirst: 'Open the voucher before signing it.',
  intentRequired: 'intentAccepted: tick the statement to sign',
  signerNameRequired: 'signerName: enter your name',
  signatureRequired: 'signature: draw or type your signature',
  signatureImage: 'signature: a drawn signature must be a PNG image (data:image/png;base64,…)',
  signatureTooLarge: 'signature: the drawn signature is too large',
  signatureMethod: "signatureMethod: must be 'drawn' or 'typed'",
  reasonRequired: 'reason: enter why you reject the voucher',
  reassignNameRequired: 'name: enter the name of the person to sign',
  emailInvalid: (field: string) => `${field}: enter a valid e-mail address`,
  reassignSame: 'email: this is already the person asked to sign',
  signed: 'Thank you: the voucher is signed. A copy is on its way to you by e-mail.',
  rejected: 'The voucher is rejected; the sender is told your reason.',
  reassigned: (name: string) => `The request is sent to ${name}; this link no longer works.`,
  consented: 'Thank you: you agreed to sign electronically.',
  paperRequested: 'The sender is told you want to sign on paper.',
  // ---- The office's
  contactNotFound: 'Contact not found',
  contactNameRequired: 'name: enter the contact’s name',
  contactSaved: (name: string) => `Contact ${name} saved`,
  contactDeleted: (name: string) => `Contact ${name} removed`,
  contactOtherProject: "contactId: the contact is not one of this voucher's project",
  requestNotFound: 'Signature request not found',
  /** 409: the voucher is not Ready for Review (only a company-signed voucher goes to the customer). */
  notReady: (statusLabel: string) =>
    `A voucher that is ${statusLabel} cannot be sent for signature; it must be Ready for Review`,
  alreadyOpen: 'This voucher already has an open signature request; revoke it first to send another',
  sent: (voucherNumber: string, name: string) => `Voucher ${voucherNumber} sent to ${name} for signature`,
  revoked: 'Signature request revoked: its link no longer works',
  notOpen: 'This signature request is no longer open; nothing was changed',
  /** 409 on a lifecycle move while a request is open (the voucher is frozen). */
  frozen: (voucherNumber: string) =>
    `Voucher ${voucherNumber} is out for the customer's signature; revoke the request before changing it`,
  noSignedPdf: 'This request has no signed PDF',
  // ---- E-mail
  mailSubject: (voucherNumber: string) => `T&M voucher ${voucherNumber}: please review and sign`,
  mailCodeSubject: 'Your signing code',
  mailSignedSubject: (voucherNumber: string) => `T&M voucher ${voucherNumber}: signed`,
  mailPaperSubject: (voucherNumber: string) => `T&M voucher ${voucherNumber}: paper requested`,
  mailRejectedSubject: (voucherNumber: string) => `T&M voucher ${voucherNumber}: rejected by the customer`,
  doNotForward: 'This link is for you alone: do not forward this e-mail.',
} as const;

export type ProjectContact = Static<typeof ProjectContactSchema>;
export type ProjectContactsQuery = Static<typeof ProjectContactsQuerySchema>;
export type ProjectContactSave = Static<typeof ProjectContactSaveSchema>;
export type ProjectContactDelete = Static<typeof ProjectContactDeleteSchema>;
export type SendForSignatureRequest = Static<typeof SendForSignatureRequestSchema>;
export type SignatureRequestId = Static<typeof SignatureRequestIdSchema>;
export type SignatureRequestsQuery = Static<typeof SignatureRequestsQuerySchema>;
export type SignatureRequestEvent = Static<typeof SignatureRequestEventSchema>;
/** A request as the office sees it, with its events (oldest first). */
export type SignatureRequest = Static<typeof SignatureRequestSchema>;
export type SigningTokenRequest = Static<typeof SigningTokenRequestSchema>;
export type SigningOpenAnswer = Static<typeof SigningOpenAnswerSchema>;
export type SigningCheckCodeRequest = Static<typeof SigningCheckCodeRequestSchema>;
export type SigningCheckCodeAnswer = Static<typeof SigningCheckCodeAnswerSchema>;
export type SigningView = Static<typeof SigningViewSchema>;
export type SigningPaperRequest = Static<typeof SigningPaperRequestSchema>;
export type SigningSignRequest = Static<typeof SigningSignRequestSchema>;
export type SigningRejectRequest = Static<typeof SigningRejectRequestSchema>;
export type SigningReassignRequest = Static<typeof SigningReassignRequestSchema>;
export type SigningDoneAnswer = Static<typeof SigningDoneAnswerSchema>;
