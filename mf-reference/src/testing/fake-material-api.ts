import { ApiPaths, type MaterialListItem } from '@tac/contracts';
import { createFakeDisplayTextApi } from './fake-reference-apis.ts';

/** The Material List server in memory (see createFakeDisplayTextApi). */
export const createFakeMaterialApi = (initialRows: MaterialListItem[]) =>
  createFakeDisplayTextApi(ApiPaths.materialList, 'materialId', initialRows);

export const materials = (count: number, from = 1): MaterialListItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, displayText: `Material ${from + i}` }));
