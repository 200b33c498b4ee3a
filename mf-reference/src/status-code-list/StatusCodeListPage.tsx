import {
  ApiPaths,
  ReferenceMessages,
  type StatusCodeItem,
  StatusCodeListSearchField,
  statusCodeLabel,
} from '@tac/contracts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteStatusCode } from './api/delete-status-code.ts';
import { getStatusCode } from './api/get-status-code.ts';
import { getStatusCodeList } from './api/get-status-code-list.ts';
import { STATUS_CODE_LIST_KEY } from './api/list-key.ts';
import { saveStatusCode } from './api/save-status-code.ts';
import {
  checkStatusCode,
  STATUS_DESCRIPTION_MAX,
  STATUS_INITIAL_MAX,
  type StatusCodeFieldName,
} from './rules.ts';

/** Spec 002 §2 "Status Code List": rows 'initial - description', search, add, edit, delete. */
export const statusCodeList: ReferenceListDefinition<
  StatusCodeItem,
  StatusCodeItem,
  StatusCodeFieldName,
  { statusInitial: string; displayText: string }
> = {
  title: 'Status Code List',
  modalTitles: { add: 'Add Status Code', edit: 'Edit Status Code' },
  columns: [
    {
      id: 'statusCode',
      header: 'Status Code',
      cell: statusCodeLabel,
      search: { fieldName: StatusCodeListSearchField.StatusCode, ariaLabel: 'Search Status Code' },
    },
  ],
  rowKey: (row) => row.id,
  rowName: statusCodeLabel,
  exportCsvPath: ApiPaths.statusCodeList.exportCsv,
  listKey: STATUS_CODE_LIST_KEY,
  fetchPage: getStatusCodeList,
  fetchRecord: (row) =>
    recordFrom(getStatusCode(row.id), (data) => data, ReferenceMessages.statusCodeList.notFound),
  form: {
    fields: [
      {
        name: 'statusInitial',
        label: 'Status Initial',
        placeholder: 'Enter Status Initial',
        maxLength: STATUS_INITIAL_MAX,
      },
      {
        name: 'displayText',
        label: 'Description',
        placeholder: 'Enter Description',
        maxLength: STATUS_DESCRIPTION_MAX,
      },
    ],
    initialValues: (record) => ({
      statusInitial: record?.statusInitial ?? '',
      displayText: record?.displayText ?? '',
    }),
    check: checkStatusCode,
    save: ({ statusInitial, displayText }, record) =>
      saveStatusCode(
        record
          ? {
              ID: record.id,
              StatusInitial: statusInitial,
              DisplayText: displayText,
              IsActive: record.isActive,
            }
          : { StatusInitial: statusInitial, DisplayText: displayText, IsActive: true },
      ),
  },
  remove: {
    request: (row) => deleteStatusCode(row.id),
    confirm: ReferenceMessages.statusCodeList.deleteConfirm,
  },
};

export function StatusCodeListPage() {
  return <ReferenceListPage definition={statusCodeList} />;
}
