/**
 * What the payroll systems call the console's records (shared/docs/payroll-export.md "Mappings"):
 * one definition a kind of record, each with the fields the office fills in on the Payroll Export
 * screen's Mappings. A layout names the fields it needs (PAYROLL_LAYOUT_DEFINITIONS' `requires`):
 * a batch whose lines lack one is refused, naming the records. The server keeps a record's values
 * as text by field id; a new field is one more entry here (no migration).
 */

export interface PayrollMappingField {
  /** Unique across the kinds: a layout's column reads the line's value by it. */
  id: string;
  label: string;
  /** A whole number from `min` to `max`, or a text of at most `max` characters. */
  type: 'whole' | 'text';
  min?: number;
  max: number;
  /** What a line takes when the record has no value for it ('' none). */
  fallback: string;
  /** Where it goes and what happens when left empty, beside the field. */
  help: string;
}

export interface PayrollMappingKindDefinition {
  id: string;
  /** The Mappings tab and its table. */
  label: string;
  /** One record, in a refusal and the edit dialog's title. */
  recordLabel: string;
  fields: readonly PayrollMappingField[];
}

/** Vista's craft, class, department and crew codes are varchar(10) (bCraft, bClass, bDept, bCrew). */
const VISTA_CODE_MAX = 10;

export const PAYROLL_MAPPING_KINDS = [
  {
    id: 'employee',
    label: 'Employees',
    recordLabel: 'Employee',
    fields: [
      {
        id: 'vistaEmployee',
        label: 'Vista employee number',
        type: 'whole',
        min: 1,
        max: 999_999,
        fallback: '',
        help: "Vista's Employee (bEmployee, a number): required for the Vista file",
      },
      {
        id: 'craft',
        label: 'Craft',
        type: 'text',
        max: VISTA_CODE_MAX,
        fallback: '',
        help: "Vista's Craft; empty: Vista takes the employee's own",
      },
      {
        id: 'class',
        label: 'Class',
        type: 'text',
        max: VISTA_CODE_MAX,
        fallback: '',
        help: "The certified or union class (Vista's and Sage's Class); empty: the employee's own",
      },
      {
        id: 'shift',
        label: 'Shift',
        type: 'whole',
        min: 1,
        max: 255,
        fallback: '1',
        help: 'The shift every line of the employee goes on; empty: 1',
      },
    ],
  },
  {
    id: 'payCode',
    label: 'Pay codes',
    recordLabel: 'Pay code',
    fields: [
      {
        id: 'vistaEarnCode',
        label: 'Vista earnings code',
        type: 'whole',
        min: 1,
        max: 32_767,
        fallback: '',
        help: "Vista's EarnCode (a number): required for the Vista file",
      },
    ],
  },
  {
    id: 'division',
    label: 'Divisions',
    recordLabel: 'Division',
    fields: [
      {
        id: 'department',
        label: 'Department',
        type: 'text',
        max: VISTA_CODE_MAX,
        fallback: '',
        help: "Vista's PRDept and Sage's Department for the division's lines; empty: the employee's own",
      },
    ],
  },
  {
    id: 'device',
    label: 'Devices',
    recordLabel: 'Device',
    fields: [
      {
        id: 'crew',
        label: 'Crew',
        type: 'text',
        max: VISTA_CODE_MAX,
        fallback: '',
        help: "Vista's Crew for the lines sent from the device (a crew's tablet); empty: none",
      },
    ],
  },
] as const satisfies readonly PayrollMappingKindDefinition[];

export type PayrollMappingKind = (typeof PAYROLL_MAPPING_KINDS)[number]['id'];
export const PAYROLL_MAPPING_KIND_IDS: readonly PayrollMappingKind[] = PAYROLL_MAPPING_KINDS.map((k) => k.id);
export type PayrollMappingFieldId = (typeof PAYROLL_MAPPING_KINDS)[number]['fields'][number]['id'];

/** A line's mapped values, each field's text (its fallback when the record has none). */
export type PayrollMappedValues = Readonly<Record<PayrollMappingFieldId, string>>;

export function payrollMappingKind(kind: PayrollMappingKind): PayrollMappingKindDefinition {
  return PAYROLL_MAPPING_KINDS.find((k) => k.id === kind) as PayrollMappingKindDefinition;
}

/** Which kind holds a field (a layout's `requires` names fields; a refusal names their records). */
export function kindOfMappingField(field: PayrollMappingFieldId): PayrollMappingKindDefinition {
  return PAYROLL_MAPPING_KINDS.find((k) =>
    (k.fields as readonly PayrollMappingField[]).some((f) => f.id === field),
  ) as PayrollMappingKindDefinition;
}

export function mappingField(field: PayrollMappingFieldId): PayrollMappingField {
  return kindOfMappingField(field).fields.find((f) => f.id === field) as PayrollMappingField;
}

/**
 * A field's text as typed, checked by its definition: the trimmed text, or the problem naming the
 * field ('' is always allowed: the record has no value for it).
 */
export function checkMappingValue(
  field: PayrollMappingField,
  text: string,
): { value: string } | { problem: string } {
  const value = text.trim();
  if (value === '') return { value };
  if (field.type === 'whole') {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < (field.min ?? 0) || n > field.max)
      return { problem: PayrollMappingMessages.wholeNumber(field.label, field.min ?? 0, field.max) };
    return { value: String(n) };
  }
  if (value.length > field.max) return { problem: PayrollMappingMessages.tooLong(field.label, field.max) };
  return { value };
}

export const PayrollMappingMessages = {
  wholeNumber: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  unknownField: (field: string) => `values.${field} is not a field of this kind`,
  recordNotFound: (recordLabel: string) => `The ${recordLabel.toLowerCase()} was not found`,
  saved: (recordLabel: string, name: string) => `${recordLabel} ${name}: mapping saved`,
} as const;
