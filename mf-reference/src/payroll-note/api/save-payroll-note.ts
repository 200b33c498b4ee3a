import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type PayRollNoteOptionItem,
  type PayRollNoteOptionSave,
} from '@tac/contracts';

/** Adds (no Id) or updates (Id) a payroll note (spec 002 §7 "Save payroll note"): POST { Id?, Name, IsActive }. */
export function savePayrollNote(body: PayRollNoteOptionSave): Promise<Envelope<PayRollNoteOptionItem>> {
  return api.post<PayRollNoteOptionItem>(ApiPaths.payRollNoteOption.save, body);
}
