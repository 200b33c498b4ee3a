import {
  ApiPaths,
  ReferenceMessages,
  type SupervisorOverrideReasonItem,
  SupervisorOverrideReasonSearchField,
} from '@tac/contracts';
import { oneTextList } from '../reference-list/one-text-list.ts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteOverrideReason } from './api/delete-override-reason.ts';
import { getOverrideReason } from './api/get-override-reason.ts';
import { getOverrideReasonList } from './api/get-override-reason-list.ts';
import { OVERRIDE_REASON_LIST_KEY } from './api/list-key.ts';
import { saveOverrideReason } from './api/save-override-reason.ts';
import { sortOverrideReasons } from './rules.ts';

type Reason = SupervisorOverrideReasonItem;

/** Spec 002 §2 "Supervisor Override Reason List": the Material List's layout, rows by text ignoring case. */
export const overrideReasonList: ReferenceListDefinition<Reason, Reason, 'displayText', string> = {
  title: 'Supervisor Override Reason List',
  modalTitles: { add: 'Add Supervisor Override Reason', edit: 'Edit Supervisor Override Reason' },
  ...oneTextList<Reason, 'displayText'>(
    {
      name: 'displayText',
      label: 'Supervisor Override Reason',
      searchField: SupervisorOverrideReasonSearchField.DisplayText,
      placeholder: 'Enter Supervisor Override Reason',
      messages: ReferenceMessages.supervisorOverrideReason,
    },
    (displayText, record) =>
      saveOverrideReason(
        record
          ? { Id: record.id, DisplayText: displayText, IsActive: record.isActive }
          : { DisplayText: displayText, IsActive: true },
      ),
  ),
  rowKey: (row) => row.id,
  exportCsvPath: ApiPaths.supervisorOverrideReason.exportCsv,
  listKey: OVERRIDE_REASON_LIST_KEY,
  fetchPage: getOverrideReasonList,
  sortRows: sortOverrideReasons,
  fetchRecord: (row) =>
    recordFrom(
      getOverrideReason(row.id),
      (data) => data.supervisorOverrideReason[0],
      ReferenceMessages.supervisorOverrideReason.notFound,
    ),
  remove: {
    request: (row) => deleteOverrideReason(row.id),
    confirm: ReferenceMessages.supervisorOverrideReason.deleteConfirm,
  },
};

export function SupervisorOverrideReasonPage() {
  return <ReferenceListPage definition={overrideReasonList} />;
}
