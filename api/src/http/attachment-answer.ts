import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The policy of an answer that carries attachment bytes: opened as a page, it runs nothing, loads
 * nothing and cannot be framed (shared/docs/field-sync.md "Attachments", serving).
 */
export const ATTACHMENT_ANSWER_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * A route's onRequest hook for answers carrying attachment bytes (base64 in JSON, as the spec has
 * them): set before the handler runs, so an error answer carries it too. nosniff comes with every
 * answer (security-headers.ts).
 */
export function sandboxAttachmentAnswer(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
): void {
  reply.header('content-security-policy', ATTACHMENT_ANSWER_CSP);
  done();
}
