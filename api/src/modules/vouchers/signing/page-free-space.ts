import {
  decodePDFRawStream,
  PDFArray,
  PDFContentStream,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n, as PDF composes a `cm` with the current matrix. */
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const yOf = (m: Matrix, x: number, y: number) => m[1] * x + m[3] * y + m[5];

/** The page's content streams, decoded. */
function contents(page: PDFPage): string[] {
  const found = page.node.Contents();
  const streams =
    found instanceof PDFArray
      ? found.asArray().map((ref) => page.doc.context.lookup(ref as PDFRef))
      : [found];
  return streams.map((stream) => {
    if (stream instanceof PDFRawStream)
      return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    if (stream instanceof PDFContentStream)
      return Buffer.from(stream.getUnencodedContents()).toString('latin1');
    return '';
  });
}

/** Strings, names, arrays' brackets, numbers and operators of a content stream, in order. */
const TOKEN = /\((?:\\.|[^\\)])*\)|<[^>]*>|[[\]]|\/[^\s/[\]()<>]+|[^\s/[\]()<>]+/g;

/**
 * The lowest point drawn on `page` above `floor` (its footer lies below), in points from the bottom,
 * or null when nothing is: text by its baseline less a descender, paths by their points, images by
 * their corners. It follows what the console's own PDFs draw (pdf-lib's operators, the transforms
 * of `cm`, `q` and `Q`); a form drawn with `Do` counts as its unit square, an image's. Used to put
 * the signature below a page's content, where nothing else is drawn.
 */
export function lowestDrawn(page: PDFPage, floor: number): number | null {
  let lowest = Number.POSITIVE_INFINITY;
  const seen = (y: number) => {
    if (y >= floor && y < lowest) lowest = y;
  };
  for (const content of contents(page)) {
    let ctm: Matrix = [...IDENTITY];
    const stack: Matrix[] = [];
    let text: Matrix = [...IDENTITY];
    let fontSize = 0;
    let operands: number[] = [];
    for (const [token] of content.matchAll(TOKEN)) {
      const number = Number(token);
      if (token !== '' && Number.isFinite(number) && /^[-+.\d]/.test(token)) {
        operands.push(number);
        continue;
      }
      const n = operands;
      if (/^[A-Za-z'"*]+$/.test(token)) operands = [];
      else continue;
      const at = (i: number) => n[n.length - i] ?? 0;
      switch (token) {
        case 'q':
          stack.push(ctm);
          break;
        case 'Q':
          ctm = stack.pop() ?? [...IDENTITY];
          break;
        case 'cm':
          ctm = times([at(6), at(5), at(4), at(3), at(2), at(1)], ctm);
          break;
        case 'BT':
          text = [...IDENTITY];
          break;
        case 'Tf':
          fontSize = at(1);
          break;
        case 'Tm':
          text = [at(6), at(5), at(4), at(3), at(2), at(1)];
          break;
        case 'Td':
        case 'TD':
          text = times([1, 0, 0, 1, at(2), at(1)], text);
          break;
        case 'Tj':
        case 'TJ':
        case "'":
        case '"': {
          const origin = times(text, ctm);
          seen(yOf(origin, 0, -0.25 * fontSize));
          break;
        }
        case 'm':
        case 'l':
          seen(yOf(ctm, at(2), at(1)));
          break;
        case 'c':
          seen(yOf(ctm, at(2), at(1)));
          break;
        case 're':
          seen(yOf(ctm, at(4), at(3)));
          seen(yOf(ctm, at(4), at(3) + at(1)));
          break;
        case 'Do':
          for (const [x, y] of [
            [0, 0],
            [1, 0],
            [0, 1],
            [1, 1],
          ] as const)
            seen(yOf(ctm, x, y));
          break;
      }
    }
  }
  return Number.isFinite(lowest) ? lowest : null;
}
