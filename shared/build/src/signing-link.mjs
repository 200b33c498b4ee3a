import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A customer's signing link on a demo console, made as the office makes one: the administrator
 * sends a Ready for Review voucher of the T&M log to its project's first contact, and the link is
 * read from the mail in the console's outbox (`dataDir`/outbox; no SMTP_URL). Answers its path,
 * `/sign/<token>`. For the Lighthouse bench (bench-lighthouse.mjs), which measures that page.
 */
export async function demoSigningLinkPath(base, dataDir) {
  const call = async (method, route, token, body) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`${route}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const { token } = await call('POST', '/api/Account/Login', undefined, {
    UserName: 'admin@demo.local',
    Password: 'TimeAdmin#2026',
  });
  const ready = await call('POST', '/api/TMVoucher/GetTmLog', token, {
    SearchText: [{ FieldName: 'voucherStatus', Value: 'ReadyForReview' }],
    Skip: 0,
    Take: 20,
  });
  for (const voucher of ready) {
    const contacts = await call(
      'GET',
      `/api/TMVoucher/GetProjectContacts?projectId=${voucher.projectId}`,
      token,
    );
    if (!contacts[0]) continue;
    await call('POST', '/api/TMVoucher/SendForSignature', token, {
      TMVoucherID: voucher.id,
      contactId: contacts[0].id,
    });
    const outbox = path.join(dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .filter((name) => name.startsWith('signing-') && name.includes('-request-'))
      .sort()
      .at(-1);
    const text = readFileSync(path.join(outbox, mail ?? ''), 'utf8').replace(/=\r?\n/g, '');
    const link = /\/sign\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no signing link in ${mail}`);
    return link;
  }
  throw new Error('no Ready for Review voucher of the demo data has a project contact');
}
