import {
  type FieldAttachmentQuery,
  type FieldItemAnswer,
  FieldMessages,
  type FieldPushItem,
  ReferenceMessages,
} from '@tac/contracts';
import type { RawBuilder } from 'kysely';
import type { TSchema } from 'typebox';
import type { Trx } from '../../../db/audit.ts';
import type { DeviceContext } from '../credentials.ts';

/** A kind of pushed item, by its `kind`. */
export type FieldItemKind = FieldPushItem['kind'];
/** The item of one kind, as its schema lets it through. */
export type FieldItemOf<K extends FieldItemKind> = Extract<FieldPushItem, { kind: K }>;

/** What a push may name (push-checks.ts `assignmentOf`): the device's assigned active employees and projects, their tasks, the lists. */
export interface Assignment {
  employees: Set<number>;
  projects: Map<number, AssignedProject>;
  statusCodes: Set<number>;
  materials: Set<number>;
  equipment: Set<number>;
  /** The live codes of the Pay Code List, active or not. */
  payCodes: Set<string>;
  /**
   * What the device held once and holds no longer (push-checks.ts `lapsedAssignmentOf`), read only
   * when a push names it: by id, the last day the device held it, or null when it holds it still but
   * the employee was deactivated or the project closed.
   */
  lapsed?: {
    employees: Map<number, string | null>;
    projects: Map<number, AssignedProject & { heldUntil: string | null }>;
  };
}

/** The item's project as the device holds it now, or held it once (its assignment lapsed). */
export const projectOf = (assigned: Assignment, projectId: number): AssignedProject | undefined =>
  assigned.projects.get(projectId) ?? assigned.lapsed?.projects.get(projectId);
export interface AssignedProject {
  divisionId: number;
  tasks: Set<number>;
}

/**
 * Why an item was refused, in a word the metrics count by (tac_field_items_refused_total): the
 * message names codes and numbers, and a label's values must stay few.
 * - invalid: its shape (its kind's schema, the date rule, unsafe text)
 * - unknown_kind: a kind this API does not know (an app newer than the API)
 * - duplicate: its client id twice in one push
 * - not_assigned: an employee or project the device does not hold, nor held on the day
 * - unknown_reference: a task, status code, pay code, material or equipment the lists do not hold
 * - not_allowed: what this device may not take (attestations, T&M signatures)
 * - taken: what only the write finds taken (a voucher revision's number)
 * - closed: a revision of a voucher the office closed (billed): read-only until reopened
 */
export type RefusalReason =
  | 'invalid'
  | 'unknown_kind'
  | 'duplicate'
  | 'not_assigned'
  | 'unknown_reference'
  | 'not_allowed'
  | 'taken'
  | 'closed';

/** A refused item's field and sentence, as a 400 would name them, and the reason it is counted by. */
export type Refusal = Required<Pick<FieldItemAnswer, 'field' | 'message'>> & { reason: RefusalReason };
export const refuse = (field: string, message: string, reason: RefusalReason): Refusal => ({
  field,
  message,
  reason,
});

/** What a kind's checks and writes see besides the item. */
export interface FieldItemContext {
  device: DeviceContext;
  assigned: Assignment;
  /** The item's project, checked assigned before any kind's own check runs. */
  project: AssignedProject;
}

/**
 * One of a kind's own checks, run in order after the checks every item gets (shape, day, project,
 * employees): undefined when the item passes it.
 */
export type FieldItemCheck<Item> = (item: Item, context: FieldItemContext) => Refusal | undefined;

/**
 * Written with the push's other items in its one statement (push.ts): the row each item sends as
 * JSON, and the data-modifying step that inserts the rows whose client ids are new. `rows` is the
 * JSON array of the rows; `fresh` the step that names the new client ids (`select client_id from
 * fresh`).
 */
export interface BatchWrite<Item> {
  mode: 'batch';
  /** `review`: the device's assignment of what it names lapsed after the day (push-checks.ts). */
  row(item: Item, n: number, context: { divisionId: number; review: boolean }): Record<string, unknown>;
  insert(rows: RawBuilder<unknown>, deviceId: number): RawBuilder<unknown>;
  /** The record its attachments hang on, when the item carries it (a timecard's time record). */
  recordId?(item: Item): number;
}

/**
 * Written on its own after the batch statement; answers the record its attachments hang on, or a
 * refusal only the write can find (a voucher revision's number taken), having written nothing.
 */
export interface SingleWrite<Item> {
  mode: 'single';
  write(
    trx: Trx,
    item: Item,
    context: { device: DeviceContext; divisionId: number },
  ): Promise<number | Refusal>;
}

export type AttachmentPurpose = FieldAttachmentQuery['purpose'];

/** A checked upload (attachment-content.ts) of an item the device pushed, and the record it hangs on. */
export interface StoredUpload {
  deviceId: number;
  recordId: number;
  purpose: AttachmentPurpose;
  file: { name: string; mime: string; content: Uint8Array };
}

/**
 * One kind of item a device pushes (shared/docs/adding.md "A new field item"): its schema (from
 * `@tac/contracts/schemas`, which the OpenAPI document and the item-by-item check both use), the
 * employees it names, its own checks, how it is written, and the uploads it takes.
 */
export interface FieldItemDefinition<K extends FieldItemKind = FieldItemKind> {
  kind: K;
  schema: TSchema;
  /** The employees the item names, each of whom must be assigned, and the field a refusal names. */
  employees(item: FieldItemOf<K>): { field: string; ids: readonly number[] };
  checks: readonly FieldItemCheck<FieldItemOf<K>>[];
  write: BatchWrite<FieldItemOf<K>> | SingleWrite<FieldItemOf<K>>;
  /** The uploads it takes (none: it takes none) and how one is stored beside its record. */
  attachments?: {
    purposes: readonly AttachmentPurpose[];
    store(trx: Trx, upload: StoredUpload): Promise<void>;
  };
}

/** A definition, its item type erased so the registry can hold every kind. */
export type AnyFieldItemDefinition = FieldItemDefinition<FieldItemKind> & {
  employees(item: FieldPushItem): { field: string; ids: readonly number[] };
  checks: readonly FieldItemCheck<FieldPushItem>[];
  write: BatchWrite<FieldPushItem> | SingleWrite<FieldPushItem>;
};

export const defineFieldItem = <K extends FieldItemKind>(definition: FieldItemDefinition<K>) =>
  definition as unknown as AnyFieldItemDefinition;

// Checks more than one kind takes.

/** A task code, when the item names one, must be one of its project's. */
export const knownTask =
  <Item extends { taskId?: number | null }>(): FieldItemCheck<Item> =>
  (item, { project }) =>
    item.taskId && !project.tasks.has(item.taskId)
      ? refuse('taskId', FieldMessages.unknownTask, 'unknown_reference')
      : undefined;

/** A status code, when the item names one, must be a live one. */
export const knownStatusCode =
  <Item extends { statusCodeId?: number | null }>(): FieldItemCheck<Item> =>
  (item, { assigned }) =>
    item.statusCodeId && !assigned.statusCodes.has(item.statusCodeId)
      ? refuse('statusCodeId', 'statusCodeId: no such status code', 'unknown_reference')
      : undefined;

/**
 * Every pay code the item carries must be one the Pay Code List holds (matched exactly, as payroll
 * reads it), else the item is refused naming `field` and the code. A retired (inactive) code is
 * still taken: the foreman may have recorded it before the office retired it
 * (shared/docs/field-sync.md "Push").
 */
export const knownPayCodes =
  <Item>(field: string, codes: (item: Item) => readonly string[]): FieldItemCheck<Item> =>
  (item, { assigned }) => {
    const unknown = codes(item).find((code) => !assigned.payCodes.has(code));
    return unknown === undefined
      ? undefined
      : refuse(field, ReferenceMessages.payCodeList.unknown(field, unknown), 'unknown_reference');
  };
