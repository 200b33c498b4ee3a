import {
  OPEN_SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestEventType,
  SignatureRequestStatus,
} from '@tac/contracts';
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../../../db/audit.ts';

/** Who made an event: the client's address (request.ip, the balancer trusted as configured) and browser. */
export interface SigningClient {
  ip: string;
  userAgent: string;
}

/** The events made by no client: a device's revision voiding a request, an expiry found on a read. */
export const NO_CLIENT: SigningClient = { ip: '', userAgent: '' };

export const clientOf = (request: FastifyRequest): SigningClient => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/**
 * Where each event leaves the request (the status follows the log; the others leave it as it is).
 * A reassignment sends it afresh to the new signee.
 */
const STATUS_AFTER: Partial<Record<SignatureRequestEventType, SignatureRequestStatus>> = {
  sent: SignatureRequestStatus.Sent,
  viewed: SignatureRequestStatus.Viewed,
  reassigned: SignatureRequestStatus.Sent,
  signed: SignatureRequestStatus.Signed,
  rejected: SignatureRequestStatus.Rejected,
  expired: SignatureRequestStatus.Expired,
  voided: SignatureRequestStatus.Voided,
  revoked: SignatureRequestStatus.Revoked,
};

export const isOpenStatus = (status: string): boolean =>
  (OPEN_SIGNATURE_REQUEST_STATUSES as readonly string[]).includes(status);

/**
 * Appends one event to the request's log (the table refuses updates and deletes) and moves the
 * request's status as the event says; an event that ends the request ends its link with it.
 */
export async function recordEvent(
  trx: Trx,
  requestId: number,
  event: SignatureRequestEventType,
  client: SigningClient,
  detail = '',
): Promise<void> {
  await trx
    .insertInto('signature_request_event')
    .values({ request_id: requestId, event, ip: client.ip, user_agent: client.userAgent, detail })
    .execute();
  const status = STATUS_AFTER[event];
  if (!status) return;
  await trx
    .updateTable('signature_request')
    .set({ status, ended_at: isOpenStatus(status) ? null : new Date() })
    .where('id', '=', requestId)
    .execute();
}
