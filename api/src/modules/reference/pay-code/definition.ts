import {
  ApiPaths,
  ButtonClaim,
  normalizeReferenceText,
  PAY_CODE_COUNTS_AS_LABELS,
  PageClaim,
  PayCodeListSearchField,
  payCodeLabel,
  payCodeProblem,
  ReferenceMessages,
} from '@tac/contracts';
import {
  PayCodeItemSchema,
  PayCodeSaveSchema,
  payCodeDescriptionMessages,
  ReferenceDeleteSchema,
} from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { ApiError } from '../../../http/envelope.ts';
import { defineReferenceList } from '../reference-list/definition.ts';
import { checkRequiredText } from '../reference-list/required-text.ts';
import { payCodeImport } from './import.ts';

const columns = {
  id: 'id',
  code: 'code',
  description: 'description',
  countsAs: 'counts_as',
  isActive: 'is_active',
} as const;

/**
 * Pay Code List (not in the spec; shared/docs/remotes/reference.md "Pay Code List"): the codes a
 * timecard line, a voucher's labour line and a payroll file may carry. A code (unique ignoring case,
 * letters, digits, - and _), a description, what its hours count as, and an active flag; shown as
 * 'code - description' and sorted by code, as the Status Code List is. A deleted code is unknown
 * (corrections, pushes and exports refuse it); an inactive one is still known, but neither offered
 * to devices nor taken by a correction (modules/reference/pay-code/known.ts).
 */
export const payCodeList = defineReferenceList({
  title: 'Pay Code List',
  table: 'pay_code',
  entity: 'pay_code',
  paths: ApiPaths.payCodeList,
  pageClaim: PageClaim.PayCodeList,
  messages: ReferenceMessages.payCodeList,
  columns: () => columns,
  rowSchema: PayCodeItemSchema,
  csvColumns: [
    { header: 'Pay Code', value: payCodeLabel },
    { header: 'Counts As', value: (row) => PAY_CODE_COUNTS_AS_LABELS[row.countsAs] },
    { header: 'Active', value: (row) => (row.isActive ? 'Yes' : 'No') },
  ],
  searchable: {
    [PayCodeListSearchField.PayCode]: sql<string>`code || ' - ' || description`,
    [PayCodeListSearchField.Code]: 'code',
    [PayCodeListSearchField.Description]: 'description',
  },
  sort: [sql`lower(code) collate "C"`, 'id'],
  unique: { column: 'code', ignoreCase: true },
  hidesDeleted: true,
  remove: { kind: 'soft', body: ReferenceDeleteSchema, idField: 'Id' },
  byId: { query: 'payCodeId', schema: PayCodeItemSchema, data: (row) => row },
  // A correction's Pay Code: those who correct lines pick from it without the list's page claim.
  choices: {
    path: ApiPaths.payCodeList.choices,
    claims: [PageClaim.TimeCard, ButtonClaim.TimecardApprove],
    summary:
      'Every live pay code, active or not, sorted by code: the choices of a correction (shared/docs/approval.md "Pay codes")',
  },
  // The office keeps the list in a spreadsheet: the export, changed, imports back.
  import: payCodeImport,
  save: {
    body: PayCodeSaveSchema,
    id: (body) => body.Id,
    input: (body) => {
      const code = normalizeReferenceText(body.Code);
      const problem = payCodeProblem(code);
      if (problem) throw new ApiError(400, problem);
      return {
        code,
        description: checkRequiredText(body.Description, payCodeDescriptionMessages),
        countsAs: body.CountsAs,
        isActive: body.IsActive,
      };
    },
    uniqueValue: (input) => input.code,
    values: (input, before) => ({
      code: input.code,
      description: input.description,
      counts_as: input.countsAs,
      is_active: input.isActive ?? before?.isActive ?? true,
    }),
  },
  summaries: {
    list:
      "Pay codes, sorted by code; SearchText FieldName 'payCode' ('code - description'), 'code' or " +
      "'description' filters by contains",
    byId: 'One pay code: data is { id, code, description, countsAs, isActive }',
    save: 'Add (Id null, 0 or absent) or update a pay code',
    delete: 'Delete a pay code: from then on it is unknown to corrections, device pushes and payroll exports',
  },
});
