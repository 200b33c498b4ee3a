import { ApiPaths, type MaterialListItem, MaterialListSearchField, ReferenceMessages } from '@tac/contracts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { deleteMaterial } from './api/delete-material.ts';
import { getMaterial } from './api/get-material.ts';
import { getMaterialList } from './api/get-material-list.ts';
import { MATERIAL_LIST_KEY } from './api/list-key.ts';
import { saveMaterial } from './api/save-material.ts';
import { checkMaterialName, MATERIAL_NAME_MAX } from './rules.ts';

/** Spec 002 §2 "Material List": search, add, edit, delete and paging of materials. */
export const materialList: ReferenceListDefinition<
  MaterialListItem,
  MaterialListItem,
  'displayText',
  string
> = {
  title: 'Material List',
  modalTitles: { add: 'Add Material List', edit: 'Edit Material List' },
  columns: [
    {
      id: 'displayText',
      header: 'Material List',
      cell: (row) => row.displayText,
      search: { fieldName: MaterialListSearchField.DisplayText, ariaLabel: 'Search Material List' },
    },
  ],
  rowKey: (row) => row.id,
  rowName: (row) => row.displayText,
  exportCsvPath: ApiPaths.materialList.exportCsv,
  listKey: MATERIAL_LIST_KEY,
  fetchPage: getMaterialList,
  fetchRecord: (row) =>
    recordFrom(getMaterial(row.id), (data) => data, ReferenceMessages.materialList.notFound),
  form: {
    fields: [
      {
        name: 'displayText',
        label: 'Material List',
        placeholder: 'Enter Material',
        maxLength: MATERIAL_NAME_MAX,
      },
    ],
    initialValues: (record) => ({ displayText: record?.displayText ?? '' }),
    check: ({ displayText }) => {
      const check = checkMaterialName(displayText);
      return check.ok ? check : { ok: false, errors: { displayText: check.message } };
    },
    save: (displayText, record) =>
      saveMaterial(record ? { Id: record.id, DisplayText: displayText } : { DisplayText: displayText }),
  },
  remove: { request: (row) => deleteMaterial(row.id), confirm: ReferenceMessages.materialList.deleteConfirm },
};

export function MaterialListPage() {
  return <ReferenceListPage definition={materialList} />;
}
