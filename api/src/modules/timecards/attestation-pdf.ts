import { type AttestationPdf, AttestationTexts } from '@tac/contracts';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { AttestationSource } from './queries.ts';

type Language = keyof typeof AttestationTexts;
type RejectionKey = keyof (typeof AttestationTexts)['en']['rejections'];

const LABELS: Record<Language, Record<string, string>> = {
  en: {
    title: 'Timecard Attestation',
    status: 'Attestation',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Override: 'Supervisor Override',
    employee: 'Employee',
    project: 'Project',
    task: 'Task',
    device: 'Device',
    day: 'Day',
    weekEnding: 'Week Ending',
    synced: 'Synced',
    record: 'Time Record',
    payCode: 'Pay Code',
    hours: 'Hours',
    start: 'Start',
    lunchStart: 'Lunch Start',
    lunchEnd: 'Lunch End',
    end: 'End',
    total: 'Total Hours',
  },
  es: {
    title: 'Certificación de la tarjeta de tiempo',
    status: 'Certificación',
    Approved: 'Aprobada',
    Rejected: 'Rechazada',
    Override: 'Anulación del supervisor',
    employee: 'Empleado',
    project: 'Proyecto',
    task: 'Tarea',
    device: 'Dispositivo',
    day: 'Día',
    weekEnding: 'Fin de semana',
    synced: 'Sincronizado',
    record: 'Registro de tiempo',
    payCode: 'Código de pago',
    hours: 'Horas',
    start: 'Inicio',
    lunchStart: 'Inicio almuerzo',
    lunchEnd: 'Fin almuerzo',
    end: 'Fin',
    total: 'Horas totales',
  },
};

/** The statement the employee (or supervisor) made, in the record's language. */
export function attestationStatements(
  source: Pick<AttestationSource, 'status' | 'language' | 'reasons'>,
): string[] {
  const texts = AttestationTexts[source.language === 'es' ? 'es' : 'en'];
  if (source.status === 'Approved') return [texts.approval];
  if (source.status === 'Override') return [texts.supervisorOverride];
  const reasons = source.reasons.filter((r): r is RejectionKey => r in texts.rejections);
  return (reasons.length ? reasons : (['inaccurate'] as RejectionKey[])).map((r) => texts.rejections[r]);
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The attestation PDF of one time record (A4-ish letter page, Helvetica, English or Spanish). */
export async function attestationPdf(source: AttestationSource): Promise<AttestationPdf> {
  const language: Language = source.language === 'es' ? 'es' : 'en';
  const l = LABELS[language];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${l.title} ${source.timeRecordId}`);
  pdf.setCreator('Time Admin Console');
  pdf.setProducer('Time Admin Console');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const left = 50;
  const width = 512;
  let y = 740;
  const text = (value: string, options: { size?: number; x?: number; bold?: boolean } = {}) => {
    page.drawText(value, {
      x: options.x ?? left,
      y,
      size: options.size ?? 10,
      font: options.bold ? bold : font,
    });
  };

  text(l.title ?? '', { size: 18, bold: true });
  y -= 26;
  const statusColor =
    source.status === 'Approved'
      ? rgb(0.1, 0.5, 0.2)
      : source.status === 'Rejected'
        ? rgb(0.7, 0.1, 0.1)
        : rgb(0.1, 0.3, 0.7);
  page.drawText(`${l.status}: ${l[source.status] ?? source.status}`, {
    x: left,
    y,
    size: 12,
    font: bold,
    color: statusColor,
  });
  y -= 24;

  const facts: [string, string][] = [
    [l.employee ?? '', `${source.employeeNumber} - ${source.fullName}`],
    [l.project ?? '', `${source.projectNumber} ${source.projectName}`],
    [l.task ?? '', source.taskName ? `${source.taskNumber} ${source.taskName}` : ''],
    [l.device ?? '', source.deviceName],
    [l.day ?? '', source.day],
    [l.weekEnding ?? '', source.weekEndingDate],
    [l.synced ?? '', source.syncedAt],
    [l.record ?? '', `${source.timeRecordId} / ${source.deviceId}`],
  ];
  for (const [label, value] of facts) {
    text(`${label}:`, { bold: true });
    text(value, { x: left + 110 });
    y -= 15;
  }
  y -= 10;

  const columns: [string, number][] = [
    [l.payCode ?? '', 0],
    [l.hours ?? '', 110],
    [l.start ?? '', 170],
    [l.lunchStart ?? '', 250],
    [l.lunchEnd ?? '', 340],
    [l.end ?? '', 430],
  ];
  for (const [label, x] of columns) text(label, { x: left + x, bold: true });
  y -= 14;
  let total = 0;
  for (const line of source.lines) {
    const cells = [
      line.hoursType,
      String(line.hours),
      line.startTime,
      line.lunchStartTime,
      line.lunchEndTime,
      line.endTime,
    ];
    for (const [i, cell] of cells.entries()) text(cell, { x: left + (columns[i]?.[1] ?? 0) });
    total += line.hours;
    y -= 14;
  }
  text(`${l.total}: ${Math.round(total * 100) / 100}`, { bold: true });
  y -= 28;

  for (const statement of attestationStatements(source)) {
    for (const line of wrap(statement, font, 11, width)) {
      text(line, { size: 11 });
      y -= 15;
    }
    y -= 6;
  }

  const bytes = await pdf.save();
  return {
    attachmentName: `Attestation_${source.timeRecordId}_${source.deviceId}.pdf`,
    attachmentContent: Buffer.from(bytes).toString('base64'),
  };
}
