import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiPaths, VoucherLifecycleMessages, VoucherMessages, type VoucherPdf } from '@tac/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  readyVoucher,
  type SigningWorld,
  sentForSignature,
  signAsCustomer,
  signingWorld,
} from './signing/test-fixtures.ts';
import { sha256Hex } from './signing/tokens.ts';

const run = promisify(execFile);
const bundlePath = (reference: string) =>
  `${ApiPaths.vouchers.changeOrderBundle}?billingReference=${encodeURIComponent(reference)}`;

/**
 * The change order bundle (change-order-bundle.ts): the closed vouchers of one billing reference, each
 * as the customer signed it, with the sealed copies attached whole; read back with poppler's own
 * tools (pdfdetach, pdfsig), as an office's PDF reader would.
 */
describe('The change order bundle', () => {
  let t: TestApp;
  let w: SigningWorld;
  let dataDir: string;

  const close = async (revisionId: number, billingReference: string) => {
    const res = await t.call('POST', ApiPaths.vouchers.close, {
      token: w.tokens.admin,
      body: { TMVoucherID: revisionId, billingReference },
    });
    expect(res.status, res.body.message).toBe(200);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tac-change-order-'));
    t = await startTestApp({ config: { dataDir } });
    w = await signingWorld(t, dataDir);
    // CO-17: one voucher signed on the signing page, one whose customer signed on the tablet.
    const online = await sentForSignature(t, w, 'CO-A', 'Cleo Customer');
    await signAsCustomer(t, w, online.token, 'Cleo Customer');
    await close(online.revisionId, 'CO-17');
    // Field Verified as the customer's signature on the tablet leaves it (lifecycle.test.ts walks that
    // move); no signing page, so the bundle holds its revision's PDF.
    const verified = async (voucherNumber: string) => {
      const revisionId = await readyVoucher(t, w, voucherNumber);
      await t.db
        .updateTable('tm_voucher')
        .set({ status: 'FieldVerified' })
        .where('voucher_number', '=', voucherNumber)
        .execute();
      return revisionId;
    };
    await close(await verified('CO-B'), 'CO-17');
    // Billed under another reference: not in CO-17's bundle.
    await close(await verified('CO-C'), 'CO-18');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("holds the reference's closed vouchers after a cover page, the sealed copy attached whole and still valid", async () => {
    const res = await t.call<VoucherPdf>('GET', bundlePath(' CO-17 '), { token: w.tokens.admin });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.attachmentName).toBe('ChangeOrder_CO-17_TMVouchers.pdf');
    const bytes = Buffer.from(res.body.data.attachmentContent, 'base64');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tac-bundle-'));
    try {
      const file = path.join(dir, 'bundle.pdf');
      await writeFile(file, bytes);
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      expect(text).toContain('Change order CO-17');
      expect(text).toContain('2 signed T&M vouchers');
      expect(text).toContain('Signature certificate');
      expect(text).toMatch(/Voucher CO-A - Revision 1/);
      expect(text).toMatch(/Voucher CO-B - Revision 1/);
      expect(text).not.toContain('CO-C');
      // The sealed copy rides along unchanged: same hash as the stored one, and its seal validates.
      await run('pdfdetach', ['-saveall', '-o', dir, file]);
      const attached = (await readdir(dir)).filter((name) => name !== 'bundle.pdf');
      expect(attached).toEqual(['TMVoucher_CO-A_Rev1_Signed.pdf']);
      const sealed = await readFile(path.join(dir, attached[0] as string));
      const stored = await t.db
        .selectFrom('signature_request_signed_pdf')
        .select('sha256')
        .executeTakeFirstOrThrow();
      expect(sha256Hex(sealed)).toBe(stored.sha256);
      expect(text).toContain(stored.sha256);
      const { stdout: sig } = await run('pdfsig', [path.join(dir, attached[0] as string)]).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout }),
      );
      expect(sig).toContain('Signature is Valid');
      // The signed copy's own pages say it is signed, not "Not signed" under the signature.
      const { stdout: copy } = await run('pdftotext', [path.join(dir, attached[0] as string), '-']);
      expect(copy).toContain('Signed by the customer online');
      expect(copy).not.toMatch(/Not signed|was not signed/);
      const pages = (await PDFDocument.load(bytes)).getPageCount();
      expect(pages).toBeGreaterThanOrEqual(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers a reference with nothing in the user’s divisions with a 404 naming it, and a blank one with a 400', async () => {
    const none = await t.call('GET', bundlePath('CO-99'), { token: w.tokens.admin });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(VoucherMessages.noChangeOrderTickets('CO-99'));
    // The Project Manager does not see the vouchers' division: as if there were none.
    const elsewhere = await t.call('GET', bundlePath('CO-17'), { token: w.tokens.pm });
    expect(elsewhere.status).toBe(404);
    const blank = await t.call('GET', bundlePath('  '), { token: w.tokens.admin });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(VoucherLifecycleMessages.missing.close);
  });
});
