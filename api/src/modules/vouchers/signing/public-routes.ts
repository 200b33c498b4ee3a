import { ApiPaths, VoucherSigningMessages as M, SignatureRequestStatus } from '@tac/contracts';
import {
  SignedPdfSchema,
  SigningCheckCodeAnswerSchema,
  SigningCheckCodeRequestSchema,
  SigningDoneAnswerSchema,
  SigningOpenAnswerSchema,
  SigningPaperRequestSchema,
  SigningPdfSchema,
  SigningReassignRequestSchema,
  SigningRejectRequestSchema,
  SigningSignRequestSchema,
  SigningTokenRequestSchema,
  SigningViewSchema,
} from '@tac/contracts/schemas';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { clientOf } from './events.ts';
import { mailNote } from './mail.ts';
import { signedRequest } from './public-access.ts';
import {
  checkCode,
  consent,
  openLink,
  requestPaper,
  resendCode,
  viewVoucher,
  voucherPdfFor,
} from './public-flow.ts';
import { reassignRequest, rejectRequest, signRequest } from './public-sign.ts';
import type { SigningSettings } from './settings.ts';
import { signedCopy } from './signed-copy.ts';
import { sha256Hex } from './tokens.ts';

/**
 * The public signing calls (shared/docs/remotes/vouchers.md "Signing"): no console session. Each is
 * `access: 'public'`, so the guard never reads a bearer token for them and no session opens a step;
 * the only credential past the e-mailed code is the signing proof, an httpOnly cookie on their own
 * path that no console route reads. Every call is counted per address and per token (the field
 * sync's database-backed windows, so replicas count together); a code e-mail also per token.
 */
export interface SigningLimits {
  perAddress: CallWindow;
  perToken: CallWindow;
  codeMails: CallWindow;
}

/** At most `calls` in `seconds` per key (field/rate-limit.ts RateWindow). */
export interface CallWindow {
  calls: number;
  seconds: number;
}

/** One kind of key's counter: refused past its window's calls, with the seconds until it ends. */
export interface CallCounter {
  take(id: string | number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
}

/**
 * Makes a counter per kind of key; app.ts hands in the field sync's database-backed RateLimiter, so
 * this module does not import field's (field imports vouchers).
 */
export type CallCounters = (kind: string, window: CallWindow) => CallCounter;

export const DEFAULT_SIGNING_LIMITS: SigningLimits = {
  perAddress: { calls: 120, seconds: 600 },
  perToken: { calls: 40, seconds: 600 },
  codeMails: { calls: 5, seconds: 3600 },
};

const PROOF_COOKIE = 'tac_signing_proof';
const tags = ['Signing (public)'];
const paths = ApiPaths.publicSigning;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

export function publicSigningRoutes(
  app: App,
  db: Db,
  settings: SigningSettings,
  counters: CallCounters,
  limits: SigningLimits = DEFAULT_SIGNING_LIMITS,
): void {
  const perAddress = counters('sign-address', limits.perAddress);
  const perToken = counters('sign-token', limits.perToken);
  const codeMails = counters('sign-code', limits.codeMails);

  const refuse = (reply: FastifyReply, retryAfterSeconds: number): never => {
    reply.header('retry-after', String(retryAfterSeconds));
    throw new ApiError(429, M.tooMany);
  };
  const keyOf = (token: string) => sha256Hex(token).slice(0, 32);
  /** Counts the call for its address and its token (hashed: the windows' keys are no secret). */
  async function count(request: FastifyRequest, reply: FastifyReply, token: string) {
    for (const [counter, id] of [
      [perAddress, request.ip],
      [perToken, keyOf(token)],
    ] as const) {
      const allowed = await counter.take(id);
      if (!allowed.ok) refuse(reply, allowed.retryAfterSeconds);
    }
  }
  /** The code e-mails' own window, taken only when a code is about to be mailed. */
  const codeGate = (reply: FastifyReply, token: string) => async () => {
    const allowed = await codeMails.take(keyOf(token));
    if (!allowed.ok) refuse(reply, allowed.retryAfterSeconds);
  };
  const proofOf = (request: FastifyRequest) => readCookie(request, PROOF_COOKIE);
  const proofCookie = (request: FastifyRequest, value: string, maxAge: number) =>
    [
      `${PROOF_COOKIE}=${value}`,
      `Path=${settings.cookiePath}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Strict: the page's own calls are same-site POSTs; no other site's request carries it.
      'SameSite=Strict',
      ...(settings.secureCookie(request) ? ['Secure'] : []),
    ].join('; ');

  const post = (
    path: string,
    schema: FastifySchema & { summary: string },
    handler: (request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.route({
      method: 'POST',
      url: path,
      config: { access: 'public' },
      schema: { tags, ...schema } as FastifySchema,
      handler: async (request, reply) => {
        const body = request.body as { token: string };
        // What a signee is shown (and the refusals) is theirs alone: no cache keeps it.
        reply.header('cache-control', 'no-store');
        await count(request as FastifyRequest, reply as FastifyReply, body.token);
        return handler(
          request as unknown as FastifyRequest<{ Body: { token: string } }>,
          reply as FastifyReply,
        );
      },
    });
  const body = <T>(request: FastifyRequest) => request.body as T;

  post(
    paths.open,
    {
      summary:
        'Opens a signing link: recorded, and a one-time code e-mailed to the signee (unless one is live)',
      body: SigningTokenRequestSchema,
      response: responses(SigningOpenAnswerSchema),
    },
    async (request, reply) => {
      const answer = await openLink(
        db,
        settings.mailFor(request),
        request.body.token,
        proofOf(request),
        clientOf(request),
        codeGate(reply, request.body.token),
      );
      return ok(answer, answer.verified ? '' : M.codeSent(answer.emailHint), 1);
    },
  );
  post(
    paths.sendCode,
    {
      summary: 'E-mails a new one-time code (the earlier one dies)',
      body: SigningTokenRequestSchema,
      response: responses(Type.Null()),
    },
    async (request, reply) => {
      const message = await resendCode(
        db,
        settings.mailFor(request),
        request.body.token,
        clientOf(request),
        codeGate(reply, request.body.token),
      );
      return ok(null, message, 1);
    },
  );
  post(
    paths.checkCode,
    {
      summary: `Checks the e-mailed code; right, it sets the signing proof cookie (${PROOF_COOKIE}, httpOnly) for this request`,
      body: SigningCheckCodeRequestSchema,
      response: responses(SigningCheckCodeAnswerSchema),
    },
    async (request, reply) => {
      const { token, code } = body<{ token: string; code: string }>(request);
      const { proof, expiresAt } = await checkCode(db, token, code, clientOf(request));
      const maxAge = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
      reply.header('set-cookie', proofCookie(request, proof, maxAge));
      return ok({ proofExpiresAt: expiresAt.toISOString() }, '', 1);
    },
  );
  post(
    paths.view,
    {
      summary:
        'The voucher revision to sign (with the proof): recorded viewed with the SHA-256 of what was shown',
      body: SigningTokenRequestSchema,
      response: responses(SigningViewSchema),
    },
    async (request) =>
      ok(await viewVoucher(db, request.body.token, proofOf(request), clientOf(request)), '', 1),
  );
  post(
    paths.pdf,
    {
      summary: "The revision's PDF (base64, with the proof)",
      body: SigningTokenRequestSchema,
      response: responses(SigningPdfSchema),
    },
    async (request) =>
      ok(await voucherPdfFor(db, request.body.token, proofOf(request), settings.timeZone), '', 1),
  );
  post(
    paths.consent,
    {
      summary: 'Records the consent to sign electronically (with the proof)',
      body: SigningTokenRequestSchema,
      response: responses(SigningDoneAnswerSchema),
    },
    async (request) => {
      const status = await consent(db, request.body.token, proofOf(request), clientOf(request));
      return ok({ status, signedPdfAvailable: false }, M.consented, 1);
    },
  );
  post(
    paths.requestPaper,
    {
      summary: 'Asks to sign on paper instead: recorded, the sender told; the request stays open',
      body: SigningPaperRequestSchema,
      response: responses(SigningDoneAnswerSchema),
    },
    async (request) => {
      const { token, note } = body<{ token: string; note: string }>(request);
      const status = await requestPaper(
        db,
        settings.mailFor(request),
        token,
        proofOf(request),
        note,
        clientOf(request),
      );
      return ok({ status, signedPdfAvailable: false }, M.paperRequested, 1);
    },
  );
  post(
    paths.sign,
    {
      summary:
        'Signs the revision shown (with the proof): name, title, the statement of intent, a drawn PNG or typed signature; the voucher becomes Field Verified and the link dies',
      body: SigningSignRequestSchema,
      response: responses(SigningDoneAnswerSchema),
    },
    async (request) => {
      const input = body<Parameters<typeof signRequest>[3]>(request);
      const requestId = await signRequest(db, input.token, proofOf(request), input, clientOf(request));
      const available = await sendSignedCopies(request, requestId);
      return ok({ status: SignatureRequestStatus.Signed, signedPdfAvailable: available }, M.signed, 1);
    },
  );
  post(
    paths.reject,
    {
      summary:
        'Rejects the revision with a reason (with the proof): the voucher becomes Rejected, the sender told',
      body: SigningRejectRequestSchema,
      response: responses(SigningDoneAnswerSchema),
    },
    async (request) => {
      const { token, reason } = body<{ token: string; reason: string }>(request);
      await rejectRequest(db, settings.mailFor(request), token, proofOf(request), reason, clientOf(request));
      return ok({ status: SignatureRequestStatus.Rejected, signedPdfAvailable: false }, M.rejected, 1);
    },
  );
  post(
    paths.reassign,
    {
      summary: 'Hands the request to another person (with the proof): a new link to them, this one dies',
      body: SigningReassignRequestSchema,
      response: responses(SigningDoneAnswerSchema),
    },
    async (request, reply) => {
      const input = body<Parameters<typeof reassignRequest>[4]>(request);
      const message = await reassignRequest(
        db,
        settings.mailFor(request),
        input.token,
        proofOf(request),
        input,
        clientOf(request),
      );
      reply.header('set-cookie', proofCookie(request, '', 0));
      return ok({ status: SignatureRequestStatus.Sent, signedPdfAvailable: false }, message, 1);
    },
  );
  post(
    paths.signedPdf,
    {
      summary: 'The signed, sealed PDF for its signee right after signing (the proof still live)',
      body: SigningTokenRequestSchema,
      response: responses(SignedPdfSchema),
    },
    async (request) => {
      const row = await signedRequest(db, request.body.token, proofOf(request));
      const copy = await signedCopy(db, row.id, settings.timeZone, settings.buildSignedPdf);
      return ok(
        { attachmentName: copy.fileName, attachmentContent: Buffer.from(copy.pdf).toString('base64') },
        '',
        1,
      );
    },
  );

  /**
   * The signed copy made and e-mailed to the signee and the sender. The signing stands whatever
   * happens here: a copy that cannot be made now is made at its first read, and the mail then says
   * the office has it.
   */
  async function sendSignedCopies(request: FastifyRequest, requestId: number): Promise<boolean> {
    const people = await db
      .selectFrom('signature_request as s')
      .innerJoin('tm_voucher as v', 'v.id', 's.voucher_id')
      .leftJoin('app_user as u', 'u.id', 's.sent_by')
      .select(['s.signee_email as signee', 'u.email as sender', 'v.voucher_number as voucherNumber'])
      .where('s.id', '=', requestId)
      .executeTakeFirstOrThrow();
    let copy: Awaited<ReturnType<typeof signedCopy>> | undefined;
    try {
      copy = await signedCopy(db, requestId, settings.timeZone, settings.buildSignedPdf);
    } catch (error) {
      request.log.error({ err: error, requestId }, 'signed voucher PDF not made; made at its first read');
    }
    try {
      await mailNote(
        settings.mailFor(request),
        [people.signee, people.sender ?? ''],
        M.mailSignedSubject(people.voucherNumber),
        [
          `T&M voucher ${people.voucherNumber} is signed.`,
          '',
          copy
            ? `The signed copy is attached (SHA-256 ${copy.sha256}).`
            : 'The signed copy is kept by the office; ask the sender for it.',
        ],
        copy && { filename: copy.fileName, content: copy.pdf },
      );
    } catch (error) {
      request.log.error({ err: error, requestId }, 'signed voucher mail not sent');
    }
    return copy !== undefined;
  }
}
