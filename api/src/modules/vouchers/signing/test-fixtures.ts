import path from 'node:path';
import { ApiPaths, type ProjectContact } from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { pushAccepted, type VoucherWorld, voucherWorld, worldVoucher } from '../test-fixtures.ts';
import { codeIn, outboxTexts, tokenIn } from './testing.ts';

/** The voucher suites' world (../test-fixtures.ts) and the app's outbox, where the signing mail lands. */
export interface SigningWorld extends VoucherWorld {
  outbox(): Promise<string[]>;
}

export async function signingWorld(t: TestApp, dataDir: string): Promise<SigningWorld> {
  return { ...(await voucherWorld(t)), outbox: () => outboxTexts(path.join(dataDir, 'outbox')) };
}

/** Pushes voucher `voucherNumber` from the device, the company's signee named: Ready for Review. */
export async function readyVoucher(t: TestApp, w: SigningWorld, voucherNumber: string): Promise<number> {
  const item = worldVoucher(w, todayIn('UTC'), {
    voucherNumber,
    revision: 1,
    recordedAt: new Date().toISOString(),
    companySignerName: 'Fay',
  });
  await pushAccepted(t, w.device, item);
  const { latest_revision_id } = await t.db
    .selectFrom('tm_voucher')
    .select('latest_revision_id')
    .where('voucher_number', '=', voucherNumber)
    .executeTakeFirstOrThrow();
  return latest_revision_id as number;
}

/** A new voucher sent for signature (as admin) to a new contact of project A1 named `name`. */
export async function sentForSignature(
  t: TestApp,
  w: SigningWorld,
  voucherNumber: string,
  name: string,
): Promise<{ revisionId: number; requestId: number; token: string; name: string }> {
  const revisionId = await readyVoucher(t, w, voucherNumber);
  const email = `${name.replace(/\W/g, '').toLowerCase()}@customer.example`;
  const contact = await t.call<ProjectContact>('POST', ApiPaths.voucherSigning.saveContact, {
    token: w.tokens.admin,
    body: { id: 0, projectId: w.f.project.a1, name, title: 'Owner', company: 'Customer Co', email },
  });
  expect(contact.status, contact.body.message).toBe(200);
  const sent = await t.call<{ requestId: number }>('POST', ApiPaths.voucherSigning.send, {
    token: w.tokens.admin,
    body: { TMVoucherID: revisionId, contactId: contact.body.data.id },
  });
  expect(sent.status, sent.body.message).toBe(200);
  const token = tokenIn(await w.outbox(), `Hello ${name},`) as string;
  return { revisionId, requestId: sent.body.data.requestId, token, name };
}

/** The customer opens the link, enters the e-mailed code, views the voucher and signs with a typed name. */
export async function signAsCustomer(
  t: TestApp,
  w: SigningWorld,
  token: string,
  name: string,
): Promise<void> {
  const pub = ApiPaths.publicSigning;
  expect((await t.call('POST', pub.open, { body: { token } })).status).toBe(200);
  const code = codeIn(await w.outbox(), `Hello ${name},`);
  const checked = await t.call('POST', pub.checkCode, { body: { token, code } });
  expect(checked.status, checked.body.message).toBe(200);
  const cookie = (checked.headers.get('set-cookie') ?? '').split(';')[0] as string;
  expect((await t.call('POST', pub.view, { body: { token }, headers: { cookie } })).status).toBe(200);
  const signed = await t.call('POST', pub.sign, {
    body: {
      token,
      signerName: name,
      signerTitle: 'Owner',
      intentAccepted: true,
      signatureMethod: 'typed',
      signature: name,
    },
    headers: { cookie },
  });
  expect(signed.status, signed.body.message).toBe(200);
}
