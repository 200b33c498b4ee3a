import { Type } from 'typebox';
import { OVERTIME_RULE_SET_IDS, type OvertimeRuleSetId } from '../overtime/rule-sets.ts';
import { ReasonSchema } from './approval.ts';
import { CloseDeadlineFields, CloseDeadlineSaveFields } from './close-reminders.ts';
import { IdSchema } from './common.ts';
import { CalendarDateSchema } from './dates.ts';

/**
 * The payroll week by employee (shared/docs/overtime.md): one row a person's week, with the hours of
 * each day, the split into regular, overtime and double time as the devices sent it and as the
 * division's rule set works it out; and each division's week settings.
 */

export const HoursSplitSchema = Type.Object({
  regular: Type.Number(),
  overtime: Type.Number({ description: 'Hours at 1.5×' }),
  doubleTime: Type.Number({ description: 'Hours at 2×' }),
});

export const OvertimeRuleSetIdSchema = Type.Unsafe<OvertimeRuleSetId>(
  Type.String({
    enum: [...OVERTIME_RULE_SET_IDS],
    description: `An overtime rule set: ${OVERTIME_RULE_SET_IDS.join(', ')}`,
  }),
);

export const OvertimeStateSchema = Type.Union(
  [Type.Literal('None'), Type.Literal('Open'), Type.Literal('Resolved')],
  {
    description:
      'None: sent as worked out; Open: they differ and it blocks approval; Resolved: kept as sent by a reviewer',
  },
);

export const EmployeeWeekSchema = Type.Object(
  {
    employeeId: Type.Integer(),
    employeeNumber: Type.String(),
    fullName: Type.String(),
    weekEndingDate: Type.String({ description: 'YYYY-MM-DD, the workweek’s last day' }),
    /** The rule set of the employee's division. */
    overtimeRuleSet: OvertimeRuleSetIdSchema,
    days: Type.Array(Type.Number(), {
      minItems: 7,
      maxItems: 7,
      description: 'Hours worked each day, from the workweek’s first day to its week-ending day',
    }),
    sent: HoursSplitSchema,
    workedOut: HoursSplitSchema,
    sentDays: Type.Array(HoursSplitSchema, { minItems: 7, maxItems: 7 }),
    workedOutDays: Type.Array(HoursSplitSchema, { minItems: 7, maxItems: 7 }),
    /** The Overtime exception (shared/docs/overtime.md). */
    overtime: OvertimeStateSchema,
    /** The days (0 is the first) whose sent split is not the worked-out one. */
    differingDays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
    /** The reviewer's reason while the week is kept as sent; else ''. */
    overtimeResolution: Type.String(),
    periodClosed: Type.Boolean({
      description:
        'Every line of the week is in a closed pay period: its lines are locked, so its overtime is not resolved until one is reopened',
    }),
    /** Hours on meal premium lines: pay, not work, so in neither split. */
    premiumHours: Type.Number(),
    payCodes: Type.Array(Type.String()),
    lines: Type.Integer(),
    pending: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
    openExceptions: Type.Integer(),
    /** Its lines by attestation status (WEEK_ATTESTATION_COUNTS): together, every line. */
    attestationApproved: Type.Integer(),
    attestationRejected: Type.Integer(),
    attestationOverride: Type.Integer({ description: 'Lines a supervisor attested for the employee' }),
    attestationNone: Type.Integer(),
    /**
     * Its lines by whether the employee's signed attestation is on file (WEEK_SIGNATURE_COUNTS):
     * together, every line.
     */
    signed: Type.Integer({
      description:
        'Lines the device sent attested whose time record has the signed attestation PDF the device uploaded on file',
    }),
    notSigned: Type.Integer({
      description: 'Its other lines: no signed attestation PDF on file covers them',
    }),
  },
  { additionalProperties: false },
);

export const WeekSettingsSchema = Type.Object({
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  overtimeRuleSet: OvertimeRuleSetIdSchema,
  ...CloseDeadlineFields,
});

export const WeekSettingsSaveSchema = Type.Object({
  divisionId: IdSchema(),
  overtimeRuleSet: OvertimeRuleSetIdSchema,
  ...CloseDeadlineSaveFields,
});

/** Resolve a week's Overtime exception: apply the worked-out split as corrections, or keep it as sent. */
export const WeekOvertimeResolutionSchema = Type.Object({
  employeeId: IdSchema(),
  weekEndingDate: CalendarDateSchema('The week-ending day'),
  reason: ReasonSchema,
  apply: Type.Boolean({
    description: 'true: correct the lines to the worked-out split; false: keep the hours as sent',
  }),
});

export const WeekOvertimeOutcomeSchema = Type.Object({
  /** Lines corrected (pay code or hours) and lines added, when the split was applied. */
  corrected: Type.Integer(),
  added: Type.Integer(),
});
