import {
  ApiPaths,
  DIVISION_NAME_MAX,
  DivisionSearchField,
  normalizeDivisionName,
  PageClaim,
  ReferenceMessages,
} from '@tac/contracts';
import { DivisionByIdSchema, DivisionItemSchema, DivisionSaveSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { defineReferenceList } from '../reference-list/definition.ts';
import { checkRequiredText } from '../reference-list/required-text.ts';

/**
 * The screen's input rule (underscores removed, left-trimmed), plus trailing spaces dropped on save
 * so '100 ' and '100' cannot both exist.
 */
const normalizeName = (value: string) => normalizeDivisionName(value).trimEnd();

/**
 * Divisions (spec 002 §2, §5, §7): list, by id and edit; no add (the save body must name a division)
 * and no delete. Divisions come from the seed or an import; rows marked deleted stay hidden.
 */
export const divisionList = defineReferenceList({
  title: 'Divisions',
  table: 'division',
  entity: 'division',
  paths: ApiPaths.division,
  pageClaim: PageClaim.Division,
  messages: ReferenceMessages.division,
  columns: () => ({ divisionId: 'id', divisionName: 'division_name', isActive: 'is_active' }),
  rowSchema: DivisionItemSchema,
  csvColumns: [{ header: 'Division Number', value: (row) => row.divisionName }],
  searchable: { [DivisionSearchField.DivisionName]: 'division_name' },
  sort: [sql`lower(division_name) collate "C"`, 'id'],
  unique: { column: 'division_name', ignoreCase: true },
  hidesDeleted: true,
  byId: { query: 'divisionId', schema: DivisionByIdSchema, data: (row) => ({ division: [row] }) },
  save: {
    body: DivisionSaveSchema,
    id: (body) => body.divisionId,
    input: (body) => ({
      divisionName: checkRequiredText(
        body.divisionName,
        ReferenceMessages.division,
        DIVISION_NAME_MAX,
        normalizeName,
      ),
      isActive: body.isActive,
    }),
    uniqueValue: (input) => input.divisionName,
    values: (input, before) => ({
      division_name: input.divisionName,
      is_active: input.isActive ?? before?.isActive ?? true,
    }),
  },
  summaries: {
    list: "Divisions, sorted by name; SearchText FieldName 'divisionName' filters by contains",
    byId: 'One division: data is { division: [division] }',
    save: 'Update a division (divisionId required: divisions cannot be added)',
  },
});
