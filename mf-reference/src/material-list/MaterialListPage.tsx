import { ApiPaths, type MaterialListItem, MaterialListSearchField, ReferenceMessages } from '@tac/contracts';
import { oneTextList } from '../reference-list/one-text-list.ts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteMaterial } from './api/delete-material.ts';
import { getMaterial } from './api/get-material.ts';
import { getMaterialList } from './api/get-material-list.ts';
import { MATERIAL_LIST_KEY } from './api/list-key.ts';
import { saveMaterial } from './api/save-material.ts';

/** Spec 002 §2 "Material List": search, add, edit, delete and paging of materials. */
export const materialList: ReferenceListDefinition<
  MaterialListItem,
  MaterialListItem,
  'displayText',
  string
> = {
  title: 'Material List',
  modalTitles: { add: 'Add Material List', edit: 'Edit Material List' },
  ...oneTextList<MaterialListItem, 'displayText'>(
    {
      name: 'displayText',
      label: 'Material List',
      searchField: MaterialListSearchField.DisplayText,
      placeholder: 'Enter Material',
      messages: ReferenceMessages.materialList,
    },
    (displayText, record) =>
      saveMaterial(record ? { Id: record.id, DisplayText: displayText } : { DisplayText: displayText }),
  ),
  rowKey: (row) => row.id,
  exportCsvPath: ApiPaths.materialList.exportCsv,
  listKey: MATERIAL_LIST_KEY,
  fetchPage: getMaterialList,
  fetchRecord: (row) =>
    recordFrom(getMaterial(row.id), (data) => data, ReferenceMessages.materialList.notFound),
  remove: { request: (row) => deleteMaterial(row.id), confirm: ReferenceMessages.materialList.deleteConfirm },
};

export function MaterialListPage() {
  return <ReferenceListPage definition={materialList} />;
}
