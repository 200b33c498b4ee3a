import {
  ApiPaths,
  PAY_CODE_COUNTS_AS,
  PAY_CODE_COUNTS_AS_LABELS,
  PAY_CODE_IMPORT_COLUMNS,
  PAY_CODE_IMPORT_OPTIONAL,
  type PayCodeCountsAs,
  type PayCodeItem,
  PayCodeListSearchField,
  payCodeLabel,
  ReferenceMessages,
} from '@tac/contracts';
import { chakra, HStack } from '@tac/ui';
import { SingleSelect } from '@tac/ui/multi-select';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deletePayCode } from './api/delete-pay-code.ts';
import { getPayCode } from './api/get-pay-code.ts';
import { payCodeHistory } from './api/get-pay-code-history.ts';
import { getPayCodeList } from './api/get-pay-code-list.ts';
import { importPayCodes } from './api/import-pay-codes.ts';
import { PAY_CODE_LIST_KEY } from './api/list-key.ts';
import { previewPayCodeImport } from './api/preview-pay-code-import.ts';
import { savePayCode } from './api/save-pay-code.ts';
import {
  checkPayCode,
  PAY_CODE_DESCRIPTION_MAX,
  PAY_CODE_MAX,
  type PayCodeFieldName,
  type PayCodeValues,
} from './rules.ts';

const COUNTS_AS_OPTIONS = PAY_CODE_COUNTS_AS.map((value) => ({
  value,
  label: PAY_CODE_COUNTS_AS_LABELS[value],
}));

/**
 * Pay Code List (not in the spec; shared/docs/remotes/reference.md "Pay Code List"): the codes a
 * timecard line, a device and a payroll file may use, shown 'code - description' with what their
 * hours count as and whether they are active; search, add, edit (the active flag included), delete,
 * each code's History (who changed it, and how: what a code counts as decides what payroll pays),
 * and a CSV import of the export's columns, matched by code.
 */
export const payCodeList: ReferenceListDefinition<PayCodeItem, PayCodeItem, PayCodeFieldName, PayCodeValues> =
  {
    title: 'Pay Code List',
    modalTitles: { add: 'Add Pay Code', edit: 'Edit Pay Code' },
    columns: [
      {
        id: 'payCode',
        header: 'Pay Code',
        cell: payCodeLabel,
        search: { fieldName: PayCodeListSearchField.PayCode, ariaLabel: 'Search Pay Code' },
      },
      { id: 'countsAs', header: 'Counts As', cell: (row) => PAY_CODE_COUNTS_AS_LABELS[row.countsAs] },
      { id: 'isActive', header: 'Active', cell: (row) => (row.isActive ? 'Yes' : 'No') },
    ],
    rowKey: (row) => row.id,
    rowName: payCodeLabel,
    exportCsvPath: ApiPaths.payCodeList.exportCsv,
    listKey: PAY_CODE_LIST_KEY,
    fetchPage: getPayCodeList,
    fetchRecord: (row) =>
      recordFrom(getPayCode(row.id), (data) => data, ReferenceMessages.payCodeList.notFound),
    form: {
      fields: [
        { name: 'code', label: 'Code', placeholder: 'Enter Code', maxLength: PAY_CODE_MAX },
        {
          name: 'description',
          label: 'Description',
          placeholder: 'Enter Description',
          maxLength: PAY_CODE_DESCRIPTION_MAX,
        },
        {
          name: 'countsAs',
          label: 'Counts As',
          render: ({ label, value, onChange, invalid }) => (
            <SingleSelect<PayCodeCountsAs>
              label={label}
              required
              invalid={invalid}
              placeholder="Select Counts As"
              options={COUNTS_AS_OPTIONS}
              value={
                (PAY_CODE_COUNTS_AS as readonly string[]).includes(value) ? (value as PayCodeCountsAs) : null
              }
              onChange={(chosen) => onChange(chosen ?? '')}
            />
          ),
        },
        {
          name: 'isActive',
          label: 'Active',
          render: ({ label, value, onChange }) => (
            <HStack as="label" gap="2">
              <chakra.input
                type="checkbox"
                checked={value !== 'false'}
                onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
              />
              {label}
            </HStack>
          ),
        },
      ],
      initialValues: (record) => ({
        code: record?.code ?? '',
        description: record?.description ?? '',
        countsAs: record?.countsAs ?? '',
        isActive: record?.isActive === false ? 'false' : 'true',
      }),
      check: checkPayCode,
      save: ({ code, description, countsAs, isActive }, record) =>
        savePayCode({
          ...(record ? { Id: record.id } : {}),
          Code: code,
          Description: description,
          CountsAs: countsAs,
          IsActive: isActive,
        }),
    },
    remove: { request: (row) => deletePayCode(row.id), confirm: ReferenceMessages.payCodeList.deleteConfirm },
    history: (row) => payCodeHistory(row.id, `History: ${payCodeLabel(row)}`),
    import: {
      what: 'Pay Codes',
      columns: PAY_CODE_IMPORT_COLUMNS,
      optional: PAY_CODE_IMPORT_OPTIONAL,
      matchedBy: 'code (exactly, case counts)',
      preview: previewPayCodeImport,
      commit: importPayCodes,
    },
  };

export function PayCodeListPage() {
  return <ReferenceListPage definition={payCodeList} />;
}
