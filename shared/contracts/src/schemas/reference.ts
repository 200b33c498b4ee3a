import { type TSchemaOptions, type TString, Type } from 'typebox';
import {
  DIVISION_NAME_MAX,
  FORECAST_DAYS_MAX,
  PAY_CODE_COUNTS_AS,
  PAY_CODE_MAX,
  PayCodeCountsAs,
  REFERENCE_TEXT_MAX,
  ReferenceMessages,
  STATUS_INITIAL_MAX,
} from '../reference.ts';
import { IdSchema, INT32_MAX } from './common.ts';
import { judgedBy } from './dates.ts';

/**
 * The reference lists' wire shapes (spec 002 §3, §5, §7), written once. The API validates with them;
 * `../reference.ts` derives the browser's types from them. Field names are the spec's, mixed case
 * included (`Id`, `ID`, `id`, `divisionId`): the legacy screens send exactly these.
 */

/** The texts a list shows for one required text field (spec 002 §5). */
export interface RequiredTextMessages {
  required: string;
  tooLong: string;
}

/**
 * A required text property of a save body. The real limit is checked after trimming (the API's
 * `checkRequiredText`); this bound only keeps absurd bodies out. A missing property or one of another
 * type gets the list's "please enter" text, as the screen would show.
 */
export function requiredTextSchema(messages: RequiredTextMessages, max = REFERENCE_TEXT_MAX): TString {
  return Type.String({
    maxLength: 1000,
    description: `Trimmed; required; at most ${max} characters`,
    'x-messages': { required: messages.required, maxLength: messages.tooLong, type: messages.required },
  });
}

/** Save bodies' id: null, 0 or absent adds a row; a positive id names the row to update. */
export const SaveIdSchema = Type.Optional(Type.Union([IdSchema({ minimum: 0 }), Type.Null()]));

/** IsActive on a save: absent means active for a new row and "unchanged" for an existing one. */
export const IsActiveSchema = Type.Optional(
  Type.Boolean({ description: 'Absent: true when adding, unchanged when editing' }),
);

/**
 * The legacy screens send the user's id in some bodies. It is accepted and ignored: the server takes
 * the user from the token, so a body cannot act for someone else.
 */
export const IgnoredUserIdSchema = Type.Optional(
  Type.Unknown({ description: 'Ignored: the signed-in user is taken from the token' }),
);

/** Delete body of the soft-deleted lists (material, payroll notes, equipment, status codes, reasons). */
export const ReferenceDeleteSchema = Type.Object({ Id: IdSchema() });

const isDeleted = (what: string) =>
  Type.Boolean({ description: `Always false: deleted ${what} are neither listed nor found` });

// Material and Equipment: `{ id, displayText }`, saved with `{ Id?, DisplayText }`.

export const DisplayTextItemSchema = Type.Object({ id: Type.Integer(), displayText: Type.String() });

export function displayTextSaveSchema(messages: RequiredTextMessages) {
  return Type.Object({ Id: SaveIdSchema, DisplayText: requiredTextSchema(messages) });
}
export const MaterialSaveSchema = displayTextSaveSchema(ReferenceMessages.materialList);
export const EquipmentSaveSchema = displayTextSaveSchema(ReferenceMessages.equipmentList);

// Forecast

const CalendarDateSchema = (description: string) =>
  Type.String({ description: `A calendar date with no time zone, 'YYYY-MM-DD'. ${description}` });

export const ForecastItemSchema = Type.Object({
  id: Type.Integer(),
  forecastDate: CalendarDateSchema(''),
  forecastDays: Type.Integer(),
  isPastDate: Type.Boolean({
    description: "Derived on each read: earlier than the server's today; such rows cannot be edited",
  }),
  previousForecastDate: Type.Union([
    CalendarDateSchema('The date before the last date change; null until the date is changed once.'),
    Type.Null(),
  ]),
});

/** By id answers `{ forecast: [row] }` (spec 002 §7: the screen reads data.forecast[0]). */
export const ForecastByIdSchema = Type.Object({ forecast: Type.Array(ForecastItemSchema) });

export const ForecastSaveSchema = Type.Object({
  id: SaveIdSchema,
  // Format and "not in the past" are checked by the API's forecast rules, with the screen's texts.
  forecastDate: Type.String({
    maxLength: 100,
    description: "'YYYY-MM-DD', today or later; required",
    ...judgedBy('form'),
    'x-messages': {
      required: ReferenceMessages.forecast.required,
      type: ReferenceMessages.forecast.required,
      maxLength: ReferenceMessages.forecast.invalidDate,
    },
  }),
  forecastDays: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: FORECAST_DAYS_MAX,
      description: 'Whole days; absent: 0 when adding, unchanged when editing',
    }),
  ),
  previousForecastDate: Type.Optional(
    Type.Union([Type.String({ maxLength: 100, ...judgedBy('form') }), Type.Null()], {
      description:
        "When editing: the date as loaded ('YYYY-MM-DD'); the save is refused if the row's date has changed since (someone else edited it). Ignored when adding; null or '' means not sent.",
    }),
  ),
  UserId: IgnoredUserIdSchema,
});

export const ForecastDeleteSchema = Type.Object({ id: IdSchema(), UserId: IgnoredUserIdSchema });

// Divisions: edited only; no add, no delete.

export const DivisionItemSchema = Type.Object({
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  isActive: Type.Boolean(),
});

/** By id answers `{ division: [division] }` (spec 002 §7). */
export const DivisionByIdSchema = Type.Object({ division: Type.Array(DivisionItemSchema) });

/**
 * The screen edits divisions and never adds one (spec 002 §2), so a save must name an existing
 * division: a missing or zero id would be an add and gets the edit-only text.
 */
export const DivisionSaveSchema = Type.Object({
  divisionId: Type.Integer({
    minimum: 1,
    maximum: INT32_MAX,
    description: 'Required: the division to edit (divisions cannot be added)',
    'x-messages': {
      required: ReferenceMessages.division.editOnly,
      minimum: ReferenceMessages.division.editOnly,
    },
  }),
  divisionName: requiredTextSchema(ReferenceMessages.division, DIVISION_NAME_MAX),
  isActive: Type.Optional(Type.Boolean({ description: 'Absent keeps the current value' })),
  UserId: IgnoredUserIdSchema,
});

// Payroll notes (the spec's wire names say "PayRollNoteOption" / "payRollNotes"; the shapes keep them).

export const PayrollNoteItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isActive: Type.Boolean(),
  isDeleted: isDeleted('payroll notes'),
});

/** By id answers `{ payRollNotes: [note] }` (spec 002 §7). */
export const PayrollNoteByIdSchema = Type.Object({ payRollNotes: Type.Array(PayrollNoteItemSchema) });

export const PayrollNoteSaveSchema = Type.Object({
  Id: SaveIdSchema,
  Name: requiredTextSchema(ReferenceMessages.payrollNote),
  IsActive: IsActiveSchema,
});

// Status codes

/**
 * Spec 002 §5 gives the screen one "please enter status code" text for either field; the server's
 * 400 names which one (a 400 names the field).
 */
export const statusInitialMessages: RequiredTextMessages = {
  required: ReferenceMessages.statusCodeList.initialRequired,
  tooLong: ReferenceMessages.statusCodeList.initialTooLong,
};
export const statusDescriptionMessages: RequiredTextMessages = {
  required: ReferenceMessages.statusCodeList.descriptionRequired,
  tooLong: ReferenceMessages.statusCodeList.descriptionTooLong,
};

/** A status code; the screen shows it as 'initial - description'. */
export const StatusCodeItemSchema = Type.Object({
  id: Type.Integer(),
  statusInitial: Type.String(),
  displayText: Type.String(),
  isActive: Type.Boolean(),
});

export const StatusCodeSaveSchema = Type.Object({
  ID: SaveIdSchema,
  StatusInitial: requiredTextSchema(statusInitialMessages, STATUS_INITIAL_MAX),
  DisplayText: requiredTextSchema(statusDescriptionMessages),
  IsActive: IsActiveSchema,
});

// Supervisor override reasons

export const SupervisorOverrideReasonItemSchema = Type.Object({
  id: Type.Integer(),
  displayText: Type.String(),
  isActive: Type.Boolean(),
  isDeleted: isDeleted('reasons'),
});

/** By id answers `{ supervisorOverrideReason: [reason] }` (spec 002 §7). */
export const SupervisorOverrideReasonByIdSchema = Type.Object({
  supervisorOverrideReason: Type.Array(SupervisorOverrideReasonItemSchema),
});

export const SupervisorOverrideReasonSaveSchema = Type.Object({
  Id: SaveIdSchema,
  DisplayText: requiredTextSchema(ReferenceMessages.supervisorOverrideReason),
  IsActive: IsActiveSchema,
});

// Pay codes (not in the spec)

export const payCodeMessages: RequiredTextMessages = {
  required: ReferenceMessages.payCodeList.codeRequired,
  tooLong: ReferenceMessages.payCodeList.codeTooLong,
};
export const payCodeDescriptionMessages: RequiredTextMessages = {
  required: ReferenceMessages.payCodeList.descriptionRequired,
  tooLong: ReferenceMessages.payCodeList.descriptionTooLong,
};

const countsAs = (options: TSchemaOptions) =>
  Type.Union(
    [
      Type.Literal(PayCodeCountsAs.Regular),
      Type.Literal(PayCodeCountsAs.Overtime),
      Type.Literal(PayCodeCountsAs.DoubleTime),
    ],
    options,
  );

const CountsAsSchema = countsAs({
  description: 'Which hours the code counts as: the rate payroll pays them at',
});

/** A pay code; the screen shows it as 'code - description'. */
export const PayCodeItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  countsAs: CountsAsSchema,
  isActive: Type.Boolean({
    description:
      'Inactive: not offered to devices nor taken by a correction; lines that carry it still go to payroll',
  }),
});

export const PayCodeSaveSchema = Type.Object({
  Id: SaveIdSchema,
  Code: requiredTextSchema(payCodeMessages, PAY_CODE_MAX),
  Description: requiredTextSchema(payCodeDescriptionMessages),
  CountsAs: countsAs({
    description: PAY_CODE_COUNTS_AS.join(', '),
    'x-messages': {
      required: ReferenceMessages.payCodeList.countsAsRequired,
      type: ReferenceMessages.payCodeList.countsAsRequired,
      anyOf: ReferenceMessages.payCodeList.countsAsRequired,
    },
  }),
  IsActive: IsActiveSchema,
});
