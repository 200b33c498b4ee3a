import {
  ApiPaths,
  type EquipmentListItem,
  EquipmentListSearchField,
  ReferenceMessages,
} from '@tac/contracts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteEquipment } from './api/delete-equipment.ts';
import { getEquipment } from './api/get-equipment.ts';
import { getEquipmentList } from './api/get-equipment-list.ts';
import { EQUIPMENT_LIST_KEY } from './api/list-key.ts';
import { saveEquipment } from './api/save-equipment.ts';
import { checkEquipmentName, EQUIPMENT_NAME_MAX } from './rules.ts';

/** Spec 002 §2 "Equipment List": search, add, edit, delete and paging of equipment. */
export const equipmentList: ReferenceListDefinition<
  EquipmentListItem,
  EquipmentListItem,
  'displayText',
  string
> = {
  title: 'Equipment List',
  modalTitles: { add: 'Add Equipment List', edit: 'Edit Equipment List' },
  columns: [
    {
      id: 'displayText',
      header: 'Equipment List',
      cell: (row) => row.displayText,
      search: { fieldName: EquipmentListSearchField.DisplayText, ariaLabel: 'Search Equipment List' },
    },
  ],
  rowKey: (row) => row.id,
  rowName: (row) => row.displayText,
  exportCsvPath: ApiPaths.equipmentList.exportCsv,
  listKey: EQUIPMENT_LIST_KEY,
  fetchPage: getEquipmentList,
  fetchRecord: (row) =>
    recordFrom(getEquipment(row.id), (data) => data, ReferenceMessages.equipmentList.notFound),
  form: {
    fields: [
      {
        name: 'displayText',
        label: 'Equipment List',
        placeholder: 'Enter Equipment',
        maxLength: EQUIPMENT_NAME_MAX,
      },
    ],
    initialValues: (record) => ({ displayText: record?.displayText ?? '' }),
    check: ({ displayText }) => {
      const check = checkEquipmentName(displayText);
      return check.ok ? check : { ok: false, errors: { displayText: check.message } };
    },
    save: (displayText, record) =>
      saveEquipment(record ? { Id: record.id, DisplayText: displayText } : { DisplayText: displayText }),
  },
  remove: {
    request: (row) => deleteEquipment(row.id),
    confirm: ReferenceMessages.equipmentList.deleteConfirm,
  },
};

export function EquipmentListPage() {
  return <ReferenceListPage definition={equipmentList} />;
}
