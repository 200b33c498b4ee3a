import {
  ApprovalPreviewSchema,
  answerProblems,
  DailyDetailSchema,
  IssueNoteSchema,
  listOf,
  TimecardAttachmentSchema,
  TimecardRecordSchema,
  wireProblems,
} from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_PREVIEW,
  attachment,
  attestationPdf,
  dailyDetail,
  failed,
  issueNote,
  ok,
  timecard,
  wire,
} from './fixtures.ts';

/** The fixtures the screens' tests answer with, held to the schemas the API answers with. */
describe('timecard fixtures are wire shapes', () => {
  it('timecard rows, with their nullable units either way', () => {
    const rows = [timecard(), timecard({ timeRecordID: 2, expectationUnits: null, workUnits: null })];
    expect(answerProblems(listOf(TimecardRecordSchema), wire(ok(rows)))).toEqual([]);
  });

  it('issue notes with images and daily details', () => {
    const notes = [issueNote(), issueNote({ id: 2, attachments: [attachment('crane.png')] })];
    expect(answerProblems(listOf(IssueNoteSchema), wire(ok(notes)))).toEqual([]);
    const details = [dailyDetail(), dailyDetail({ productiveHours: null, idleHours: null })];
    expect(answerProblems(listOf(DailyDetailSchema), wire(ok(details)))).toEqual([]);
  });

  it("the Approval bar's preview", () => {
    expect(answerProblems(ApprovalPreviewSchema, wire(ok(APPROVAL_PREVIEW)))).toEqual([]);
  });

  it('attachments, the attestation PDF and a failure', () => {
    expect(answerProblems(listOf(TimecardAttachmentSchema), wire(ok([attachment('north.png')])))).toEqual([]);
    expect(answerProblems(TimecardAttachmentSchema, wire(ok(attestationPdf())))).toEqual([]);
    expect(answerProblems(TimecardAttachmentSchema, wire(failed('Attestation not found')))).toEqual([]);
  });

  it('would catch a drifted fixture', () => {
    expect(wireProblems(TimecardRecordSchema, { ...timecard(), hours: '8' })).toEqual([
      '/hours must be number',
    ]);
    expect(wireProblems(DailyDetailSchema, { ...dailyDetail(), weatherCode: 3 })).toEqual([
      '/weatherCode is not a field of the wire shape',
    ]);
  });
});
