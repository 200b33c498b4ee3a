import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config.ts';

/** One report e-mail: its subject, text and attachments, to its recipients. */
export interface ReportMail {
  /** Sent as Bcc: no recipient sees another's address. */
  to: readonly string[];
  subject: string;
  text: string;
  attachments: readonly { filename: string; content: Buffer; contentType: string }[];
  /** The outbox file's name (without folder) when the message is written there. */
  outboxName: string;
}

export interface SentMail {
  /** The message as written to the outbox (.eml), or null when it went out through SMTP. */
  eml: { name: string; content: Buffer } | null;
}

export interface Mailer {
  send(mail: ReportMail): Promise<SentMail>;
  close(): void;
}

/**
 * Sends report mail through SMTP (SMTP_URL), or, with none configured (the embedded default),
 * writes each message whole as an .eml file into `outboxDir`: `npm start` needs no mail server, and
 * the run log links to what would have been sent. An SMTP refusal or timeout rejects, so the run is
 * logged failed and tried again.
 */
export function createMailer(settings: MailSettings, outboxDir: string): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      // Fail an attempt within minutes, not nodemailer's 10-minute socket default: it is retried.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 120_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(message(settings.from, mail));
        return { eml: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(settings.from, mail));
      const content = info.message as Buffer;
      await mkdir(outboxDir, { recursive: true });
      // Written aside and renamed, so whoever watches the outbox never opens half a message.
      const file = path.join(outboxDir, mail.outboxName);
      const partial = `${file}.partial`;
      await writeFile(partial, content);
      await rename(partial, file);
      return { eml: { name: mail.outboxName, content } };
    },
    close: () => transport.close(),
  };
}

/**
 * The recipients go in Bcc only, so no recipient learns the others' addresses (a schedule may mix
 * the office with outside contacts); the To header names no one, as RFC 5322's empty group.
 */
function message(from: string, mail: ReportMail): nodemailer.SendMailOptions {
  return {
    from,
    to: 'undisclosed-recipients:;',
    bcc: [...mail.to],
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((a) => ({ ...a })),
  };
}
