import { AttestationTexts } from '@tac/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { attestationPdf } from './attestation-pdf.ts';
import type { AttestationSource } from './attestation-source.ts';

const source: AttestationSource = {
  timeRecordId: 100123,
  deviceId: 7,
  status: 'Approved',
  language: 'en',
  reasons: [],
  employeeNumber: 'E5001',
  fullName: 'James Smith',
  projectNumber: '24-1001',
  projectName: 'Riverside Medical Center',
  taskNumber: '01-100',
  taskName: 'Mobilization',
  deviceName: 'CREW_101_JSMITH_TAB',
  day: '2026-11-24',
  weekEndingDate: '2026-11-29',
  // 01:14 UTC on the 25th is the evening of the 24th in Chicago.
  syncedAt: '2026-11-25T01:14:00Z',
  lines: [
    {
      hoursType: 'REG',
      hours: 8,
      startTime: '06:30',
      lunchStartTime: '11:00',
      lunchEndTime: '11:30',
      endTime: '15:00',
    },
    {
      hoursType: 'OT',
      hours: 1.5,
      startTime: '06:30',
      lunchStartTime: '',
      lunchEndTime: '',
      endTime: '16:30',
    },
  ],
};

const textOf = async (input: AttestationSource) =>
  pdfText((await attestationPdf(input, 'America/Chicago')).attachmentContent);

describe('attestation PDF', () => {
  it('writes dates and the sync time as the screen does, in the business time zone (English)', async () => {
    const text = await textOf(source);
    expect(text).toContain('Day: 11/24/26 Week Ending: 11/29/26 Synced: 11/24/26 07:14 pm');
    expect(text).not.toContain('2026-11');
    expect(text).not.toContain('UTC');
  });

  it('writes the same formats in Spanish, with Spanish labels and statement', async () => {
    const text = await textOf({ ...source, language: 'es' });
    expect(text).toContain('Día: 11/24/26 Semana que termina: 11/29/26 Sincronizado: 11/24/26 07:14 pm');
    // 'Fin de semana' is the weekend, not the week's last day.
    expect(text).not.toContain('Fin de semana');
    expect(text).toContain(AttestationTexts.es.approval.replace(/\s+/g, ' '));
    expect(text).toContain('Página 1 / 1');
    expect(text).not.toContain('2026-11');
  });

  it('lists the pay code lines under their headings with the total hours, and leaves a missing sync blank', async () => {
    const text = await textOf({ ...source, syncedAt: '' });
    expect(text).toContain(
      'Pay Code Hours Start Lunch Start Lunch End End REG 8 06:30 11:00 11:30 15:00 OT 1.5 06:30 16:30 Total Hours 9.5',
    );
    expect(text).toContain('Synced: Time Record: 100123 / 7');
  });

  it('says in its properties when it was drawn, not 01/01/1970', async () => {
    const before = Date.now() - 1000;
    const pdf = await PDFDocument.load(
      Buffer.from((await attestationPdf(source, 'America/Chicago')).attachmentContent, 'base64'),
    );
    expect(pdf.getCreationDate()?.getTime()).toBeGreaterThanOrEqual(before);
    expect(pdf.getModificationDate()?.getTime()).toBeGreaterThanOrEqual(before);
  });
});
