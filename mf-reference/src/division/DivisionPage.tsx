import { ApiPaths, type DivisionItem, DivisionSearchField, ReferenceMessages } from '@tac/contracts';
import { oneTextList } from '../reference-list/one-text-list.ts';
import { ReferenceListPage } from '../reference-list/ReferenceListPage.tsx';
import { type ReferenceListDefinition, recordFrom } from '../reference-list/types.ts';
import { getDivision } from './api/get-division.ts';
import { getDivisionList } from './api/get-division-list.ts';
import { DIVISION_LIST_KEY } from './api/list-key.ts';
import { saveDivision } from './api/save-division.ts';
import { DIVISION_NAME_MAX, divisionInput } from './rules.ts';

/**
 * Spec 002 §2 "Divisions": division numbers with search and an edit icon; no add and no delete.
 * The modal is titled 'Add Division' as the spec quotes it, though it only ever edits.
 */
export const divisionList: ReferenceListDefinition<DivisionItem, DivisionItem, 'divisionName', string> = {
  title: 'Divisions',
  modalTitles: { add: 'Add Division', edit: 'Add Division' },
  ...oneTextList<DivisionItem, 'divisionName'>(
    {
      name: 'divisionName',
      label: 'Division Number',
      searchField: DivisionSearchField.DivisionName,
      placeholder: 'Enter Division Number',
      maxLength: DIVISION_NAME_MAX,
      normalizeInput: divisionInput,
      messages: ReferenceMessages.division,
    },
    // Divisions are only edited, so there is always a record here (the add icon is not shown).
    (divisionName, record) =>
      saveDivision({ divisionId: record?.divisionId ?? 0, divisionName, isActive: record?.isActive ?? true }),
  ),
  rowKey: (row) => row.divisionId,
  exportCsvPath: ApiPaths.division.exportCsv,
  listKey: DIVISION_LIST_KEY,
  fetchPage: getDivisionList,
  fetchRecord: (row) =>
    recordFrom(getDivision(row.divisionId), (data) => data.division[0], ReferenceMessages.division.notFound),
  canAdd: false,
};

export function DivisionPage() {
  return <ReferenceListPage definition={divisionList} />;
}
