import { Type } from 'typebox';
import { FieldMessages } from '../field.ts';
import { IdSchema } from './common.ts';
import { InstantSchema, WorkDaySchema } from './dates.ts';

/**
 * Field sync (shared/docs/field-sync.md): what enrolled devices send and receive under /api/Field/*,
 * and the console's enrolment call. Calendar dates are 'YYYY-MM-DD', clock times 'HH:mm', instants
 * ISO 8601 in UTC.
 */

const Text = (maxLength: number) => Type.String({ maxLength });
/** A pushed item's day: the one date rule's window of a day worked (shared/docs/field-sync.md "Push"). */
const DayWorkedSchema = WorkDaySchema('The day worked');
const ClockSchema = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^$', description: "'HH:mm' or ''" });
/** A client-generated id: the same item pushed twice is written once. */
export const ClientIdSchema = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  description: 'Generated on the device (a UUID or ULID), unique per device for every item and attachment',
});

// ---------------------------------------------------------------------------------------------
// Enrolment

export const DeviceEnrolRequestSchema = Type.Object({ deviceId: IdSchema() });
export const DeviceEnrolCodeSchema = Type.Object({
  code: Type.String({ description: 'One-time, shown to the foreman; the QR code holds qrText' }),
  qrText: Type.String(),
  expiresAt: Type.String({ description: 'ISO instant' }),
});

export const FieldEnrolRequestSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  appVersion: Type.String({ minLength: 1, maxLength: 40, pattern: '^[^\\r\\n]*$' }),
});
export const FieldEnrolResultSchema = Type.Object({
  deviceId: Type.Integer(),
  deviceName: Type.String(),
  token: Type.String({ description: "The device's credential: send it as 'Authorization: Bearer <token>'" }),
});

// ---------------------------------------------------------------------------------------------
// Pull

export const FieldPullRequestSchema = Type.Object({
  cursor: Type.Optional(
    Type.String({ maxLength: 64, description: "The last answer's cursor; none for everything" }),
  ),
  appVersion: Type.Optional(Type.String({ maxLength: 40, pattern: '^[^\\r\\n]*$' })),
});

export const FieldEmployeeSchema = Type.Object({
  id: Type.Integer(),
  employeeNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});
export const FieldProjectSchema = Type.Object({
  id: Type.Integer(),
  projectNumber: Type.String(),
  name: Type.String(),
  tasks: Type.Array(Type.Object({ id: Type.Integer(), taskNumber: Type.String(), name: Type.String() })),
});
export const FieldOptionSchema = Type.Object({ id: Type.Integer(), text: Type.String() });
export const FieldStatusCodeSchema = Type.Object({
  id: Type.Integer(),
  statusInitial: Type.String(),
  text: Type.String(),
});
/** An active pay code of the Pay Code List: the codes a timecard line's hoursType and a labour line take. */
export const FieldPayCodeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  countsAs: Type.String({ description: 'Regular, Overtime or DoubleTime' }),
});
export const FieldAttestationTextSchema = Type.Object({
  id: Type.Union([Type.Literal('en'), Type.Literal('es')]),
  approval: Type.String(),
  rejections: Type.Record(Type.String(), Type.String()),
  supervisorOverride: Type.String(),
});
export const FieldPermissionsSchema = Type.Object({
  id: Type.Literal('device'),
  allowAttestation: Type.Boolean(),
  allowTMVoucherSignature: Type.Boolean(),
});
/**
 * One of the device's vouchers as the office sees it now: its lifecycle status, so the tablet shows
 * a status changed elsewhere (approved, closed, reopened, signed by the customer).
 */
export const FieldVoucherStateSchema = Type.Object({
  id: Type.Integer({ description: "The voucher's id" }),
  voucherNumber: Type.String(),
  projectId: Type.Integer(),
  taskId: Type.Integer(),
  revision: Type.Integer({ description: "The voucher's current revision (the device's number)" }),
  status: Type.String({ description: 'InProgress, ReadyForReview, FieldVerified, Rejected or Closed' }),
  statusReason: Type.String({
    description: "The customer's rejection or the office's reopen reason; '' otherwise",
  }),
  billingReference: Type.String({
    description: "A closed voucher's change order or billing reference; '' otherwise",
  }),
  statusChangedAt: Type.String({ description: 'ISO 8601 instant in UTC of the last status change' }),
});

/** One section's change: rows added or changed (whole), and ids no longer there. */
const Changes = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Optional(
    Type.Object({
      upserts: Type.Array(row),
      removals: Type.Array(Type.Union([Type.Integer(), Type.String()])),
    }),
  );

export const FieldPullResultSchema = Type.Object({
  cursor: Type.String({ description: 'Send it with the next pull' }),
  /** True when the answer holds every row (no cursor, or one the server no longer knows). */
  full: Type.Boolean(),
  changes: Type.Object({
    employees: Changes(FieldEmployeeSchema),
    projects: Changes(FieldProjectSchema),
    payrollNotes: Changes(FieldOptionSchema),
    statusCodes: Changes(FieldStatusCodeSchema),
    equipment: Changes(FieldOptionSchema),
    materials: Changes(FieldOptionSchema),
    overrideReasons: Changes(FieldOptionSchema),
    payCodes: Changes(FieldPayCodeSchema),
    attestationTexts: Changes(FieldAttestationTextSchema),
    permissions: Changes(FieldPermissionsSchema),
    vouchers: Changes(FieldVoucherStateSchema),
  }),
});

// ---------------------------------------------------------------------------------------------
// Push: each item is checked on its own (FieldPushItemSchemas); the batch only needs ids and kinds.

export const FieldItemKinds = ['timecard', 'issueNote', 'dailyDetail', 'voucher'] as const;

/** Most items one push may carry. */
export const FIELD_PUSH_MAX_ITEMS = 200;

/**
 * What the push's body itself must be: items with ids and kinds. The API documents each item by its
 * kind's schema (one per kind, a union on `kind`) but checks the body against this outline only, so
 * that one malformed item is refused in the answer, not the whole push with a 400.
 */
export const FieldPushRequestSchema = Type.Object({
  items: Type.Array(
    Type.Object(
      {
        clientId: Type.String({ maxLength: 64, description: 'See ClientIdSchema; checked with the item' }),
        kind: Type.String({ maxLength: 20, description: FieldItemKinds.join(', ') }),
      },
      { additionalProperties: true },
    ),
    { minItems: 1, maxItems: FIELD_PUSH_MAX_ITEMS },
  ),
});

const Hours = Type.Number({ minimum: 0, maximum: 24 });

export const FieldTimecardItemSchema = Type.Object({
  clientId: ClientIdSchema,
  kind: Type.Literal('timecard'),
  timeRecordId: IdSchema({ description: "The device's number for the employee's day; its lines share it" }),
  employeeId: IdSchema(),
  projectId: IdSchema(),
  taskId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
  day: DayWorkedSchema,
  hoursType: Type.String({ minLength: 1, maxLength: 10 }),
  hours: Hours,
  startTime: ClockSchema,
  lunchStartTime: ClockSchema,
  lunchEndTime: ClockSchema,
  endTime: ClockSchema,
  statusCodeId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
  payrollNote: Type.Optional(Text(200)),
  workNote: Type.Optional(Text(1000)),
  attestation: Type.Optional(
    Type.Object({
      status: Type.Union([Type.Literal('Approved'), Type.Literal('Rejected'), Type.Literal('Override')]),
      language: Type.Union([Type.Literal('en'), Type.Literal('es')]),
      reasons: Type.Array(
        Type.Union([Type.Literal('noMealBreaks'), Type.Literal('noRestBreaks'), Type.Literal('inaccurate')]),
        { maxItems: 3 },
      ),
    }),
  ),
});

export const FieldIssueNoteItemSchema = Type.Object({
  clientId: ClientIdSchema,
  kind: Type.Literal('issueNote'),
  day: DayWorkedSchema,
  projectId: IdSchema(),
  employeeId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
  issueNote: Text(2000),
  statusCodeId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
  lostHours: Type.Optional(Hours),
});

export const FieldDailyDetailItemSchema = Type.Object({
  clientId: ClientIdSchema,
  kind: Type.Literal('dailyDetail'),
  day: DayWorkedSchema,
  projectId: IdSchema(),
  weather: Type.Optional(Text(200)),
  subsOrVisitors: Type.Optional(Text(1000)),
  inspectionDescription: Type.Optional(Text(1000)),
  inspectionInitial: Type.Optional(Text(20)),
  equipmentDescription: Type.Optional(Text(1000)),
  productiveHours: Type.Optional(Type.Union([Hours, Type.Null()])),
  idleHours: Type.Optional(Type.Union([Hours, Type.Null()])),
});

export const FieldVoucherItemSchema = Type.Object({
  clientId: ClientIdSchema,
  kind: Type.Literal('voucher'),
  voucherNumber: Type.String({ minLength: 1, maxLength: 30, pattern: '^[^\\r\\n]*$' }),
  projectId: IdSchema(),
  taskId: IdSchema(),
  day: DayWorkedSchema,
  submittedMode: Type.Union([Type.Literal('Online'), Type.Literal('Offline')]),
  notes: Type.Optional(Text(2000)),
  labour: Type.Array(
    Type.Object({ employeeId: IdSchema(), payCode: Type.String({ maxLength: 10 }), hours: Hours }),
    {
      maxItems: 200,
    },
  ),
  materials: Type.Optional(
    Type.Array(
      Type.Object({
        materialId: IdSchema(),
        quantity: Type.Number({ minimum: 0 }),
        unit: Type.Optional(Text(20)),
      }),
      { maxItems: 200 },
    ),
  ),
  equipment: Type.Optional(
    Type.Array(Type.Object({ equipmentId: IdSchema(), hours: Hours }), { maxItems: 200 }),
  ),
  signerName: Type.Optional(
    Type.String({
      maxLength: 100,
      pattern: '^[^\\r\\n]*$',
      description:
        "The customer's signee who signs this revision on the device (a device allowed to take signatures); the signature image is its upload, and makes the voucher Field Verified",
    }),
  ),
  companySignerName: Type.Optional(
    Type.String({
      maxLength: 100,
      pattern: '^[^\\r\\n]*$',
      description:
        "The company's signee who signed this revision on the device (a device allowed to take signatures): the revision arrives Ready for Review instead of In Progress",
    }),
  ),
  customerRejectedReason: Type.Optional(
    Type.String({
      maxLength: 500,
      description:
        'The customer refused to sign this revision on the device, for this reason: the voucher becomes Rejected until a new revision',
    }),
  ),
  revision: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10000,
      description:
        "The device's number for this revision of the voucher (1, 2, …), each number once; without it the server numbers revisions as they arrive",
    }),
  ),
  recordedAt: Type.Optional(
    InstantSchema(
      "When the device recorded this revision: the newest recorded is the voucher's current revision, whatever order revisions arrive in; without it, the time of receipt",
    ),
  ),
});

export const FieldPushItemSchemas = {
  timecard: FieldTimecardItemSchema,
  issueNote: FieldIssueNoteItemSchema,
  dailyDetail: FieldDailyDetailItemSchema,
  voucher: FieldVoucherItemSchema,
} as const;

export const FieldItemAnswerSchema = Type.Object({
  clientId: Type.String(),
  status: Type.Union([Type.Literal('accepted'), Type.Literal('refused'), Type.Literal('conflict')], {
    description:
      "accepted; refused (fix the field named and send it again); conflict: the clientId was accepted before with other content, nothing was written and the first content stands (as a reused idempotency key: HTTP's 409, answered per item). Send a new item under a new clientId; an accepted item is never replaced.",
  }),
  /** True when this item had been accepted before (a repeated push): nothing was written again. */
  repeated: Type.Optional(Type.Boolean()),
  field: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  /** A conflict's fields whose content differs from the item accepted under the same clientId. */
  differences: Type.Optional(Type.Array(Type.String())),
});
export const FieldPushResultSchema = Type.Object({ items: Type.Array(FieldItemAnswerSchema) });

// ---------------------------------------------------------------------------------------------
// Attachments: the bytes are the request body; these name what they belong to.

export const FieldAttachmentQuerySchema = Type.Object({
  clientId: ClientIdSchema,
  /** The clientId of the pushed item it belongs to (a timecard line, issue note or voucher). */
  itemClientId: ClientIdSchema,
  purpose: Type.Union([Type.Literal('photo'), Type.Literal('attestationPdf'), Type.Literal('signature')]),
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '^[^\\r\\n/\\\\]*$' }),
});
export const FieldAttachmentResultSchema = Type.Object({ clientId: Type.String(), repeated: Type.Boolean() });

// ---------------------------------------------------------------------------------------------
// The console: what devices added since a list was opened ("N new — show").

/**
 * A mark in the order in which pushes committed (shared/docs/field-sync.md "Counting what is new"):
 * decimal digits, opaque to the console, which only sends back the last one it was given.
 */
const ArrivalsMarkSchema = (description: string) =>
  Type.String({
    pattern: '^[0-9]{1,18}$',
    description,
    'x-messages': { pattern: FieldMessages.arrivalsMark },
  });

export const FieldArrivalsQuerySchema = Type.Object({
  since: Type.Optional(
    ArrivalsMarkSchema('The asOf of the last count; without it, the count only takes a mark (every count 0)'),
  ),
});
export const FieldArrivalsSchema = Type.Object({
  timecardLines: Type.Integer(),
  issueNotes: Type.Integer(),
  dailyDetails: Type.Integer(),
  voucherRevisions: Type.Integer(),
  asOf: ArrivalsMarkSchema('The mark of this count: the next since'),
});
