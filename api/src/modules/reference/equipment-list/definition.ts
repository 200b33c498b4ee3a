import { ApiPaths, EquipmentListSearchField, PageClaim, ReferenceMessages } from '@tac/contracts';
import { DisplayTextItemSchema, EquipmentSaveSchema } from '@tac/contracts/schemas';
import { textList } from '../reference-list/text-list.ts';

/** Equipment List (spec 002 §2, §5, §7): the Material List's shape, for equipment. */
export const equipmentList = textList({
  title: 'Equipment List',
  table: 'equipment',
  entity: 'equipment',
  paths: ApiPaths.equipmentList,
  pageClaim: PageClaim.EquipmentList,
  messages: ReferenceMessages.equipmentList,
  text: { row: EquipmentListSearchField.DisplayText, body: 'DisplayText', column: 'display_text' },
  header: 'Equipment List',
  activeFlag: false,
  rowSchema: DisplayTextItemSchema,
  saveBody: EquipmentSaveSchema,
  byId: { query: 'equipmentId', schema: DisplayTextItemSchema, data: (row) => row },
  summaries: {
    list: "Equipment, sorted by name; SearchText FieldName 'displayText' filters by contains",
    byId: 'One equipment entry: data is { id, displayText }',
    save: 'Add (Id null, 0 or absent) or update an equipment entry',
    delete: 'Delete an equipment entry (kept as deleted, so old records keep its name)',
  },
});
