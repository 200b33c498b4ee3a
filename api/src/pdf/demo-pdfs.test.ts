import { todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestationPdf } from '../modules/timecards/attestation-pdf.ts';
import { attestationSource } from '../modules/timecards/attestation-source.ts';
import { revisionSource } from '../modules/vouchers/revision-source.ts';
import { voucherPdf } from '../modules/vouchers/voucher-pdf.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { findWhole, printedPeriod, renameBusiestEmployees } from '../testing/printed-whole.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const TIME_ZONE = 'America/Chicago';
const today = todayIn(TIME_ZONE);
const PERIOD = printedPeriod(today);

/**
 * The PDFs the console draws besides reports, for the demo data with some employees renamed into
 * other scripts: each voucher revision, each attestation of the period. A value is checked whole in
 * the PDF's text, so a cell cut short ('11/19…') or a character printed as '?' fails. Each report
 * type is checked so in reports/generate/generate.test.ts, which draws every type anyway.
 */
describe('every voucher and attestation PDF of the demo data prints every value whole', () => {
  let t: TestApp;
  let names: string[];

  beforeAll(async () => {
    t = await startTestApp({ seed: 'demo' });
    // The busiest employees get names in other scripts, so every PDF that lists people prints some.
    names = await renameBusiestEmployees(t.db, PERIOD);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints every voucher revision with its project, task, device, people, materials and equipment whole', async () => {
    const revisions = await t.db
      .selectFrom('tm_voucher_revision as r')
      .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
      .select(['r.id', 'v.device_id as deviceId'])
      .orderBy('r.id')
      .execute();
    expect(revisions.length).toBeGreaterThan(0);
    let people = 0;
    for (const revision of revisions) {
      const source = await revisionSource(t.db, 'all', revision.id, revision.deviceId);
      const text = pdfText((await voucherPdf(source, TIME_ZONE)).attachmentContent);
      const what = `voucher ${source.voucherNumber} revision ${source.version}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of [
        `${source.projectNumber} - ${source.projectName}`,
        `${source.taskNumber}-${source.taskName}`,
        source.deviceName,
        source.employeeName,
      ])
        cursor = findWhole(text, value, cursor, what);
      for (const line of source.labour) {
        findWhole(text, line.employeeName, 0, what);
        findWhole(text, line.employeeNumber, 0, what);
        if (names.includes(line.employeeName)) people += 1;
      }
      for (const line of [...source.materials, ...source.equipment]) findWhole(text, line.name, 0, what);
      if (source.signature) findWhole(text, source.signature.signerName, 0, what);
    }
    // The renamed employees are on vouchers too: their names were printed above.
    expect(people).toBeGreaterThan(0);
  }, 120_000);

  it('prints every attestation of the period with its names, codes and times whole', async () => {
    const records = await t.db
      .selectFrom('timecard')
      .select(['time_record_id as record', 'device_id as device'])
      .distinct()
      .where('attestation_status', '<>', '')
      .where('day', '>=', PERIOD.from)
      .where('day', '<=', PERIOD.to)
      .orderBy('time_record_id')
      .orderBy('device_id')
      .execute();
    expect(records.length).toBeGreaterThan(0);
    let renamed = 0;
    for (const { record, device } of records) {
      const source = await attestationSource(t.db, 'all', record, device);
      const text = pdfText((await attestationPdf(source, TIME_ZONE)).attachmentContent);
      const what = `attestation ${record}/${device}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of [
        `${source.employeeNumber} - ${source.fullName}`,
        `${source.projectNumber} ${source.projectName}`,
        source.taskName ? `${source.taskNumber} ${source.taskName}` : '',
        source.deviceName,
      ])
        if (value) cursor = findWhole(text, value, cursor, what);
      for (const line of source.lines)
        for (const value of [line.hoursType, String(line.hours), line.startTime, line.endTime])
          if (value) cursor = findWhole(text, value, cursor, what);
      if (names.includes(source.fullName)) renamed += 1;
    }
    expect(renamed).toBeGreaterThan(0);
  }, 300_000);
});
