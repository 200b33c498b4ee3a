import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ApiPaths,
  VoucherSigningMessages as M,
  type ProjectContact,
  type SignatureRequest,
  type SigningCheckCodeAnswer,
  type SigningDoneAnswer,
  type SigningOpenAnswer,
  type SigningView,
  type VoucherPdf,
  type VoucherRecord,
  VoucherSearchField,
} from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../../../images/tiny-png.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { voucherItem } from '../../field/test-fixtures.ts';
import type { WorkforceFixture } from '../../workforce/test-fixtures.ts';
import { pushAccepted, voucherWorld, worldVoucher } from '../test-fixtures.ts';
import { codeIn, outboxTexts, tokenIn } from './testing.ts';

const office = ApiPaths.voucherSigning;
const pub = ApiPaths.publicSigning;
const drawn = () =>
  `data:image/png;base64,${Buffer.from(tinyPng(8, 4, [0, 0, 0], [255, 255, 255])).toString('base64')}`;

describeEachDatabase('Voucher signing: the customer signature request', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  let device: string;
  let dataDir: string;
  let taskA1: number;
  let taskOther: number;
  let n = 0;

  const outbox = () => outboxTexts(path.join(dataDir, 'outbox'));
  const as = (who: string) => ({ token: tokens[who] as string });
  const call = <T>(method: 'GET' | 'POST', p: string, options: Parameters<TestApp['call']>[2] = {}) =>
    t.call<T>(method, p, options);
  /** A public call with the link's token, and the proof cookie when given. */
  const pcall = <T>(
    p: string,
    body: Record<string, unknown>,
    cookie?: string,
    headers: Record<string, string> = {},
  ) => t.call<T>('POST', p, { body, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  /** A voucher pushed with the company's signee named: Ready for Review. Its current revision's id. */
  async function readyVoucher(
    voucherNumber: string,
    projectId = f.project.a1,
    revision = 1,
  ): Promise<number> {
    const item = worldVoucher({ f, taskA1, taskOther }, todayIn('UTC'), {
      voucherNumber,
      projectId,
      revision,
      recordedAt: new Date().toISOString(),
      companySignerName: 'Foreman Fay',
      notes: 'Extra trench',
    });
    await pushAccepted(t, device, item);
    const v = await t.db
      .selectFrom('tm_voucher')
      .select(['latest_revision_id', 'status'])
      .where('voucher_number', '=', voucherNumber)
      .executeTakeFirstOrThrow();
    return v.latest_revision_id as number;
  }

  async function contact(name: string, projectId = f.project.a1, who = 'admin'): Promise<ProjectContact> {
    const res = await call<ProjectContact>('POST', office.saveContact, {
      ...as(who),
      body: {
        id: 0,
        projectId,
        name,
        title: 'Site manager',
        company: 'Customer Co',
        email: `${name.replace(/\W/g, '').toLowerCase()}@customer.example`,
      },
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }

  /** A Ready for Review voucher sent to a new contact: the link's token from the outbox. */
  async function sent(
    prefix = 'S',
  ): Promise<{ revisionId: number; token: string; name: string; voucherNumber: string; requestId: number }> {
    n += 1;
    const voucherNumber = `${prefix}-${n}`;
    const name = `Cora${prefix}${n} Customer`;
    const revisionId = await readyVoucher(voucherNumber);
    const c = await contact(name);
    const res = await call<{ requestId: number }>('POST', office.send, {
      ...as('admin'),
      body: { TMVoucherID: revisionId, contactId: c.id },
    });
    expect(res.status, res.body.message).toBe(200);
    const token = tokenIn(await outbox(), `Hello ${name},`);
    expect(token).toBeDefined();
    return { revisionId, token: token as string, name, voucherNumber, requestId: res.body.data.requestId };
  }

  /** Opens the link and checks the mailed code: the proof cookie. */
  async function verified(token: string, name: string): Promise<string> {
    const opened = await pcall<SigningOpenAnswer>(pub.open, { token });
    expect(opened.status, opened.body.message).toBe(200);
    const code = codeIn(await outbox(), `Hello ${name},`) as string;
    const checked = await pcall<SigningCheckCodeAnswer>(pub.checkCode, { token, code });
    expect(checked.status, checked.body.message).toBe(200);
    const setCookie = checked.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^tac_signing_proof=[A-Za-z0-9_-]{43}; Path=\/api\/Sign; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    return setCookie.split(';')[0] as string;
  }

  const requestsOf = async (revisionId: number) => {
    const v = await t.db
      .selectFrom('tm_voucher_revision')
      .select('voucher_id')
      .where('id', '=', revisionId)
      .executeTakeFirstOrThrow();
    const res = await call<SignatureRequest[]>(
      'GET',
      `${office.requests}?voucherId=${v.voucher_id}`,
      as('admin'),
    );
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const voucherStatus = async (voucherNumber: string) =>
    (
      await t.db
        .selectFrom('tm_voucher')
        .select('status')
        .where('voucher_number', '=', voucherNumber)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tac-signing-'));
    t = await startTestApp({ database: kind, config: { dataDir } });
    ({ f, tokens, device, taskA1, taskOther } = await voucherWorld(t));
  });
  afterEach(async () => {
    // Each test's public calls start with fresh windows (the limits' own test fills them on purpose).
    await sql`delete from field_rate_window where key like 'sign-%'`.execute(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps a project's contacts: the send claim adds, edits and removes them, the voucher page claim reads them, scoped by division", async () => {
    const c = await contact('Cleo Contact');
    expect(c).toMatchObject({
      projectId: f.project.a1,
      name: 'Cleo Contact',
      email: 'cleocontact@customer.example',
    });
    const edited = await call<ProjectContact>('POST', office.saveContact, {
      ...as('admin'),
      body: { ...c, title: 'Owner', email: ' CLEO@Customer.example ' },
    });
    expect(edited.body.data).toMatchObject({ id: c.id, title: 'Owner', email: 'cleo@customer.example' });
    const list = await call<ProjectContact[]>(
      'GET',
      `${office.contacts}?projectId=${f.project.a1}`,
      as('contribute'),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((x) => x.name)).toContain('Cleo Contact');
    // The send claim is the project manager's and the administrators', not Contribute's or Read Only's.
    for (const who of ['contribute', 'readonly']) {
      const res = await call('POST', office.saveContact, { ...as(who), body: { ...c, name: 'X' } });
      expect(res.status).toBe(403);
    }
    // The project manager's divisions do not hold project a1: as if it did not exist.
    expect((await call('GET', `${office.contacts}?projectId=${f.project.a1}`, as('pm'))).status).toBe(404);
    expect((await call('POST', office.deleteContact, { ...as('pm'), body: { id: c.id } })).status).toBe(404);
    const bad = await call('POST', office.saveContact, {
      ...as('admin'),
      body: { ...c, id: 0, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.emailInvalid('email'));
    const blank = await call('POST', office.saveContact, {
      ...as('admin'),
      body: { ...c, id: 0, name: '  ' },
    });
    expect(blank.body.message).toBe(M.contactNameRequired);
    const removed = await call('POST', office.deleteContact, { ...as('admin'), body: { id: c.id } });
    expect(removed.status).toBe(200);
    expect(
      (
        await call<ProjectContact[]>('GET', `${office.contacts}?projectId=${f.project.a1}`, as('admin'))
      ).body.data.map((x) => x.id),
    ).not.toContain(c.id);
  });

  it('sends only a Ready for Review voucher, one open request at a time, mails a one-time link kept only hashed, and freezes the voucher', async () => {
    // In Progress (nobody signed for the company): refused, nothing written.
    const inProgress = await (async () => {
      const item = voucherItem(
        { employeeId: f.employee.manual, projectId: f.project.a1, taskId: taskA1, day: todayIn('UTC') },
        { voucherNumber: 'IP-1', recordedAt: new Date().toISOString() },
      );
      await t.call('POST', ApiPaths.field.push, { token: device, body: { items: [item] } });
      return (
        await t.db
          .selectFrom('tm_voucher')
          .select('latest_revision_id')
          .where('voucher_number', '=', 'IP-1')
          .executeTakeFirstOrThrow()
      ).latest_revision_id as number;
    })();
    const c = await contact('Ivy Customer');
    const refused = await call('POST', office.send, {
      ...as('admin'),
      body: { TMVoucherID: inProgress, contactId: c.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.notReady('In Progress'));
    // Read Only may not send.
    expect(
      (
        await call('POST', office.send, {
          ...as('readonly'),
          body: { TMVoucherID: inProgress, contactId: c.id },
        })
      ).status,
    ).toBe(403);

    const s = await sent('F');
    const texts = await outbox();
    const mail = texts.find((x) => x.includes(`Hello ${s.name},`)) as string;
    expect(mail).toContain(`/sign/${s.token}`);
    expect(mail).toContain(M.doNotForward);
    const stored = await t.db
      .selectFrom('signature_request')
      .select(['token_hash', 'status'])
      .where('id', '=', s.requestId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Sent');
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(s.token);

    // A second request for the same voucher waits for the first.
    const second = await call('POST', office.send, {
      ...as('admin'),
      body: { TMVoucherID: s.revisionId, contactId: c.id },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(M.alreadyOpen);

    // Frozen: the office's moves are refused while the request is open.
    const reopen = await call('POST', ApiPaths.vouchers.reopen, {
      ...as('admin'),
      body: { TMVoucherID: s.revisionId, reason: 'More work' },
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(M.frozen(s.voucherNumber));
    expect(await voucherStatus(s.voucherNumber)).toBe('ReadyForReview');
    // A contact of another project is no signee of this voucher.
    const elsewhere = await contact('Otto Other', f.project.a2);
    const wrongProject = await call('POST', office.send, {
      ...as('admin'),
      body: { TMVoucherID: inProgress, contactId: elsewhere.id },
    });
    expect(wrongProject.body.message).toBe(M.contactOtherProject);
  });

  it("marks the voucher's list row out for signature while its request is open", async () => {
    const today = todayIn('UTC');
    const q = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)} 00:00:00`;
    const range = `fromDate=${encodeURIComponent(q(addDays(today, -2)))}&toDate=${encodeURIComponent(q(addDays(today, 1)))}`;
    const row = async (voucherNumber: string) =>
      (
        await call<VoucherRecord[]>('POST', `${ApiPaths.vouchers.list}?${range}`, {
          ...as('admin'),
          body: {
            SearchText: [{ FieldName: VoucherSearchField.VoucherNumber, Value: voucherNumber }],
            Skip: 0,
            Take: 10,
          },
        })
      ).body.data[0];
    const s = await sent('O');
    expect(await row(s.voucherNumber)).toMatchObject({
      voucherStatus: 'ReadyForReview',
      signatureRequestOpen: true,
    });
    expect(
      (await call('POST', office.revoke, { ...as('admin'), body: { requestId: s.requestId } })).status,
    ).toBe(200);
    expect(await row(s.voucherNumber)).toMatchObject({ signatureRequestOpen: false });
  });

  it('walks open, code, view, consent and sign: the voucher becomes Field Verified by the customer, every step logged with address and browser, the link dies', async () => {
    const s = await sent('W');
    const opened = await pcall<SigningOpenAnswer>(pub.open, { token: s.token }, undefined, {
      'user-agent': 'SigneeBrowser/1',
    });
    expect(opened.body.data).toMatchObject({
      voucherNumber: s.voucherNumber,
      signeeName: s.name,
      verified: false,
      codeLength: 6,
    });
    expect(opened.body.data.emailHint).toMatch(/^c\*\*\*@customer\.example$/);
    // Past the code, nothing opens without the proof: not even a console session.
    for (const p of [pub.view, pub.pdf, pub.consent]) {
      const res = await t.call('POST', p, { body: { token: s.token }, token: tokens.sysadmin });
      expect(res.status, p).toBe(401);
      expect(res.body.message).toBe(M.codeNeeded);
    }
    const proof = await verified(s.token, s.name);
    const view = await pcall<SigningView>(pub.view, { token: s.token }, proof);
    expect(view.status, view.body.message).toBe(200);
    expect(view.body.data).toMatchObject({
      voucherNumber: s.voucherNumber,
      notes: 'Extra trench',
      companySignerName: 'Foreman Fay',
    });
    expect(view.body.data.labour).toHaveLength(1);
    expect(view.body.data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    const pdf = await pcall<VoucherPdf>(pub.pdf, { token: s.token }, proof);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body.data.attachmentContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pcall<SigningDoneAnswer>(pub.consent, { token: s.token }, proof)).status).toBe(200);

    const blank = await pcall(
      pub.sign,
      {
        token: s.token,
        signerName: 'Cora',
        signerTitle: '',
        intentAccepted: false,
        signatureMethod: 'typed',
        signature: 'Cora',
      },
      proof,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(M.intentRequired);
    const notPng = await pcall(
      pub.sign,
      {
        token: s.token,
        signerName: 'Cora',
        signerTitle: '',
        intentAccepted: true,
        signatureMethod: 'drawn',
        signature: 'data:image/png;base64,AAAA',
      },
      proof,
    );
    expect(notPng.body.message).toBe(M.signatureImage);

    const signed = await pcall<SigningDoneAnswer>(
      pub.sign,
      {
        token: s.token,
        signerName: 'Cora Customer',
        signerTitle: 'Site manager',
        intentAccepted: true,
        signatureMethod: 'drawn',
        signature: drawn(),
      },
      proof,
      { 'user-agent': 'SigneeBrowser/1' },
    );
    expect(signed.status, signed.body.message).toBe(200);
    expect(signed.body.data.status).toBe('Signed');
    expect(await voucherStatus(s.voucherNumber)).toBe('FieldVerified');
    const [request] = await requestsOf(s.revisionId);
    expect(request).toMatchObject({
      status: 'Signed',
      open: false,
      signerName: 'Cora Customer',
      signatureMethod: 'drawn',
      viewedSha256: view.body.data.sha256,
    });
    expect(request?.consentedAt).not.toBe('');
    expect(request?.events.map((e) => e.event)).toEqual([
      'sent',
      'opened',
      'codeSent',
      'opened',
      'codeChecked',
      'viewed',
      'consented',
      'signed',
    ]);
    const signEvent = request?.events.at(-1);
    expect(signEvent?.userAgent).toBe('SigneeBrowser/1');
    expect(signEvent?.ip).not.toBe('');
    // The History's status row is the customer's (no user).
    const history = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'after'])
      .where('entity', '=', 'voucher')
      .where('action', '=', 'status')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.user_id).toBeNull();
    // The link is used: one answer for it as for any other.
    const reused = await pcall(pub.open, { token: s.token });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(M.linkUnusable);
    // The signed copy, when made, is the signee's right after signing and the office's.
    expect(signed.body.data.signedPdfAvailable).toBe(true);
    const mine = await pcall<VoucherPdf>(pub.signedPdf, { token: s.token }, proof);
    expect(mine.status).toBe(200);
    expect(mine.body.data.attachmentName).toBe(`TMVoucher_${s.voucherNumber}_Rev1_Signed.pdf`);
    // The signee and the sender get it by e-mail.
    expect((await outbox()).some((x) => x.includes(`${s.voucherNumber}_Rev1_Signed.pdf`))).toBe(true);
    const theirs = await call<VoucherPdf>('GET', `${office.signedPdf}?requestId=${s.requestId}`, as('admin'));
    expect(theirs.body.data.attachmentContent).toBe(mine.body.data.attachmentContent);
    expect(request?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    // Never updated: the table refuses it.
    await expect(sql`update signature_request_signed_pdf set sha256 = 'x'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from signature_request_event`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('answers a guessed, altered, used, expired, revoked, voided or other-revision token alike', async () => {
    const answers: unknown[] = [];
    const ask = async (token: string) => {
      const res = await pcall(pub.open, { token });
      answers.push({ status: res.status, body: res.body });
    };
    await ask('A'.repeat(43));
    await ask('not a token at all');
    const altered = await sent('X');
    await ask(`${altered.token.slice(0, -1)}${altered.token.endsWith('A') ? 'B' : 'A'}`);
    const expired = await sent('X');
    await t.db
      .updateTable('signature_request')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.requestId)
      .execute();
    await ask(expired.token);
    expect((await requestsOf(expired.revisionId))[0]?.status).toBe('Expired');
    const revoked = await sent('X');
    expect(
      (await call('POST', office.revoke, { ...as('readonly'), body: { requestId: revoked.requestId } }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', office.revoke, { ...as('admin'), body: { requestId: revoked.requestId } })).status,
    ).toBe(200);
    expect(
      (await call('POST', office.revoke, { ...as('admin'), body: { requestId: revoked.requestId } })).status,
    ).toBe(409);
    await ask(revoked.token);
    // A new device revision voids the open request (and back to Ready for Review as the device says).
    const voided = await sent('X');
    await readyVoucher(voided.voucherNumber, f.project.a1, 2);
    await ask(voided.token);
    const [v] = await requestsOf(voided.revisionId);
    expect(v?.status).toBe('Voided');
    expect(v?.events.at(-1)).toMatchObject({ event: 'voided', detail: 'A new revision from the device' });
    // The revision the old link named is no longer current; a new request for the new one is allowed.
    expect(
      answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0])),
      JSON.stringify(answers),
    ).toBe(true);
    expect(answers[0]).toMatchObject({ status: 404, body: { message: M.linkUnusable } });
  });

  it('limits the code: five wrong tries kill it, a new one must be sent', async () => {
    const s = await sent('C');
    await pcall(pub.open, { token: s.token });
    const code = codeIn(await outbox(), `Hello ${s.name},`) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await pcall(pub.checkCode, { token: s.token, code: wrong });
      expect(res.body.message).toBe(M.codeWrong);
    }
    expect((await pcall(pub.checkCode, { token: s.token, code: wrong })).body.message).toBe(M.codeDead);
    const late = await pcall(pub.checkCode, { token: s.token, code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(M.codeDead);
    expect((await pcall(pub.checkCode, { token: s.token, code: '12' })).body.message).toBe(M.codeFormat(6));
    expect((await pcall(pub.sendCode, { token: s.token })).status).toBe(200);
    const fresh = codeIn(await outbox(), `Hello ${s.name},`) as string;
    expect((await pcall(pub.checkCode, { token: s.token, code: fresh })).status).toBe(200);
    const events = (await requestsOf(s.revisionId))[0]?.events.map((e) => e.event);
    expect(events?.filter((e) => e === 'codeFailed')).toHaveLength(6);
  });

  it('rate-limits the public calls per token and per address', async () => {
    const s = await sent('R');
    let last = 0;
    for (let i = 0; i < 41 && last !== 429; i++) last = (await pcall(pub.view, { token: s.token })).status;
    expect(last).toBe(429);
    await sql`delete from field_rate_window where key like 'sign-%'`.execute(t.db);
    const res: number[] = [];
    for (let i = 0; i < 121; i++)
      res.push((await pcall(pub.open, { token: `guess${String(i).padStart(30, '0')}` })).status);
    expect(res.at(-1)).toBe(429);
    expect(new Set(res.slice(0, 120))).toEqual(new Set([404]));
  });

  it('binds the proof to its own request: no other request, and no console route, takes it', async () => {
    const a = await sent('P');
    const b = await sent('P');
    const proofA = await verified(a.token, a.name);
    const other = await pcall(pub.view, { token: b.token }, proofA);
    expect(other.status).toBe(401);
    // A console route: the proof cookie is no session.
    const consoleRes = await t.call('GET', `${office.requests}?voucherId=1`, { headers: { cookie: proofA } });
    expect(consoleRes.status).toBe(401);
  });

  it('signs once when two signings race', async () => {
    const s = await sent('D');
    const proof = await verified(s.token, s.name);
    await pcall(pub.view, { token: s.token }, proof);
    const body = {
      token: s.token,
      signerName: 'Cora',
      signerTitle: '',
      intentAccepted: true,
      signatureMethod: 'typed',
      signature: 'Cora',
    };
    const results = await Promise.all([pcall(pub.sign, body, proof), pcall(pub.sign, body, proof)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const events = (await requestsOf(s.revisionId))[0]?.events.filter((e) => e.event === 'signed');
    expect(events).toHaveLength(1);
  });

  it('rejects with a reason, asks for paper, and hands the request to another person with a new link', async () => {
    const r = await sent('J');
    const proof = await verified(r.token, r.name);
    const paper = await pcall(pub.requestPaper, { token: r.token, note: 'Our office needs ink' }, proof);
    expect(paper.status).toBe(200);
    expect(
      (await outbox()).some(
        (x) => x.includes('asks to sign T&M voucher') && x.includes('Our office needs ink'),
      ),
    ).toBe(true);
    expect((await pcall(pub.reject, { token: r.token, reason: ' ' }, proof)).body.message).toBe(
      M.reasonRequired,
    );
    const rejected = await pcall<SigningDoneAnswer>(
      pub.reject,
      { token: r.token, reason: 'Hours too high' },
      proof,
    );
    expect(rejected.status).toBe(200);
    expect(await voucherStatus(r.voucherNumber)).toBe('Rejected');
    expect((await requestsOf(r.revisionId))[0]).toMatchObject({
      status: 'Rejected',
      rejectedReason: 'Hours too high',
    });
    expect((await requestsOf(r.revisionId))[0]?.paperRequestedAt).not.toBe('');

    const h = await sent('H');
    const hp = await verified(h.token, h.name);
    const handed = await pcall(
      pub.reassign,
      { token: h.token, name: 'Nina Next', title: 'PM', email: 'nina@customer.example' },
      hp,
    );
    expect(handed.status, handed.body.message).toBe(200);
    expect((await pcall(pub.open, { token: h.token })).status).toBe(404);
    const next = tokenIn(await outbox(), 'Hello Nina Next,') as string;
    expect(next).not.toBe(h.token);
    const opened = await pcall<SigningOpenAnswer>(pub.open, { token: next });
    expect(opened.body.data.signeeName).toBe('Nina Next');
    const [req] = await requestsOf(h.revisionId);
    expect(req).toMatchObject({ status: 'Sent', signeeEmail: 'nina@customer.example' });
    expect(req?.events.find((e) => e.event === 'reassigned')?.detail).toContain(
      'to Nina Next <nina@customer.example>',
    );
  });
  it('lets a project manager send in their own divisions only, and Contribute not at all', async () => {
    const theirs = await readyVoucher('PM-1', f.project.other);
    const mine = await readyVoucher('PM-2');
    const c = await contact('Pia Other', f.project.other, 'pm');
    const sentByPm = await call<{ requestId: number }>('POST', office.send, {
      ...as('pm'),
      body: { TMVoucherID: theirs, contactId: c.id },
    });
    expect(sentByPm.status, sentByPm.body.message).toBe(200);
    const outside = await call('POST', office.send, {
      ...as('pm'),
      body: { TMVoucherID: mine, contactId: c.id },
    });
    expect(outside.status).toBe(404);
    const contribute = await call('POST', office.send, {
      ...as('contribute'),
      body: { TMVoucherID: mine, contactId: c.id },
    });
    expect(contribute.status).toBe(403);
    // The project manager may revoke what they sent; the office's signed copy of an unsigned request is none.
    expect(
      (await call('GET', `${office.signedPdf}?requestId=${sentByPm.body.data.requestId}`, as('pm'))).body
        .message,
    ).toBe(M.noSignedPdf);
    expect(
      (await call('POST', office.revoke, { ...as('pm'), body: { requestId: sentByPm.body.data.requestId } }))
        .status,
    ).toBe(200);
  });

  it('signs only what was viewed, and a code dies when its time is up', async () => {
    const s = await sent('V');
    const proof = await verified(s.token, s.name);
    const early = await pcall(
      pub.sign,
      {
        token: s.token,
        signerName: 'Cora',
        signerTitle: '',
        intentAccepted: true,
        signatureMethod: 'typed',
        signature: 'Cora',
      },
      proof,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.viewFirst);
    expect(await voucherStatus(s.voucherNumber)).toBe('ReadyForReview');

    const late = await sent('V');
    await pcall(pub.open, { token: late.token });
    const code = codeIn(await outbox(), `Hello ${late.name},`) as string;
    await t.db
      .updateTable('signature_request')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.requestId)
      .execute();
    expect((await pcall(pub.checkCode, { token: late.token, code })).body.message).toBe(M.codeDead);
  });

  it('counts code e-mails on their own: reopening the page sends no new code, asking for codes stops at five an hour', async () => {
    const s = await sent('M');
    for (let i = 0; i < 8; i++) expect((await pcall(pub.open, { token: s.token })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await pcall(pub.sendCode, { token: s.token })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const events = (await requestsOf(s.revisionId))[0]?.events.filter((e) => e.event === 'codeSent');
    expect(events).toHaveLength(5);
  });
});
