import {
  ApiPaths,
  PageClaim,
  ReferenceMessages,
  STATUS_INITIAL_MAX,
  StatusCodeListSearchField,
  statusCodeLabel,
} from '@tac/contracts';
import {
  ReferenceDeleteSchema,
  StatusCodeItemSchema,
  StatusCodeSaveSchema,
  statusDescriptionMessages,
  statusInitialMessages,
} from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { defineReferenceList } from '../reference-list/definition.ts';
import { checkRequiredText } from '../reference-list/required-text.ts';

const columns = {
  id: 'id',
  statusInitial: 'status_initial',
  displayText: 'display_text',
  isActive: 'is_active',
} as const;

/**
 * Status Code List (spec 002 §2, §5, §7): an initial (unique ignoring case, at most 3 characters)
 * and a description; the screen shows 'initial - description' and sorts by initial.
 */
export const statusCodeList = defineReferenceList({
  title: 'Status Code List',
  table: 'status_code',
  entity: 'status_code',
  paths: ApiPaths.statusCodeList,
  pageClaim: PageClaim.StatusCodeList,
  messages: ReferenceMessages.statusCodeList,
  columns: () => columns,
  rowSchema: StatusCodeItemSchema,
  csvColumns: [{ header: 'Status Code', value: statusCodeLabel }],
  searchable: {
    [StatusCodeListSearchField.StatusCode]: sql<string>`status_initial || ' - ' || display_text`,
    [StatusCodeListSearchField.StatusInitial]: 'status_initial',
    [StatusCodeListSearchField.DisplayText]: 'display_text',
  },
  sort: [sql`lower(status_initial) collate "C"`, 'id'],
  unique: { column: 'status_initial', ignoreCase: true },
  hidesDeleted: true,
  remove: { kind: 'soft', body: ReferenceDeleteSchema, idField: 'Id' },
  byId: { query: 'statusCodeId', schema: StatusCodeItemSchema, data: (row) => row },
  save: {
    body: StatusCodeSaveSchema,
    id: (body) => body.ID,
    input: (body) => ({
      statusInitial: checkRequiredText(body.StatusInitial, statusInitialMessages, STATUS_INITIAL_MAX),
      displayText: checkRequiredText(body.DisplayText, statusDescriptionMessages),
      isActive: body.IsActive,
    }),
    uniqueValue: (input) => input.statusInitial,
    values: (input, before) => ({
      status_initial: input.statusInitial,
      display_text: input.displayText,
      is_active: input.isActive ?? before?.isActive ?? true,
    }),
  },
  summaries: {
    list:
      "Status codes, sorted by initial; SearchText FieldName 'statusCode' ('initial - description'), " +
      "'statusInitial' or 'displayText' filters by contains",
    byId: 'One status code: data is { id, statusInitial, displayText, isActive }',
    save: 'Add (ID null, 0 or absent) or update a status code',
    delete: 'Delete a status code (kept as deleted, so old records keep it)',
  },
});
