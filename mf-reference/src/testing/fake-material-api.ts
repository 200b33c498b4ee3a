import { ApiPaths, type MaterialListItem } from '@tac/contracts';
import { createFakeListApi } from './fake-list-api.ts';

/** The Material List server in memory (see createFakeListApi). */
export function createFakeMaterialApi(initialRows: MaterialListItem[]) {
  return createFakeListApi<MaterialListItem>(
    {
      paths: ApiPaths.materialList,
      byIdParam: 'materialId',
      id: (row) => row.id,
      text: (row) => row.displayText,
      byIdData: (row) => ({ ...row }),
      saveId: (body) => body.Id as number | undefined,
      fromSave: (body, id) => ({ id, displayText: String(body.DisplayText) }),
      deleteId: (body) => body.Id as number,
    },
    initialRows,
  );
}

export const materials = (count: number, from = 1): MaterialListItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, displayText: `Material ${from + i}` }));
