import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PayrollLayout } from '@tac/contracts';
import { CLOSE_REMINDER_HOURS_MAX, type LandingVariant, type PasswordSignIn } from '@tac/contracts';
import { canonicalTimeZone, systemTimeZone } from '@tac/contracts/calendar';
import { OWASP_SCRYPT_COST, type ScryptCost } from './auth/password.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { parsePasswordSignIn, parseSsoSettings, type SsoSettings } from './modules/account/sso/settings.ts';
import { parsePayrollLayouts } from './modules/payroll/settings.ts';
import { parseVistaSettings, type VistaSettings } from './modules/payroll/vista-settings.ts';
import { type CandidateFailureBound, parseCandidateFailureBound } from './modules/remotes/failure-bound.ts';
import { parseRemoteOrigins } from './modules/remotes/origins.ts';
import { parseSigningMail, type SigningMailSettings } from './modules/vouchers/signing/mail-settings.ts';
import { parseSigningLinkDays } from './modules/vouchers/signing/settings.ts';
import {
  type DocumentSigningKey,
  parseDocumentSigningSettings,
} from './modules/vouchers/signing/signing-key.ts';

/** The repository root: api/src/config.ts sits two folders below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the data lives: a real PostgreSQL by URL, PGlite in a folder, or PGlite in memory (tests),
 * which may start from a dump (`loadDataDir`, a tarball from OpenDatabase.dumpDataDir).
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: string };

/** The PostgreSQL URL a target names, if it names one (a copy by `pg_dump` or `COPY` needs it). */
export const postgresUrlOf = (target: DatabaseTarget): string | undefined =>
  'url' in target ? target.url : undefined;

export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Seed demo users and data on a database that has no users yet. */
  demo: boolean;
  /** Single sign-on (TAC_SSO_*); undefined hides the button and closes the SSO calls. */
  sso: SsoSettings | undefined;
  /** 'admin-only' refuses password sign-in to everyone but SystemAdmin (TAC_PASSWORD_SIGN_IN). */
  passwordSignIn: PasswordSignIn;
  landingVariant: LandingVariant;
  /** Optional rollout file (stable pins and candidates per remote). */
  remotesFile: string | undefined;
  /**
   * TAC_REMOTE_ORIGINS: the origins (a CDN) a rollout may serve remote entries from; they alone widen
   * the CSP. Empty: every remote is served by this API (modules/remotes/origins.ts).
   */
  remoteOrigins: string[];
  /** Overrides the signing secret kept in the database (replicas then must share this value). */
  jwtSecret: string | undefined;
  /**
   * Fastify's trustProxy: behind a load balancer, exactly its addresses or ranges (comma-separated),
   * so the client address used for sign-in limits is the real one (http/trust-proxy.ts).
   */
  trustProxy: false | string;
  /**
   * The IANA time zone whose calendar decides "today" for work dates (a forecast date is past once
   * this zone's today is later). Default: the server's own zone.
   */
  timeZone: string;
  /** Shown on the sign-in page and in the side menu, where users look for help; null hides it. */
  supportEmail: string | null;
  /**
   * The data folder (TAC_DATA_DIR, default ./data): PGlite's files when embedded, and the outbox
   * where report mail is written when no SMTP server is configured.
   */
  dataDir: string;
  /** Report mail. */
  mail: MailSettings;
  /**
   * Whether this process runs the report scheduler and its workers (TAC_SCHEDULER=0 turns them off
   * on a replica; another replica then sends the reports).
   */
  scheduler: boolean;
  /**
   * TAC_REPORT_ATTEMPT_SECONDS (default 90, 10–3600): how long one attempt at a report run may take
   * before it counts as crashed and is tried again; a replica that dies mid-run has its run retried
   * about this long plus half a minute later (shared/docs/remotes/reports.md "Runs and retries").
   */
  reportAttemptSeconds?: number;
  /**
   * TAC_CLOSE_REMINDER_HOURS (1–144, default DEFAULT_CLOSE_REMINDER_HOURS): how many hours before a
   * division's close deadline its approvers are e-mailed the close reminder (shared/docs/overtime.md).
   */
  closeReminderHours?: number;
  /**
   * TAC_PUBLIC_URL: the console's address as its users open it (https://tac.example.com), for the
   * links in mail it sends; unset, the mail names the screens without a link.
   */
  publicUrl?: string;
  /**
   * TAC_DOCUMENT_SIGNING_P12 and TAC_DOCUMENT_SIGNING_P12_PASSPHRASE: the key that seals signed T&M
   * voucher PDFs, read and checked at start; unset, the install's own self-signed key kept in the
   * database (shared/docs/pdf.md "Signed voucher PDF").
   */
  documentSigningKey?: DocumentSigningKey;
  /**
   * TAC_SIGNING_LINK_DAYS (1–60, default DEFAULT_SIGNING_LINK_DAYS): how many days a customer's
   * signing link works (shared/docs/remotes/vouchers.md "Signing").
   */
  signingLinkDays?: number;
  /**
   * TAC_SIGNING_REMINDER_DAYS, TAC_SIGNING_REMINDERS and TAC_SIGNING_DIGEST_HOUR: when an unanswered
   * request is mailed again, how often at most, and the hour of the daily digest of tickets waiting
   * for the customer (shared/docs/remotes/vouchers.md "Reminders and the waiting digest").
   */
  signingMail?: SigningMailSettings;
  /**
   * The scrypt cost of new password hashes (and of the decoy for unknown users). Always OWASP's
   * from the environment: no setting lowers it; only the test app factory passes a cheaper one.
   */
  passwordHashCost: Readonly<ScryptCost>;
  repoRoot: string;
  /**
   * TAC_MEAL_PREMIUM_PAY_CODE: the pay code of the one-hour meal premium line a reviewer may add when
   * resolving a missed meal break (shared/docs/approval.md); unset means DEFAULT_MEAL_PREMIUM_PAY_CODE.
   */
  mealPremiumPayCode?: string;
  /**
   * TAC_VISTA_COMPANY, TAC_VISTA_PR_GROUP, TAC_VISTA_PAY_SEQ: the Vista payroll company, payroll group
   * and payment sequence the Vista batch file carries (shared/docs/payroll-export.md); unset means
   * DEFAULT_VISTA_SETTINGS.
   */
  vista?: VistaSettings;
  /**
   * TAC_PAYROLL_LAYOUTS: the payroll layouts each batch makes (shared/docs/payroll-export.md); unset
   * means every layout. A layout left out is not made and its mappings are never asked for.
   */
  payrollLayouts?: readonly PayrollLayout[];
  /**
   * TAC_CANDIDATE_FAILURE_RATIO, _USERS, _WINDOW_MINUTES: when a candidate remote withdraws itself
   * (shared/docs/releases.md); unset means DEFAULT_CANDIDATE_FAILURE_BOUND.
   */
  candidateFailures?: CandidateFailureBound;
}

export interface MailSettings {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…); undefined writes each message as .eml to <dataDir>/outbox. */
  smtpUrl: string | undefined;
  /** TAC_MAIL_FROM: the sender of report mail. */
  from: string;
}

/** A pay code as the timecards carry them (letters, digits, - and _; up to 20). */
function parsePayCode(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(value)) {
    throw new Error(
      `TAC_MEAL_PREMIUM_PAY_CODE must be a pay code (letters, digits, - or _, up to 20), got '${value}'`,
    );
  }
  return value;
}

function parseAttemptSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 3600)
    throw new Error(
      `TAC_REPORT_ATTEMPT_SECONDS must be a whole number of seconds from 10 to 3600, got '${value}'`,
    );
  return seconds;
}

function parseCloseReminderHours(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > CLOSE_REMINDER_HOURS_MAX)
    throw new Error(
      `TAC_CLOSE_REMINDER_HOURS must be a whole number of hours from 1 to ${CLOSE_REMINDER_HOURS_MAX}, got '${value}'`,
    );
  return hours;
}

/** The console's own address: http(s), no query or fragment; kept without a trailing slash. */
function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username)
    throw new Error(
      `TAC_PUBLIC_URL must be the console's http(s) address, such as https://tac.example.com, got '${value}'`,
    );
  return url.href.replace(/\/+$/, '');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got '${value}'`);
  return port;
}

function parseLandingVariant(value: string | undefined): LandingVariant {
  if (value === undefined || value === '' || value === '1') return 1;
  if (value === '2') return 2;
  throw new Error(`TAC_LANDING_VARIANT must be 1 or 2, got '${value}'`);
}

function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return systemTimeZone();
  const zone = canonicalTimeZone(value);
  if (zone === undefined)
    throw new Error(`TAC_TIME_ZONE must be an IANA time zone such as America/Chicago, got '${value}'`);
  return zone;
}

/** A typo here would send users to nowhere: refuse to start rather than show it. */
function parseSupportEmail(value: string | undefined): string | null {
  const email = value?.trim();
  if (!email) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`TAC_SUPPORT_EMAIL must be an e-mail address, got '${value}'`);
  }
  return email;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\/[^/\s]+/.test(url))
    throw new Error(
      `SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, got '${redactSecret(url)}'`,
    );
  return url;
}

/** An SMTP URL's password, hidden in an error message. */
const redactSecret = (url: string) => url.replace(/:\/\/([^:@/]*):[^@/]*@/, '://$1:***@');

/** A typo would lose every report: refuse to start rather than send from nowhere. */
function parseMailFrom(value: string | undefined): string {
  const from = value?.trim();
  if (!from) return 'Time Admin Console <reports@localhost>';
  // Anchored at both ends, the name without control characters: the value becomes a mail header,
  // where a line break would start a header of the sender's choosing.
  if (!/^(?:[^\s@<>]+@[^\s@<>]+|[^\p{Cc}<>]*<[^\s@<>]+@[^\s@<>]+>)$/u.test(from))
    throw new Error(`TAC_MAIL_FROM must be an e-mail address or 'Name <address>', got '${value}'`);
  return from;
}

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const url = env.DATABASE_URL;
  // Relative to the repo root, where `npm start` runs, whatever folder the API process starts in.
  const dataDir = path.resolve(REPO_ROOT, env.TAC_DATA_DIR || 'data');
  const database: DatabaseTarget =
    url && /^postgres(ql)?:\/\//.test(url) ? { kind: 'postgres', url } : { kind: 'pglite', dataDir };
  const sso = parseSsoSettings(env);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    database,
    demo: env.TAC_DEMO === '1',
    sso,
    passwordSignIn: parsePasswordSignIn(env.TAC_PASSWORD_SIGN_IN, sso),
    landingVariant: parseLandingVariant(env.TAC_LANDING_VARIANT),
    remotesFile: env.TAC_REMOTES_FILE ? path.resolve(REPO_ROOT, env.TAC_REMOTES_FILE) : undefined,
    remoteOrigins: parseRemoteOrigins(env.TAC_REMOTE_ORIGINS),
    jwtSecret: env.TAC_JWT_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TAC_TRUST_PROXY),
    timeZone: parseTimeZone(env.TAC_TIME_ZONE),
    supportEmail: parseSupportEmail(env.TAC_SUPPORT_EMAIL),
    dataDir,
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: parseMailFrom(env.TAC_MAIL_FROM) },
    scheduler: env.TAC_SCHEDULER !== '0',
    reportAttemptSeconds: parseAttemptSeconds(env.TAC_REPORT_ATTEMPT_SECONDS),
    closeReminderHours: parseCloseReminderHours(env.TAC_CLOSE_REMINDER_HOURS),
    publicUrl: parsePublicUrl(env.TAC_PUBLIC_URL),
    documentSigningKey: parseDocumentSigningSettings(env, REPO_ROOT),
    signingLinkDays: parseSigningLinkDays(env.TAC_SIGNING_LINK_DAYS),
    signingMail: parseSigningMail(env),
    passwordHashCost: OWASP_SCRYPT_COST,
    repoRoot: REPO_ROOT,
    mealPremiumPayCode: parsePayCode(env.TAC_MEAL_PREMIUM_PAY_CODE),
    candidateFailures: parseCandidateFailureBound(env),
    vista: parseVistaSettings(env),
    payrollLayouts: parsePayrollLayouts(env.TAC_PAYROLL_LAYOUTS),
  };
}
