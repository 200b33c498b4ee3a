import type { VoucherPdf } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { drawSignature, drawTable, type PdfColumn, PdfWriter, rgb } from '../../pdf/index.ts';
import { voucherPdfName } from './queries.ts';
import type { RevisionSource } from './revision-source.ts';

/**
 * The company every voucher is issued by, printed at the head of its PDF. One contractor runs the
 * console, so it is written here once.
 */
export const VOUCHER_COMPANY = {
  name: 'Time Admin Console Construction',
  subtitle: 'Field Time Tracking',
} as const;

/** Pay codes in the order a payroll clerk reads them; others follow by name. */
const PAY_CODE_ORDER = ['REG', 'OT', 'DT', 'TRV'];

const hours = (value: number) => String(Math.round(value * 100) / 100);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const NOT_SIGNED = rgb(0.7, 0.1, 0.1);
const SIGNED = rgb(0.1, 0.5, 0.2);

/**
 * Labour as one row per employee and one column per pay code, with each employee's total and the
 * totals of every column: what was charged, at one look.
 */
function labourTable(source: RevisionSource, width: number) {
  const payCodes = [...new Set(source.labour.map((line) => line.payCode))].sort((a, b) => {
    const rank = (code: string) => PAY_CODE_ORDER.indexOf(code) + 1 || PAY_CODE_ORDER.length + 1;
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const people = new Map<string, { name: string; byCode: Map<string, number> }>();
  for (const line of source.labour) {
    const person = people.get(line.employeeNumber) ?? { name: line.employeeName, byCode: new Map() };
    person.byCode.set(line.payCode, (person.byCode.get(line.payCode) ?? 0) + line.hours);
    people.set(line.employeeNumber, person);
  }
  const fixed = 70 + 170 + 60;
  const codeWidth = Math.min(60, Math.floor((width - fixed) / Math.max(1, payCodes.length)));
  const columns: PdfColumn[] = [
    { header: 'Employee #', width: 70 },
    { header: 'Employee', width: 170 },
    ...payCodes.map((code) => ({ header: code, width: codeWidth, align: 'right' as const })),
    { header: 'Total', width: 60, align: 'right' },
  ];
  const rows = [...people].map(([number, person]) => [
    number,
    person.name,
    ...payCodes.map((code) => (person.byCode.has(code) ? hours(person.byCode.get(code) ?? 0) : '')),
    hours(sum([...person.byCode.values()])),
  ]);
  const totals = [
    'Total',
    `${people.size} employee${people.size === 1 ? '' : 's'}`,
    ...payCodes.map((code) =>
      hours(sum(source.labour.filter((line) => line.payCode === code).map((line) => line.hours))),
    ),
    hours(sum(source.labour.map((line) => line.hours))),
  ];
  return { columns, rows, totals };
}

export interface VoucherPdfOptions {
  /**
   * The pages of a signed copy (signing/signed-copy.ts): the customer signed on the signing page,
   * and the signature and its certificate follow these pages, so they do not say "Not signed".
   */
  signedOnline?: boolean;
}

/**
 * One revision's T&M voucher PDF, drawn from its data: the company header, 'Revision N', the
 * voucher's facts, labour by employee and pay code, materials, equipment, notes, who signed it for the
 * company on the device, and the customer's signature when signed (an unsigned revision says so). Dates read as on the screen (MM/DD/YY, instants
 * MM/DD/YY hh:mm am in the business time zone `timeZone`).
 */
export async function voucherPdf(
  source: RevisionSource,
  timeZone: string,
  options: VoucherPdfOptions = {},
): Promise<VoucherPdf> {
  const signedOnline = !source.signature && options.signedOnline === true;
  const pdf = await PdfWriter.create({
    title: `T&M Voucher ${source.voucherNumber} Revision ${source.version}`,
    footer: (page, pages) =>
      `T&M Voucher ${source.voucherNumber} - Revision ${source.version} - Page ${page} / ${pages}`,
  });
  pdf.line(VOUCHER_COMPANY.name, { size: 14, bold: true });
  pdf.line(VOUCHER_COMPANY.subtitle, { size: 9 });
  pdf.space(6);
  pdf.heading('T&M Voucher');
  pdf.line(`Voucher ${source.voucherNumber} - Revision ${source.version}`, { size: 12, bold: true });
  pdf.line(source.signature ? 'Signed' : signedOnline ? 'Signed by the customer online' : 'Not signed', {
    size: 10,
    bold: true,
    color: source.signature || signedOnline ? SIGNED : NOT_SIGNED,
  });
  pdf.space(8);
  pdf.facts([
    ['Date', formatCalendarDate(source.createdDate)],
    ['Project', `${source.projectNumber} - ${source.projectName}`],
    ['Task Code', `${source.taskNumber}-${source.taskName}`],
    ['Device', source.deviceName],
    ['Employee', source.employeeName],
    ['Synced', formatDateTime(source.syncedAt, timeZone)],
    ['Status', source.submittedMode],
  ]);

  pdf.space(10);
  pdf.line('Labour', { size: 12, bold: true });
  if (source.labour.length) drawTable(pdf, labourTable(source, pdf.width));
  else pdf.line('No labour on this revision.');

  pdf.space(10);
  pdf.line('Materials', { size: 12, bold: true });
  if (source.materials.length) {
    drawTable(pdf, {
      columns: [
        { header: 'Material', width: 300 },
        { header: 'Quantity', width: 90, align: 'right' },
        { header: 'Unit', width: 90 },
      ],
      rows: source.materials.map((m) => [m.name, hours(m.quantity), m.unit]),
      totals: ['Material lines', String(source.materials.length)],
    });
  } else pdf.line('No materials on this revision.');

  pdf.space(10);
  pdf.line('Equipment', { size: 12, bold: true });
  if (source.equipment.length) {
    drawTable(pdf, {
      columns: [
        { header: 'Equipment', width: 300 },
        { header: 'Hours', width: 90, align: 'right' },
      ],
      rows: source.equipment.map((e) => [e.name, hours(e.hours)]),
      totals: ['Total Equipment Hours', hours(sum(source.equipment.map((e) => e.hours)))],
    });
  } else pdf.line('No equipment on this revision.');

  if (source.notes.trim()) {
    pdf.space(10);
    pdf.line('Notes', { size: 12, bold: true });
    pdf.paragraph(source.notes);
  }

  pdf.space(14);
  if (source.companySignerName)
    pdf.line(`Signed for the company by ${source.companySignerName} on the device`);
  if (source.signature) {
    const { signerName, signedAt, image } = source.signature;
    await drawSignature(pdf, `Signed by ${signerName} on ${formatDateTime(signedAt, timeZone)}`, image);
  } else if (signedOnline) {
    pdf.line("The customer's signature and its certificate follow.", { bold: true, color: SIGNED });
  } else {
    pdf.line('This revision was not signed.', { bold: true, color: NOT_SIGNED });
  }

  const bytes = await pdf.save();
  return {
    attachmentName: voucherPdfName(source.voucherNumber, source.version),
    attachmentContent: Buffer.from(bytes).toString('base64'),
  };
}
