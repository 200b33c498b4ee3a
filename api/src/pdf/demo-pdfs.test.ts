import { todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestationPdf } from '../modules/timecards/attestation-pdf.ts';
import { type AttestationSource, attestationSource } from '../modules/timecards/attestation-source.ts';
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
 * Which of `sources` are hardest to print: the first of each kind (`kindOf`) and the one with the
 * largest size of each field (`sizesOf`: a value's length, most likely cut short; a count of lines).
 */
function hardest<S>(
  sources: readonly S[],
  kindOf: (source: S) => string[],
  sizesOf: (source: S) => [string, number][],
): Set<number> {
  const picked = new Set<number>();
  const kinds = new Set<string>();
  const largest = new Map<string, { at: number; size: number }>();
  for (const [at, source] of sources.entries()) {
    for (const kind of kindOf(source))
      if (!kinds.has(kind)) {
        kinds.add(kind);
        picked.add(at);
      }
    for (const [field, size] of sizesOf(source))
      if (size > (largest.get(field)?.size ?? -1)) largest.set(field, { at, size });
  }
  for (const { at } of largest.values()) picked.add(at);
  return picked;
}

/**
 * The voucher revisions to print: those of the vouchers created in the period, the first to list
 * each renamed employee, the one with the most lines and the one with the longest value of each
 * printed field. Each PDF costs rendering and reading back; with `npm run test:deep`'s period, the
 * demo's four weeks, that is every revision.
 */
function voucherSample(sources: readonly RevisionSource[], names: readonly string[]): RevisionSource[] {
  const picked = hardest(
    sources,
    (source) => source.labour.map((line) => line.employeeName).filter((name) => names.includes(name)),
    (source) => [
      ...headValues(source).map((value, i): [string, number] => [`head ${i}`, value.length]),
      ...source.labour.flatMap((line): [string, number][] => [
        ['labour name', line.employeeName.length],
        ['labour number', line.employeeNumber.length],
      ]),
      ...source.materials.map((line): [string, number] => ['material', line.name.length]),
      ...source.equipment.map((line): [string, number] => ['equipment', line.name.length]),
      ['signer', source.signature?.signerName.length ?? 0],
      ['lines', source.labour.length + source.materials.length + source.equipment.length],
    ],
  );
  return sources.filter(
    (source, at) => picked.has(at) || (source.createdDate >= PERIOD.from && source.createdDate <= PERIOD.to),
  );
}

/** The values an attestation PDF prints, in order. */
const attestationValues = (source: AttestationSource) => [
  `${source.employeeNumber} - ${source.fullName}`,
  `${source.projectNumber} ${source.projectName}`,
  source.taskName ? `${source.taskNumber} ${source.taskName}` : '',
  source.deviceName,
  ...source.lines.flatMap((line) => [line.hoursType, String(line.hours), line.startTime, line.endTime]),
];

/**
 * The attestations of the period to print. `npm test`: the first of each status, language, reason
 * and pay code, the first of each renamed employee, the one with the most lines and the one with the
 * longest value of each printed field; every one when REPORT_TEST_DAYS sizes the period
 * (`npm run test:deep`).
 */
function attestationSample(sources: readonly AttestationSource[], names: readonly string[]) {
  if (process.env.REPORT_TEST_DAYS) return [...sources];
  const picked = hardest(
    sources,
    (source) => [
      `status ${source.status} ${source.language}`,
      ...source.reasons.map((reason) => `reason ${reason}`),
      ...source.lines.map((line) => `pay code ${line.hoursType}`),
      ...(names.includes(source.fullName) ? [`name ${source.fullName}`] : []),
    ],
    (source) => [
      ...attestationValues(source).map((value, i): [string, number] => [`value ${i}`, value.length]),
      ['lines', source.lines.length],
    ],
  );
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

  it('prints the attestations of the period, each kind and the longest of every value, with its names, codes and times whole', async () => {
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
    const sources = await Promise.all(
      records.map(({ record, device }) => attestationSource(t.db, 'all', record, device)),
    );
    let renamed = 0;
    for (const source of attestationSample(sources, names)) {
      const text = pdfText((await attestationPdf(source, TIME_ZONE)).attachmentContent);
      const what = `attestation ${source.timeRecordId}/${source.deviceId}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of attestationValues(source)) if (value) cursor = findWhole(text, value, cursor, what);
      if (names.includes(source.fullName)) renamed += 1;
    }
    expect(renamed).toBeGreaterThan(0);
  }, 300_000);
});
