import { Messages, PasswordMessages } from '@tac/contracts';
import type { FastifyReply } from 'fastify';
import { finishLoginAttempt, type LoginLimits, reserveLoginAttempt } from '../../auth/login-limit.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';

/**
 * Checks the current password given with a change of password. It is a password guess like a
 * sign-in, by whoever holds the session's token, so it counts against the same limits (reserved
 * before the hash, 429 past them) and a success counts as a sign-in from that address.
 *
 * A wrong password answers 400, not 401: the session itself is still valid, and clients read a 401
 * as "signed out".
 */
export async function proveCurrentPassword(
  db: Db,
  who: { userId: number; userName: string; address: string },
  password: string,
  storedHash: string,
  limits: LoginLimits,
  reply: FastifyReply,
): Promise<void> {
  const reservation = await reserveLoginAttempt(db, who.userName.toLowerCase(), who.address, limits);
  if (!reservation.allowed) {
    reply.header('retry-after', String(reservation.retryAfterSeconds));
    throw new ApiError(429, Messages.login.tooManyAttempts);
  }
  if (!(await verifyPassword(password, storedHash))) {
    await finishLoginAttempt(db, reservation.attemptId, { succeeded: false }, limits);
    throw new ApiError(400, PasswordMessages.currentWrong);
  }
  const outcome = { succeeded: true, userId: who.userId, address: who.address } as const;
  await finishLoginAttempt(db, reservation.attemptId, outcome, limits);
}
