import {
  VoucherSearchField as F,
  isSearchWholeNumber,
  VOUCHER_SIGNATURE_OPTIONS,
  VOUCHER_STATUSES,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { contains, containsVia, type FieldFilter, textContains } from '../../db/search.ts';
import { ApiError } from '../../http/envelope.ts';
import { parseDay } from '../../http/query-dates.ts';
import { voucherStatusSql } from './lifecycle.ts';

/**
 * Where the fields of a list row live: the voucher list reads the latest revision's copy on
 * tm_voucher (aliased v), the revision list each revision's own (aliased r).
 */
export interface RevisionColumns {
  version: RawBuilder<number>;
  syncedAt: RawBuilder<Date>;
  submittedMode: RawBuilder<string>;
  hasSignature: RawBuilder<boolean>;
}

export const LATEST_REVISION: RevisionColumns = {
  version: sql`v.version`,
  syncedAt: sql`v.synced_at`,
  submittedMode: sql`v.submitted_mode`,
  hasSignature: sql`v.has_signature`,
};

export const EACH_REVISION: RevisionColumns = {
  version: sql`r.version`,
  syncedAt: sql`r.synced_at`,
  submittedMode: sql`r.submitted_mode`,
  hasSignature: sql`(r.signed_at is not null)`,
};

/**
 * Employee Full Name of a device name (`voucherEmployeeName` in contracts, the same rule in SQL): the
 * text between the first and the last underscore, '' with fewer than two underscores.
 */
export const deviceEmployeeName = (name: RawBuilder<string>): RawBuilder<string> =>
  sql<string>`coalesce(substring(${name} from '^[^_]*_(.*)_[^_]*$'), '')`;

/** A whole number within PostgreSQL's integer, or a 400 naming the field. */
function wholeNumber(value: string, field: string): number {
  if (!isSearchWholeNumber(value))
    throw new ApiError(400, `SearchText '${field}' must be a whole number, got '${value}'`);
  return Number(value);
}

/** Yes / No words joined by spaces (spec 002 §9); both, or neither, is no filter. */
const signatureFilter =
  (hasSignature: RawBuilder<boolean>): FieldFilter =>
  (value, field) => {
    const wanted = new Set<boolean>();
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const option = VOUCHER_SIGNATURE_OPTIONS.find((o) => o.toLowerCase() === word.toLowerCase());
      if (!option) {
        throw new ApiError(
          400,
          `SearchText '${field}' takes ${VOUCHER_SIGNATURE_OPTIONS.join(', ')} joined by a space, got '${word}'`,
        );
      }
      wanted.add(option === 'Yes');
    }
    if (wanted.size !== 1) return sql<boolean>`true`;
    return wanted.has(true) ? sql<boolean>`${hasSignature}` : sql<boolean>`not ${hasSignature}`;
  };

/**
 * The lifecycle status filter: VoucherStatus codes joined by a space (any case); none or all of
 * them is no filter, another word a 400 naming the codes.
 */
const voucherStatusFilter: FieldFilter = (value, field) => {
  const wanted = new Set<string>();
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const status = VOUCHER_STATUSES.find((s) => s.toLowerCase() === word.toLowerCase());
    if (!status) {
      throw new ApiError(
        400,
        `SearchText '${field}' takes ${VOUCHER_STATUSES.join(', ')} joined by a space, got '${word}'`,
      );
    }
    wanted.add(status);
  }
  if (wanted.size === 0 || wanted.size === VOUCHER_STATUSES.length) return sql<boolean>`true`;
  return sql<boolean>`${voucherStatusSql('v')} in (${sql.join([...wanted])})`;
};

const idEquals =
  (column: string): FieldFilter =>
  (value, field) =>
    sql<boolean>`${sql.ref(column)} = ${wholeNumber(value, field)}`;

/**
 * Every SearchText field of the voucher and revision lists (spec 002 §7), on tm_voucher aliased v
 * and the revision fields at `revision`. Text searches on names are resolved on the small device,
 * project and task tables first (containsVia): the voucher table is filtered by ids from its index.
 */
export function voucherFields(revision: RevisionColumns, timeZone: string): Record<string, FieldFilter> {
  return {
    [F.VoucherNumber]: contains('v.voucher_number'),
    [F.Employee]: containsVia('v.device_id', 'device', deviceEmployeeName(sql`name`)),
    [F.DeviceName]: containsVia('v.device_id', 'device', sql<string>`name`),
    [F.TimeCardDate]: (value, field) => sql<boolean>`v.created_date = ${parseDay(value, field)}::date`,
    [F.Project]: containsVia('v.project_id', 'project', sql<string>`project_number || ' - ' || name`),
    [F.TaskCode]: containsVia('v.task_id', 'task', sql<string>`task_number || '-' || name`),
    [F.SyncedDate]: (value, field) => {
      const day = parseDay(value, field);
      return sql<boolean>`(${revision.syncedAt} >= (${day}::date)::timestamp at time zone ${timeZone}
        and ${revision.syncedAt} < (${day}::date + 1)::timestamp at time zone ${timeZone})`;
    },
    [F.Version]: (value, field) => sql<boolean>`${revision.version} = ${wholeNumber(value, field)}`,
    [F.Status]: textContains(revision.submittedMode),
    [F.Signature]: signatureFilter(revision.hasSignature),
    // The signed-in user's id, sent by the list (spec 002 §6): checked as an id and not used, since
    // the token names the user and their divisions scope the list.
    [F.UserId]: (value, field) => {
      wholeNumber(value, field);
      return sql<boolean>`true`;
    },
    [F.DeviceId]: idEquals('v.device_id'),
    [F.ProjectId]: idEquals('v.project_id'),
    [F.TaskCodeId]: idEquals('v.task_id'),
    [F.TMVoucherNumber]: (value) => sql<boolean>`v.voucher_number = ${value}`,
    [F.VoucherStatus]: voucherStatusFilter,
  };
}
