import { Type } from 'typebox';
import { AUDIT_ACTION_MAX, AUDIT_RECORD_KINDS, type AuditRecordKind } from '../audit.ts';
import { INT32_MAX } from '../paging.ts';
import { IdSchema, PagingFields } from './common.ts';
import { InstantSchema } from './dates.ts';

/**
 * The audit log read back (shared/docs/payroll-export.md "History"): one record's history, and the
 * whole log filtered for the SystemAdmin's Audit Log screen. Every write already adds its row
 * (api/src/db/audit.ts).
 */

const RecordKindSchema = Type.Unsafe<AuditRecordKind>(
  Type.String({ enum: [...AUDIT_RECORD_KINDS], description: 'The record kind (AuditRecordKind)' }),
);

/**
 * One audit row: who, when, what, before and after (JSON as the write recorded it, each field its
 * record kind describes as naming a record read as that record's name, @tac/contracts/audit-fields;
 * null when none).
 */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 instant (UTC) */
  at: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** '' when the write had no signed-in user (a scheduler, the seed) or the user is gone */
  userName: Type.String(),
  action: Type.String(),
  /** The record kind (AuditRecordKind) when it is one of them, else the log's own entity name */
  recordKind: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

/** A record's history, newest first. */
export const AuditHistoryQuerySchema = Type.Object({ id: IdSchema(), ...PagingFields });

/** The Audit Log screen's filter: any of user, record kind, action and time range; newest first. */
export const AuditLogQuerySchema = Type.Object({
  userId: Type.Optional(IdSchema()),
  recordKind: Type.Optional(RecordKindSchema),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: AUDIT_ACTION_MAX })),
  from: Type.Optional(InstantSchema('From, inclusive')),
  to: Type.Optional(InstantSchema('To, exclusive')),
  ...PagingFields,
  /**
   * A row the client was shown and its 1-based place in the list then: a page after it is read on
   * from that row (keyset), so rows written since above it do not move the page (shared/docs/
   * payroll-export.md "History").
   */
  anchor: Type.Optional(
    Type.Object({
      id: IdSchema(),
      row: Type.Integer({ minimum: 1, maximum: INT32_MAX, description: "The row's place, 1-based" }),
    }),
  ),
});
