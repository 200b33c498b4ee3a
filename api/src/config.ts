import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LandingVariant, PasswordSignIn } from '@tac/contracts';
import { parsePasswordSignIn, parseSsoSettings, type SsoSettings } from './modules/account/sso/settings.ts';

/** The repository root: api/src/config.ts sits two folders below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the data lives: a real PostgreSQL by URL, PGlite in a folder, or PGlite in memory (tests). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

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
  /** Overrides the signing secret kept in the database (replicas then must share this value). */
  jwtSecret: string | undefined;
  /**
   * Fastify's trustProxy: behind a load balancer, true or the proxies' addresses (comma-separated),
   * so the client address used for sign-in limits is the real one.
   */
  trustProxy: boolean | string;
  /**
   * The IANA time zone whose calendar decides "today" for work dates (a forecast date is past once
   * this zone's today is later). Default: the server's own zone.
   */
  timeZone: string;
  /** Shown on the sign-in page and in the side menu, where users look for help; null hides it. */
  supportEmail: string | null;
  repoRoot: string;
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

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  // Fastify 5 trusts nothing for a bare hop count (it cannot check the peer), so refuse it here.
  if (/^\d+$/.test(value))
    throw new Error("TAC_TRUST_PROXY must be true or the proxies' addresses, not a hop count");
  return value === 'true' ? true : value;
}

function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`TAC_TIME_ZONE must be an IANA time zone such as America/Chicago, got '${value}'`);
  }
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

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const url = env.DATABASE_URL;
  const database: DatabaseTarget =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : // Relative to the repo root, where `npm start` runs, whatever folder the API process starts in.
        { kind: 'pglite', dataDir: path.resolve(REPO_ROOT, env.TAC_DATA_DIR || 'data') };
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
    jwtSecret: env.TAC_JWT_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TAC_TRUST_PROXY),
    timeZone: parseTimeZone(env.TAC_TIME_ZONE),
    supportEmail: parseSupportEmail(env.TAC_SUPPORT_EMAIL),
    repoRoot: REPO_ROOT,
  };
}
