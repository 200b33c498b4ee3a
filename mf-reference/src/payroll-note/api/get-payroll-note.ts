import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type PayRollNoteOptionById } from '@tac/contracts';

/** One payroll note by id (spec 002 §7 "Payroll note by id"): GET ?payRollNoteId=, read data.payRollNotes[0]. */
export function getPayrollNote(payRollNoteId: number): Promise<Envelope<PayRollNoteOptionById>> {
  return api.get<PayRollNoteOptionById>(ApiPaths.payRollNoteOption.byId, { payRollNoteId });
}
