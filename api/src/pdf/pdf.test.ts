import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { tinyPng } from '../images/tiny-png.ts';
import { pdfText } from '../testing/pdf-text.ts';
import {
  drawImage,
  drawSignature,
  drawTable,
  fitColumns,
  PdfWriter,
  pdfImageType,
  startTable,
  wrapText,
} from './index.ts';

/** Width of a text when every character is 1 point wide. */
const chars = (text: string) => text.length;

/** The image objects a PDF holds (XObjects of subtype Image). */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

describe('wrapping and fitting text', () => {
  it('breaks between words within the width, and a word wider than the width between characters', () => {
    expect(wrapText('one two three four', chars, 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('  spaced\n out  ', chars, 20)).toEqual(['spaced out']);
    expect(wrapText('unbreakable word', chars, 5)).toEqual(['unbre', 'akabl', 'e', 'word']);
    expect(wrapText('ab unbreakable', chars, 5)).toEqual(['ab', 'unbre', 'akabl', 'e']);
    expect(wrapText('', chars, 5)).toEqual([]);
    // Too narrow for any character: one a line, none lost.
    expect(wrapText('ab', chars, 0)).toEqual(['a', 'b']);
  });
});

describe('PdfWriter', () => {
  it('writes a header, facts, wrapped paragraphs and a table with totals that read back', async () => {
    const pdf = await PdfWriter.create({ title: 'Voucher 7', footer: (n, of) => `Page ${n} of ${of}` });
    pdf.heading('Voucher 7');
    pdf.facts([
      ['Employee', 'E5001 - James Smith'],
      ['Día', '11/24/26'],
    ]);
    pdf.paragraph('word '.repeat(200).trim());
    drawTable(pdf, {
      columns: [
        { header: 'Item', width: 200 },
        { header: 'Hours', width: 80, align: 'right' },
      ],
      rows: [
        ['Concrete Pour', '8'],
        ['Rebar Placement', '1.5'],
      ],
      totals: ['Total', '9.5'],
    });
    const bytes = await pdf.save();
    const text = pdfText(bytes);
    expect(text).toContain('Voucher 7 Employee: E5001 - James Smith Día: 11/24/26');
    expect(text).toContain('Item Hours Concrete Pour 8 Rebar Placement 1.5 Total 9.5');
    expect(text).toContain('Page 1 of 1');
    // 200 words do not fit one 512-point line: the paragraph was wrapped into several.
    const paragraphLines = text.match(/(word ?)+/g) ?? [];
    expect(
      paragraphLines
        .join(' ')
        .split(' ')
        .filter((w) => w === 'word'),
    ).toHaveLength(200);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Voucher 7');
  });

  it('continues on new pages, repeating the table header and numbering every page', async () => {
    const pdf = await PdfWriter.create({ title: 'Long', footer: (n, of) => `Page ${n} of ${of}` });
    drawTable(pdf, {
      columns: [
        { header: 'Line', width: 100 },
        { header: 'Value', width: 100 },
      ],
      rows: Array.from({ length: 120 }, (_, i) => [`Row ${i + 1}`, String(i)]),
    });
    const bytes = await pdf.save();
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(bytes);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.match(/Line Value/g)).toHaveLength(pages);
    expect(text).toContain('Row 1 0');
    expect(text).toContain('Row 120 119');
  });

  it('draws a table as its rows arrive, with subtotals between them and the header on every page', async () => {
    const pdf = await PdfWriter.create({ title: 'Streamed', footer: (n, of) => `Page ${n} of ${of}` });
    const table = startTable(pdf, [
      { header: 'Task', width: 100 },
      { header: 'Hours', width: 60, align: 'right' },
    ]);
    for (let i = 1; i <= 90; i++) {
      table.row([`Task ${i}`, '1']);
      if (i % 30 === 0) table.totals([`Subtotal ${i / 30}`, '30']);
    }
    table.totals(['Total', '90']);
    const bytes = await pdf.save();
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text.match(/Task Hours/g)).toHaveLength(pages);
    expect(text).toContain('Task 30 1 Subtotal 1 30 Task 31 1');
    expect(text).toContain('Subtotal 3 30 Total 90');
  });

  it('wraps a too-wide cell onto more lines of a taller row instead of cutting it', async () => {
    const pdf = await PdfWriter.create({ title: 'Cells' });
    drawTable(pdf, {
      columns: [
        { header: 'Name', width: 60 },
        { header: 'Hours', width: 40, align: 'right' },
      ],
      rows: [
        ['Riverside Medical Center Phase 2', '8'],
        ['CREW_101_JSMITH_TAB', '1.5'],
      ],
    });
    const before = pdf.y;
    drawTable(pdf, { columns: [{ header: 'Name', width: 60 }], rows: [['Short']] });
    const oneLineRows = before - pdf.y;
    const text = pdfText(await pdf.save());
    expect(text).not.toContain('…');
    // Every word of the long name, in order, on lines of its own cell, before the next cell.
    expect(text).toMatch(/Name Hours Riverside( Medical)? Center( Phase)? 2 8 /);
    expect(text.replace(/ /g, '')).toContain('CREW_101_JSMITH_TAB1.5');
    expect(oneLineRows).toBeGreaterThan(0);
  });

  it('writes names in every script an office has with the fonts that cover them', async () => {
    const names = [
      'Łukasz Wróbel',
      'Zoë Ødegård',
      'Nguyễn Văn An',
      'Ольга Петрова',
      'Νίκος Παπαδόπουλος',
      'שרה כהן',
      'محمد علي',
      '王小明',
      '山田 たろう',
      '김민준',
      'Ana 😀',
    ];
    const pdf = await PdfWriter.create({ title: 'Names 名前', footer: (n, of) => `Página ${n} / ${of}` });
    for (const name of names) pdf.line(name);
    pdf.line(`E5001 - ${names[5]}`, { bold: true });
    drawTable(pdf, { columns: [{ header: 'Employee', width: 200 }], rows: names.map((name) => [name]) });
    const bytes = await pdf.save();
    const text = pdfText(bytes);
    for (const name of names) expect(text).toContain(`${name} `);
    expect(text).toContain('E5001 - שרה כהן');
    expect(text).toContain('Página 1 / 1');
    expect(text).not.toContain('?');
    expect(text).not.toContain('\uFFFD');
    // Subsets: the CJK and emoji faces are megabytes whole; a page of names stays small.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it("reads back a letter an earlier document embedded only as another letter's part", async () => {
    // Ż and ó are drawn from the outlines of Z and o: the first document's subset takes those too.
    const first = await PdfWriter.create({ title: 'First' });
    first.line('Żółć');
    await first.save();
    const second = await PdfWriter.create({ title: 'Second' });
    second.line('Zoë Brontë');
    expect(pdfText(await second.save())).toContain('Zoë Brontë');
  });

  it('shows a character no face has as the replacement character, and drops invisible marks', async () => {
    const pdf = await PdfWriter.create({ title: 'Unknown' });
    // A private-use character (no font has one) and an emoji with its presentation selector.
    pdf.line('A\uE000B ❤\uFE0F');
    expect(pdfText(await pdf.save())).toContain('A \uFFFD B ❤');
  });

  it('sizes columns to hold their header words and samples, sharing the rest by weight', async () => {
    const pdf = await PdfWriter.create({ title: 'Columns' });
    const device = { text: 'CREW_101_JSMITH_TAB', whole: true };
    const widths = fitColumns(
      pdf,
      [
        { weight: 1, texts: [{ text: 'Device', bold: true }, device] },
        { weight: 3, texts: [{ text: 'Notes', bold: true }] },
        { weight: 1, texts: [{ text: 'Week Ending', bold: true }] },
      ],
      300,
      8,
    );
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(300, 6);
    // By weight the device column would have 60 points: it gets what its sample needs instead.
    expect(widths[0]).toBeGreaterThanOrEqual(pdf.measure(device.text, { size: 8 }) + 6);
    expect(widths[2]).toBeGreaterThanOrEqual(pdf.measure('Ending', { bold: true, size: 8 }) + 6);
    expect(widths[1]).toBeGreaterThan(widths[2] ?? 0);
    // Too narrow for what they need: shared in proportion to it, still the whole width.
    const tight = fitColumns(
      pdf,
      [
        { weight: 1, texts: [device] },
        { weight: 1, texts: [device] },
      ],
      50,
      8,
    );
    expect(tight[0]).toBeCloseTo(25, 6);
  });

  it('lines the facts up past the widest label, so a long label never runs into its value', async () => {
    const pdf = await PdfWriter.create({ title: 'Facts' });
    expect(pdf.factsIndent(['Day', 'Synced'])).toBe(110);
    const long = 'Semana que termina del registro';
    expect(pdf.factsIndent(['Day', long])).toBeGreaterThanOrEqual(
      pdf.measure(`${long}:`, { bold: true }) + 8,
    );
  });

  it('records when the document was made in its properties', async () => {
    const before = Date.now() - 1000;
    const pdf = await PDFDocument.load(await (await PdfWriter.create({ title: 'Now' })).save());
    expect(pdf.getCreationDate()?.getTime()).toBeGreaterThanOrEqual(before);
    expect(pdf.getModificationDate()?.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('draws images and signatures scaled into their box, and refuses what a PDF cannot embed', async () => {
    const png = tinyPng(96, 64, [70, 130, 180], [200, 200, 200]);
    expect(pdfImageType(png)).toBe('png');
    expect(pdfImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(pdfImageType(Buffer.from('RIFF0000WEBP'))).toBeNull();

    const pdf = await PdfWriter.create({ title: 'Images' });
    const before = pdf.y;
    await drawImage(pdf, png, { maxWidth: 48, caption: 'photo.png' });
    // Halved to fit 48 points wide: the cursor moved by about 32 points of image and a caption.
    expect(before - pdf.y).toBeGreaterThan(32);
    expect(before - pdf.y).toBeLessThan(32 + 40);
    await drawSignature(pdf, 'Employee signature', png);
    await drawSignature(pdf, 'Supervisor signature');
    await expect(drawImage(pdf, Buffer.from('RIFF0000WEBPVP8 '))).rejects.toThrow('PNG or a JPEG');
    const bytes = await pdf.save();
    expect(pdfText(bytes)).toContain('photo.png Employee signature Supervisor signature');
    // The one PNG embedded twice (image, signature) is two image objects; the blank signature none.
    expect(await imageCount(bytes)).toBe(2);
  });
});
