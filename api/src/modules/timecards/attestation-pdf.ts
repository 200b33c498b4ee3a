import { type AttestationPdf, AttestationTexts } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { drawTable, PdfWriter, rgb } from '../../pdf/index.ts';
import type { AttestationSource } from './attestation-source.ts';

type Language = keyof typeof AttestationTexts;
type RejectionKey = keyof (typeof AttestationTexts)['en']['rejections'];

/** The PDF's words in each language; the statements themselves are AttestationTexts. */
const LABELS = {
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
    page: 'Page',
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
    // 'Fin de semana' would read as the weekend.
    weekEnding: 'Semana que termina',
    synced: 'Sincronizado',
    record: 'Registro de tiempo',
    payCode: 'Código de pago',
    hours: 'Horas',
    start: 'Inicio',
    lunchStart: 'Inicio almuerzo',
    lunchEnd: 'Fin almuerzo',
    end: 'Fin',
    total: 'Horas totales',
    page: 'Página',
  },
} satisfies Record<Language, Record<string, string>>;

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

/** The colour of each attestation status, as the list's badges show them. */
const STATUS_COLORS = {
  Approved: rgb(0.1, 0.5, 0.2),
  Rejected: rgb(0.7, 0.1, 0.1),
  Override: rgb(0.1, 0.3, 0.7),
};

/**
 * The attestation PDF of one time record, in the record's language (English or Spanish). Dates and
 * times read as on the screen (MM/DD/YY, MM/DD/YY hh:mm am), the sync time in the business time
 * zone `timeZone`: the PDF is printed for people who compare it with the console.
 */
export async function attestationPdf(source: AttestationSource, timeZone: string): Promise<AttestationPdf> {
  const language: Language = source.language === 'es' ? 'es' : 'en';
  const l = LABELS[language];
  const pdf = await PdfWriter.create({
    title: `${l.title} ${source.timeRecordId}`,
    footer: (page, pages) => `${l.page} ${page} / ${pages}`,
  });
  pdf.heading(l.title);
  pdf.line(`${l.status}: ${l[source.status as keyof typeof l] ?? source.status}`, {
    size: 12,
    bold: true,
    color: STATUS_COLORS[source.status as keyof typeof STATUS_COLORS] ?? STATUS_COLORS.Override,
  });
  pdf.space(9);
  pdf.facts([
    [l.employee, `${source.employeeNumber} - ${source.fullName}`],
    [l.project, `${source.projectNumber} ${source.projectName}`],
    [l.task, source.taskName ? `${source.taskNumber} ${source.taskName}` : ''],
    [l.device, source.deviceName],
    [l.day, formatCalendarDate(source.day)],
    [l.weekEnding, formatCalendarDate(source.weekEndingDate)],
    [l.synced, formatDateTime(source.syncedAt, timeZone)],
    [l.record, `${source.timeRecordId} / ${source.deviceId}`],
  ]);
  pdf.space(10);

  const total = source.lines.reduce((sum, line) => sum + line.hours, 0);
  drawTable(pdf, {
    columns: [
      { header: l.payCode, width: 110 },
      { header: l.hours, width: 60 },
      { header: l.start, width: 80 },
      { header: l.lunchStart, width: 90 },
      { header: l.lunchEnd, width: 90 },
      { header: l.end, width: 82 },
    ],
    rows: source.lines.map((line) => [
      line.hoursType,
      String(line.hours),
      line.startTime,
      line.lunchStartTime,
      line.lunchEndTime,
      line.endTime,
    ]),
    totals: [l.total, String(Math.round(total * 100) / 100)],
  });
  pdf.space(14);

  for (const statement of attestationStatements(source)) {
    pdf.paragraph(statement, { size: 11 });
    pdf.space(6);
  }

  const bytes = await pdf.save();
  return {
    attachmentName: `Attestation_${source.timeRecordId}_${source.deviceId}.pdf`,
    attachmentContent: Buffer.from(bytes).toString('base64'),
  };
}
