import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths, SignatureRequestEventType as E } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailDuty } from '../../../mail/duties.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { signingReminderDuty } from './reminders.ts';
import { type SigningWorld, sentForSignature, signingWorld } from './test-fixtures.ts';
import { tokenIn } from './testing.ts';
import { waitingDigestDuty } from './waiting-digest.ts';

const DAY = 86_400_000;
const office = ApiPaths.voucherSigning;

/**
 * The mail the scheduler sends about signature requests (reminders.ts, waiting-digest.ts), driven
 * as the scheduler drives a duty (its enqueueDue at a moment, then send for each queued id) with the
 * moment moved on, on the default database: what is asked is SQL and mail, alike on both.
 */
describe('Signature requests: reminders and the waiting digest', () => {
  let t: TestApp;
  let w: SigningWorld;
  let dataDir: string;
  let n = 0;

  const outbox = () => w.outbox();
  const context = () => ({
    db: t.db,
    timeZone: 'UTC',
    mailer: createMailer(
      { smtpUrl: undefined, from: 'Office <office@example.com>' },
      path.join(dataDir, 'outbox'),
    ),
    consoleUrl: 'https://tac.example.com',
  });

  /** What `duty` queues at `now` (the ids), as the scheduler's tick would. */
  async function due(duty: MailDuty, now: Date): Promise<number[]> {
    const ids: number[] = [];
    const count = await duty.enqueueDue(context(), now, async (_trx, id) => {
      ids.push(id);
    });
    expect(count).toBe(ids.length);
    return ids;
  }
  const sendAll = async (duty: MailDuty, ids: number[]) => {
    for (const id of ids) await duty.send(context(), id, new AbortController().signal);
  };
  const sentRequest = () => {
    n += 1;
    return sentForSignature(t, w, `R-${n}`, `Rita${n} Customer`);
  };

  const opens = async (token: string) =>
    (await t.call('POST', ApiPaths.publicSigning.open, { body: { token } })).status;
  const eventsOf = async (requestId: number) =>
    (
      await t.db
        .selectFrom('signature_request_event')
        .select('event')
        .where('request_id', '=', requestId)
        .orderBy('id')
        .execute()
    ).map((e) => e.event);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tac-signing-mail-'));
    t = await startTestApp({ config: { dataDir } });
    w = await signingWorld(t, dataDir);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reminds an unanswered request after the set days with a new link (the earlier one dies), at most the set times, once across schedulers', async () => {
    const duty = signingReminderDuty({ afterDays: 3, most: 2 });
    const request = await sentRequest();
    const start = Date.now();
    expect(await due(duty, new Date(start + 2 * DAY))).toEqual([]);
    // Two schedulers ticking at once queue the reminder once.
    const [a, b] = await Promise.all([
      due(duty, new Date(start + 3 * DAY + 1000)),
      due(duty, new Date(start + 3 * DAY + 1000)),
    ]);
    expect([...(a ?? []), ...(b ?? [])]).toHaveLength(1);
    await sendAll(duty, [...(a ?? []), ...(b ?? [])]);
    const mails = await outbox();
    const reminder = mails.find(
      (m) => m.includes(`Hello ${request.name},`) && m.includes('This is a reminder.'),
    );
    expect(reminder).toMatch(/Subject: Reminder: /);
    const newToken = tokenIn([reminder as string]) as string;
    expect(newToken).not.toBe(request.token);
    expect(await opens(request.token)).toBe(404);
    expect(await opens(newToken)).toBe(200);
    expect(await eventsOf(request.requestId)).toContain(E.Reminded);
    // The next one counts from the reminder, and none after the most.
    expect(await due(duty, new Date(start + 5 * DAY))).toEqual([]);
    await sendAll(duty, await due(duty, new Date(start + 6 * DAY + 2000)));
    expect(await due(duty, new Date(start + 6 * DAY + 30_000))).toEqual([]);
    const reminded = (await eventsOf(request.requestId)).filter((e) => e === E.Reminded);
    expect(reminded).toHaveLength(2);
  });

  it('reminds no request that was answered, revoked or has expired', async () => {
    const duty = signingReminderDuty({ afterDays: 1, most: 3 });
    const revoked = await sentRequest();
    // Queued while open, revoked before it is sent: recorded skipped, nothing mailed.
    const ids = await due(duty, new Date(Date.now() + DAY + 1000));
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const revoke = await t.call('POST', office.revoke, {
      token: w.tokens.admin,
      body: { requestId: revoked.requestId },
    });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    const before = (await outbox()).length;
    await sendAll(duty, ids);
    const row = await t.db
      .selectFrom('signature_reminder')
      .select(['outcome', 'error'])
      .where('request_id', '=', revoked.requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      outcome: 'skipped',
      error: 'The request is no longer open: nothing to remind of.',
    });
    expect((await outbox()).length).toBe(before + ids.length - 1);
    // Past the link's days: not due at all.
    expect(await due(duty, new Date(Date.now() + 60 * DAY))).toEqual([]);
  });

  it('mails each sender a daily digest of the tickets waiting for the customer in their divisions, once a day from the set hour', async () => {
    const duty = waitingDigestDuty(7);
    const waiting = await sentRequest();
    const day = new Date(Date.now() + 10 * DAY);
    const at = (hour: number) =>
      new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
    // The links are 7 days old then: the digest reads open requests as of its own moment.
    await t.db
      .updateTable('signature_request')
      .set({ expires_at: new Date(Date.now() + 30 * DAY) })
      .execute();
    expect(await due(duty, at(6))).toEqual([]);
    const ids = await due(duty, at(7));
    expect(await due(duty, at(9))).toEqual([]);
    const users = await t.db
      .selectFrom('signing_digest as d')
      .innerJoin('app_user as u', 'u.id', 'd.user_id')
      .select('u.email')
      .where('d.id', 'in', ids)
      .execute();
    // Those who may send for signature and see the ticket's division: the Project Manager holds the
    // claim but not that division; Read Only sees none of it.
    expect(users.map((u) => u.email).sort()).toEqual(['admin@demo.local', 'sysadmin@demo.local']);
    await sendAll(duty, ids);
    const digest = (await outbox()).find((m) => m.includes("for the customer's signature, as of"));
    expect(digest).toContain(`sent to ${waiting.name} (Customer Co)`);
    expect(digest).toContain('https://tac.example.com/TMVoucher');
    const outcomes = await t.db
      .selectFrom('signing_digest')
      .select('outcome')
      .where('id', 'in', ids)
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['sent', 'sent']);
  });
});
