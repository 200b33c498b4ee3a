import { Type } from 'typebox';

/** PostgreSQL's integer range: a larger id or row number would fail in the database (a 500) instead of a 400. */
export const INT32_MAX = 2_147_483_647;

/** A row id: a positive 32-bit integer. */
export const IdSchema = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT32_MAX, ...options });
