import { randomBytes } from 'node:crypto';
import { VoucherSigningMessages as M, SIGNING_CODE_LENGTH, signingLink } from '@tac/contracts';

/**
 * The signing request's e-mail, through the reports' mailer (SMTP, or the data folder's outbox when
 * none is set, so `npm start` shows what would be sent). Plain text: the link and code are the
 * only things a signee needs, and a text message shows them whatever the mail program.
 */
/**
 * The mailer the mail goes through: the console's (api/src/mail/mailer.ts createMailer), handed in by
 * app.ts, so this module needs nothing of reports' (reports reads vouchers for its T&M reports).
 */
export interface SigningMailer {
  send(mail: {
    /** Sent as Bcc. */
    to: readonly string[];
    subject: string;
    text: string;
    attachments: readonly { filename: string; content: Buffer; contentType: string }[];
    /** The outbox file's name when no SMTP server is set. */
    outboxName: string;
  }): Promise<unknown>;
}

export interface SigningMail {
  mailer: SigningMailer;
  /** The console's public origin for the link (TAC_PUBLIC_URL, else the request's own). */
  origin: string;
}

let written = 0;
/** In the order written (a time, then this process's count), unique across replicas by its random end. */
const outboxName = (what: string) =>
  `signing-${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++written).padStart(6, '0')}-${what}-${randomBytes(3).toString('hex')}.eml`;

export function mailSignatureRequest(
  mail: SigningMail,
  to: { name: string; email: string },
  voucher: {
    voucherNumber: string;
    projectName: string;
    senderName: string;
    expiresAt: Date;
    /** A reminder (reminders.ts): its link replaces the earlier one. */
    reminder?: boolean;
  },
  token: string,
) {
  return mail.mailer.send({
    to: [to.email],
    subject: `${voucher.reminder ? 'Reminder: ' : ''}${M.mailSubject(voucher.voucherNumber)}`,
    text: [
      `Hello ${to.name},`,
      '',
      `${voucher.senderName} asks you to review and sign T&M voucher ${voucher.voucherNumber} (${voucher.projectName}).`,
      '',
      ...(voucher.reminder
        ? ['This is a reminder. Use the link below: the one in the earlier e-mail no longer works.', '']
        : []),
      `Open it here: ${signingLink(mail.origin, token)}`,
      '',
      `The link works until ${voucher.expiresAt.toUTCString()}. When you open it we e-mail you a ${SIGNING_CODE_LENGTH}-digit code to enter.`,
      '',
      M.doNotForward,
    ].join('\r\n'),
    attachments: [],
    outboxName: outboxName(voucher.reminder ? 'reminder' : 'request'),
  });
}

export function mailCode(mail: SigningMail, to: { name: string; email: string }, code: string) {
  return mail.mailer.send({
    to: [to.email],
    subject: M.mailCodeSubject,
    text: [
      `Hello ${to.name},`,
      '',
      `Your code to sign the T&M voucher: ${code}`,
      '',
      'It works once, for a short time. If you did not open a signing link, ignore this e-mail.',
    ].join('\r\n'),
    attachments: [],
    outboxName: outboxName('code'),
  });
}

/** A note to the sender (a paper request, a rejection, a signing), with the signed PDF when there is one. */
export function mailNote(
  mail: SigningMail,
  to: readonly string[],
  subject: string,
  lines: readonly string[],
  pdf?: { filename: string; content: Uint8Array },
) {
  return mail.mailer.send({
    to: to.filter((address) => address !== ''),
    subject,
    text: lines.join('\r\n'),
    attachments: pdf
      ? [{ filename: pdf.filename, content: Buffer.from(pdf.content), contentType: 'application/pdf' }]
      : [],
    outboxName: outboxName('note'),
  });
}
