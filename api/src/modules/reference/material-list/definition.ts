import { ApiPaths, MaterialListSearchField, PageClaim, ReferenceMessages } from '@tac/contracts';
import { DisplayTextItemSchema, MaterialSaveSchema } from '@tac/contracts/schemas';
import { textList } from '../reference-list/text-list.ts';

/** Material List (spec 002 §2, §7): one display text per material. */
export const materialList = textList({
  title: 'Material List',
  table: 'material',
  entity: 'material',
  paths: ApiPaths.materialList,
  pageClaim: PageClaim.MaterialList,
  messages: ReferenceMessages.materialList,
  text: { row: MaterialListSearchField.DisplayText, body: 'DisplayText', column: 'display_text' },
  header: 'Material List',
  activeFlag: false,
  rowSchema: DisplayTextItemSchema,
  saveBody: MaterialSaveSchema,
  byId: { query: 'materialId', schema: DisplayTextItemSchema, data: (row) => row },
  summaries: {
    list: "Materials, sorted by name; SearchText FieldName 'displayText' filters by contains",
    byId: 'One material',
    save: 'Add (Id null, 0 or absent) or update a material',
    delete: 'Delete a material (kept as deleted, so old records keep its name)',
  },
});
