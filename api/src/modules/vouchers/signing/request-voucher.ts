import type { Db } from '../../../db/database.ts';

/**
 * Signature requests s with their voucher v and its project p joined: what the reminders, the
 * waiting tickets' digest and the signed copy each read a request by.
 */
export const requestsWithVoucher = (db: Db) =>
  db
    .selectFrom('signature_request as s')
    .innerJoin('tm_voucher as v', 'v.id', 's.voucher_id')
    .innerJoin('project as p', 'p.id', 'v.project_id');
