import type { FastifyRequest } from 'fastify';
import type { SigningMail, SigningMailer } from './mail.ts';
import type { BuildSignedPdf } from './signed-copy.ts';

/** How long a signing link lives unless TAC_SIGNING_LINK_DAYS says otherwise (shared/docs/settings.md). */
export const DEFAULT_SIGNING_LINK_DAYS = 7;
export const SIGNING_LINK_DAYS_MAX = 60;

/** What the signing routes need from the start's settings. */
export interface SigningSettings {
  /** TAC_SIGNING_LINK_DAYS: days a request's link works. */
  linkDays: number;
  /** TAC_TIME_ZONE, for the revision's PDF. */
  timeZone: string;
  /** The mailer and the public origin a request's links are made on. */
  mailFor(request: FastifyRequest): SigningMail;
  /** The proof cookie's path (the public calls' path under TAC_PUBLIC_URL's) and whether it is Secure. */
  cookiePath: string;
  secureCookie(request: FastifyRequest): boolean;
  /** The sealed PDF's maker (signed-copy.ts); none, and signings are stored without their copy. */
  buildSignedPdf: BuildSignedPdf | undefined;
}

/**
 * The signing settings from the start's: links on TAC_PUBLIC_URL when set (the console's address as
 * customers reach it), else on the origin the office's request came to (the balancer trusted as
 * configured, so its host and scheme are the client's).
 */
export function signingSettings(options: {
  linkDays: number | undefined;
  timeZone: string;
  publicUrl: string | undefined;
  mailer: SigningMailer;
  buildSignedPdf?: BuildSignedPdf;
}): SigningSettings {
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : undefined;
  const base = publicUrl ? publicUrl.pathname.replace(/\/+$/, '') : '';
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return {
    linkDays: options.linkDays ?? DEFAULT_SIGNING_LINK_DAYS,
    timeZone: options.timeZone,
    mailFor: (request) => ({ mailer: options.mailer, origin: originOf(request) }),
    cookiePath: `${base}/api/Sign`,
    buildSignedPdf: options.buildSignedPdf,
    secureCookie: (request) => (publicUrl ? publicUrl.protocol === 'https:' : request.protocol === 'https'),
  };
}

/** TAC_SIGNING_LINK_DAYS: a whole number of days, 1 to SIGNING_LINK_DAYS_MAX; refused at start otherwise. */
export function parseSigningLinkDays(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > SIGNING_LINK_DAYS_MAX)
    throw new Error(
      `TAC_SIGNING_LINK_DAYS must be a whole number of days from 1 to ${SIGNING_LINK_DAYS_MAX}, got '${value}'`,
    );
  return days;
}
