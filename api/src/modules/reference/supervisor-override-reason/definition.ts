import { ApiPaths, PageClaim, ReferenceMessages, SupervisorOverrideReasonSearchField } from '@tac/contracts';
import {
  SupervisorOverrideReasonByIdSchema,
  SupervisorOverrideReasonItemSchema,
  SupervisorOverrideReasonSaveSchema,
} from '@tac/contracts/schemas';
import { textList } from '../reference-list/text-list.ts';

/** Supervisor Override Reason List (spec 002 §2, §5, §7); active and inactive reasons listed alike. */
export const supervisorOverrideReasonList = textList({
  title: 'Supervisor Override Reason List',
  table: 'supervisor_override_reason',
  entity: 'supervisor_override_reason',
  paths: ApiPaths.supervisorOverrideReason,
  pageClaim: PageClaim.SupervisorOverrideReason,
  messages: ReferenceMessages.supervisorOverrideReason,
  text: { row: SupervisorOverrideReasonSearchField.DisplayText, body: 'DisplayText', column: 'display_text' },
  header: 'Supervisor Override Reason',
  activeFlag: true,
  rowSchema: SupervisorOverrideReasonItemSchema,
  saveBody: SupervisorOverrideReasonSaveSchema,
  byId: {
    query: 'supervisorOverrideReasonId',
    schema: SupervisorOverrideReasonByIdSchema,
    data: (row) => ({ supervisorOverrideReason: [row] }),
  },
  summaries: {
    list: "Override reasons, sorted by text; SearchText FieldName 'displayText' filters by contains",
    byId: 'One override reason: data is { supervisorOverrideReason: [reason] }',
    save: 'Add (Id null, 0 or absent) or update an override reason',
    delete: 'Delete an override reason (kept as deleted, so overridden timecards keep its text)',
  },
});
