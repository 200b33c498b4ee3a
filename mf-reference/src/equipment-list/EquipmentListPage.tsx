import {
  ApiPaths,
  type EquipmentListItem,
  EquipmentListSearchField,
  ReferenceMessages,
} from '@tac/contracts';
import { oneTextList } from '../reference-list/one-text-list.ts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteEquipment } from './api/delete-equipment.ts';
import { getEquipment } from './api/get-equipment.ts';
import { getEquipmentList } from './api/get-equipment-list.ts';
import { EQUIPMENT_LIST_KEY } from './api/list-key.ts';
import { saveEquipment } from './api/save-equipment.ts';

/** Spec 002 §2 "Equipment List": search, add, edit, delete and paging of equipment. */
export const equipmentList: ReferenceListDefinition<
  EquipmentListItem,
  EquipmentListItem,
  'displayText',
  string
> = {
  title: 'Equipment List',
  modalTitles: { add: 'Add Equipment List', edit: 'Edit Equipment List' },
  ...oneTextList<EquipmentListItem, 'displayText'>(
    {
      name: 'displayText',
      label: 'Equipment List',
      searchField: EquipmentListSearchField.DisplayText,
      placeholder: 'Enter Equipment',
      messages: ReferenceMessages.equipmentList,
    },
    (displayText, record) =>
      saveEquipment(record ? { Id: record.id, DisplayText: displayText } : { DisplayText: displayText }),
  ),
  rowKey: (row) => row.id,
  exportCsvPath: ApiPaths.equipmentList.exportCsv,
  listKey: EQUIPMENT_LIST_KEY,
  fetchPage: getEquipmentList,
  fetchRecord: (row) =>
    recordFrom(getEquipment(row.id), (data) => data, ReferenceMessages.equipmentList.notFound),
  remove: {
    request: (row) => deleteEquipment(row.id),
    confirm: ReferenceMessages.equipmentList.deleteConfirm,
  },
};

export function EquipmentListPage() {
  return <ReferenceListPage definition={equipmentList} />;
}
