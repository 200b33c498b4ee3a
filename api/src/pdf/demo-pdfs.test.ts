import { todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestationPdf } from '../modules/timecards/attestation-pdf.ts';
import { attestationSource } from '../modules/timecards/attestation-source.ts';
import { type RevisionSource, revisionSource } from '../modules/vouchers/revision-source.ts';
import { voucherPdf } from '../modules/vouchers/voucher-pdf.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { findWhole, printedPeriod, renameBusiestEmployees } from '../testing/printed-whole.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const TIME_ZONE = 'America/Chicago';
const today = todayIn(TIME_ZONE);
const PERIOD = printedPeriod(today);

/** The values a voucher PDF prints in its head, in order. */
const headValues = (source: RevisionSource) => [
  `${source.projectNumber} - ${source.projectName}`,
  `${source.taskNumber}-${source.taskName}`,
  source.deviceName,
  source.employeeName,
];

/**
 * The voucher revisions to print: those of the vouchers created in the period, the first to list
 * each renamed employee, and the one with the longest value of each printed field (the values most
 * likely cut short). Each PDF costs rendering and reading back; with `npm run test:deep`'s period,
 * the demo's four weeks, that is every revision.
 */
function voucherSample(sources: readonly RevisionSource[], names: readonly string[]): RevisionSource[] {
  const picked = new Set<number>();
  const longest = new Map<string, { at: number; length: number }>();
  const consider = (field: string, at: number, value: string) => {
    if (value.length > (longest.get(field)?.length ?? -1)) longest.set(field, { at, length: value.length });
  };
  const named = new Set<string>();
  for (const [at, source] of sources.entries()) {
    if (source.createdDate >= PERIOD.from && source.createdDate <= PERIOD.to) picked.add(at);
    for (const [i, value] of headValues(source).entries()) consider(`head ${i}`, at, value);
    for (const line of source.labour) {
      consider('labour name', at, line.employeeName);
      consider('labour number', at, line.employeeNumber);
      if (names.includes(line.employeeName) && !named.has(line.employeeName)) {
        named.add(line.employeeName);
        picked.add(at);
      }
    }
    for (const line of source.materials) consider('material', at, line.name);
    for (const line of source.equipment) consider('equipment', at, line.name);
    if (source.signature) consider('signer', at, source.signature.signerName);
  }
  for (const { at } of longest.values()) picked.add(at);
  return sources.filter((_, at) => picked.has(at));
}

/**
 * The PDFs the console draws besides reports, for the demo data with some employees renamed into
 * other scripts: the voucher revisions of the period and the hardest of the others, each attestation
 * of the period. A value is checked whole in the PDF's text, so a cell cut short ('11/19…') or a
 * character printed as '?' fails. Each report type is checked so in reports/generate/generate.test.ts,
 * which draws every type anyway.
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

  it('prints the voucher revisions of the period and the longest of every value, each value whole', async () => {
    const revisions = await t.db
      .selectFrom('tm_voucher_revision as r')
      .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
      .select(['r.id', 'v.device_id as deviceId'])
      .orderBy('r.id')
      .execute();
    expect(revisions.length).toBeGreaterThan(0);
    const sources = await Promise.all(
      revisions.map((revision) => revisionSource(t.db, 'all', revision.id, revision.deviceId)),
    );
    const printed = voucherSample(sources, names);
    let people = 0;
    for (const source of printed) {
      const text = pdfText((await voucherPdf(source, TIME_ZONE)).attachmentContent);
      const what = `voucher ${source.voucherNumber} revision ${source.version}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of headValues(source)) cursor = findWhole(text, value, cursor, what);
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
