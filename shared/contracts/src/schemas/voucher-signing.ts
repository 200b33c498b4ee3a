import { Type } from 'typebox';
import {
  VoucherSigningMessages as M,
  SIGNING_CODE_LENGTH,
  SIGNING_CONTACT_FIELD_MAX,
  SIGNING_EMAIL_MAX,
  SIGNING_REASON_MAX,
  SIGNING_SIGNATURE_IMAGE_MAX,
  SIGNING_TOKEN_MAX,
  SignatureMethod,
  SignatureRequestEventType,
  SignatureRequestStatus,
} from '../voucher-signing.ts';
import { AttachmentSchema, IdSchema } from './common.ts';

/**
 * The customer's signature request for a T&M voucher (shared/docs/remotes/vouchers.md "Signing"):
 * the office's project contacts, sending and revoking a request, the request's events; and the
 * public signing calls, which carry the request's one-time token in the body (never in a URL, so
 * no log or Referer keeps it) and, after the e-mailed code, the signing proof cookie.
 */

const text = (max: number, field: string, description?: string) =>
  Type.String({
    maxLength: max,
    'x-messages': { maxLength: `${field}: at most ${max} characters` },
    ...(description ? { description } : {}),
  });

/** A project's customer signee. */
export const ProjectContactSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  company: Type.String(),
  email: Type.String(),
});

/** The project whose contacts are listed. */
export const ProjectContactsQuerySchema = Type.Object({ projectId: IdSchema() });

/** Add (id 0) or edit a contact; name and e-mail required, title and company may be blank. */
export const ProjectContactSaveSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: 2147483647, description: '0 adds a contact' }),
  projectId: IdSchema(),
  name: text(SIGNING_CONTACT_FIELD_MAX, 'name'),
  title: text(SIGNING_CONTACT_FIELD_MAX, 'title'),
  company: text(SIGNING_CONTACT_FIELD_MAX, 'company'),
  email: text(SIGNING_EMAIL_MAX, 'email'),
});

export const ProjectContactDeleteSchema = Type.Object({ id: IdSchema() });

/** Send the voucher's current revision (the row the user acted on) to a contact of its project. */
export const SendForSignatureRequestSchema = Type.Object({
  TMVoucherID: IdSchema({ description: "The revision the user acted on: must be the voucher's current one" }),
  contactId: IdSchema(),
});

/** Revoke an open request (its link dies). */
export const SignatureRequestIdSchema = Type.Object({ requestId: IdSchema() });

/** A voucher's requests, by the voucher's id (any revision's row carries it as voucherId). */
export const SignatureRequestsQuerySchema = Type.Object({ voucherId: IdSchema() });

/** One event of a request's append-only log. */
export const SignatureRequestEventSchema = Type.Object({
  id: Type.Integer(),
  event: Type.String({ description: Object.values(SignatureRequestEventType).join(', ') }),
  /** ISO 8601 instant in UTC. */
  at: Type.String(),
  /** The client's address as the API saw it (behind the balancer, the client's). */
  ip: Type.String(),
  userAgent: Type.String(),
  /** What the event carries (a rejection's reason, a reassignment's names, a user's name); '' when nothing. */
  detail: Type.String(),
});

/** A signature request as the office sees it. */
export const SignatureRequestSchema = Type.Object({
  id: Type.Integer(),
  voucherId: Type.Integer(),
  /** The revision sent (its TMVoucherID) and its version. */
  revisionId: Type.Integer(),
  version: Type.Integer(),
  status: Type.String({ description: Object.values(SignatureRequestStatus).join(', ') }),
  /** Whether the request still waits on the customer (Sent or Viewed, not expired). */
  open: Type.Boolean(),
  signeeName: Type.String(),
  signeeTitle: Type.String(),
  signeeCompany: Type.String(),
  signeeEmail: Type.String(),
  sentByName: Type.String(),
  sentAt: Type.String(),
  expiresAt: Type.String(),
  /** Set when signed: as typed by the signer. */
  signerName: Type.String(),
  signerTitle: Type.String(),
  signatureMethod: Type.String({ description: `${Object.values(SignatureMethod).join(', ')}, or ''` }),
  rejectedReason: Type.String(),
  /** ISO instants, '' when not (yet). */
  consentedAt: Type.String(),
  paperRequestedAt: Type.String(),
  signedAt: Type.String(),
  /** SHA-256 (hex) of what the signee was shown, '' before they viewed it. */
  viewedSha256: Type.String(),
  /** The sealed, signed PDF's SHA-256 (hex); '' when there is none. */
  signedPdfSha256: Type.String(),
  events: Type.Array(SignatureRequestEventSchema),
});

/** The signed PDF (office: by request id; signee: right after signing). */
export const SignedPdfSchema = AttachmentSchema;

// ---- Public calls: no console session; each body carries the link's token.

const tokenField = Type.String({
  minLength: 1,
  maxLength: SIGNING_TOKEN_MAX,
  'x-messages': { minLength: M.linkUnusable, maxLength: M.linkUnusable, type: M.linkUnusable },
});

/** Open the link, ask for a new code, view, consent, the signed PDF: the token alone. */
export const SigningTokenRequestSchema = Type.Object({ token: tokenField });

/** What the link shows before the code: enough to know it is for them, nothing of the voucher's content. */
export const SigningOpenAnswerSchema = Type.Object({
  voucherNumber: Type.String(),
  /** The sender's company (the console's organisation name) and name. */
  senderName: Type.String(),
  /** The signee's e-mail with most of it hidden ('j***@example.com'): where the code went. */
  emailHint: Type.String(),
  signeeName: Type.String(),
  expiresAt: Type.String(),
  codeLength: Type.Integer(),
  /** True when a proof cookie for this request is already held (the code was checked before). */
  verified: Type.Boolean(),
});

export const SigningCheckCodeRequestSchema = Type.Object({
  token: tokenField,
  code: Type.String({
    maxLength: 20,
    'x-messages': { maxLength: M.codeFormat(SIGNING_CODE_LENGTH) },
  }),
});

/** The proof is an httpOnly cookie; the answer says until when it holds. */
export const SigningCheckCodeAnswerSchema = Type.Object({ proofExpiresAt: Type.String() });

/** What the signee is shown and signs: the revision's content (hashed as sent: viewedSha256). */
export const SigningViewSchema = Type.Object({
  voucherNumber: Type.String(),
  version: Type.Integer(),
  projectNumber: Type.String(),
  projectName: Type.String(),
  taskNumber: Type.String(),
  taskName: Type.String(),
  /** 'YYYY-MM-DD' */
  createdDate: Type.String(),
  employeeName: Type.String(),
  notes: Type.String(),
  companySignerName: Type.String(),
  labour: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      employeeName: Type.String(),
      payCode: Type.String(),
      hours: Type.Number(),
    }),
  ),
  materials: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Number(), unit: Type.String() })),
  equipment: Type.Array(Type.Object({ name: Type.String(), hours: Type.Number() })),
  /** The revision's photos by name (their images are in the PDF). */
  photos: Type.Array(Type.Object({ name: Type.String() })),
  /** The statement of intent the signee agrees to by signing (stored with the signature). */
  intentStatement: Type.String(),
  /** The e-signature consent text (separate, optional step). */
  consentStatement: Type.String(),
  consentedAt: Type.String(),
  /** SHA-256 (hex) of this view's content as recorded in the log. */
  sha256: Type.String(),
});

/** The revision's PDF for the signee (the same drawing the office sees). */
export const SigningPdfSchema = AttachmentSchema;

export const SigningPaperRequestSchema = Type.Object({
  token: tokenField,
  note: text(SIGNING_REASON_MAX, 'note'),
});

export const SigningSignRequestSchema = Type.Object({
  token: tokenField,
  signerName: text(SIGNING_CONTACT_FIELD_MAX, 'signerName'),
  signerTitle: text(SIGNING_CONTACT_FIELD_MAX, 'signerTitle'),
  /** The signee ticked the statement of intent (SigningView.intentStatement); required true. */
  intentAccepted: Type.Boolean(),
  signatureMethod: Type.Union([Type.Literal(SignatureMethod.Drawn), Type.Literal(SignatureMethod.Typed)], {
    'x-messages': { anyOf: M.signatureMethod },
  }),
  /** Drawn: a 'data:image/png;base64,…' URL; typed: the typed name. */
  signature: Type.String({
    maxLength: SIGNING_SIGNATURE_IMAGE_MAX,
    'x-messages': { maxLength: M.signatureTooLarge },
  }),
});

export const SigningRejectRequestSchema = Type.Object({
  token: tokenField,
  reason: text(SIGNING_REASON_MAX, 'reason'),
});

export const SigningReassignRequestSchema = Type.Object({
  token: tokenField,
  name: text(SIGNING_CONTACT_FIELD_MAX, 'name'),
  title: text(SIGNING_CONTACT_FIELD_MAX, 'title'),
  email: text(SIGNING_EMAIL_MAX, 'email'),
});

/** After sign, reject, reassign, consent or a paper request: where the request now stands. */
export const SigningDoneAnswerSchema = Type.Object({
  status: Type.String({ description: Object.values(SignatureRequestStatus).join(', ') }),
  /** Signed: whether the signed PDF can be fetched (SignedPdf) with the proof. */
  signedPdfAvailable: Type.Boolean(),
});
