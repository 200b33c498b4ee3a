import type { SearchTextEntry } from '@tac/contracts';
import type { FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, visibleDeviceGroupIds } from '../../auth/division-scope.ts';
import { currentUser } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';

/**
 * What one user may see of the workforce tables (shared/docs/architecture.md "Claims on the server": data is scoped to the user's
 * project and device access"): projects and employees by their project level access (divisions),
 * devices by their device access by groups. An id outside answers 404, as one that does not exist.
 */
export interface WorkforceScope {
  divisions: DivisionScope;
  deviceGroups: DivisionScope;
}

/** `column` (a division id) lies in `scope`; an empty scope matches nothing. */
export function inScope(column: string, scope: DivisionScope): RawBuilder<boolean> {
  if (scope === 'all') return sql<boolean>`true`;
  if (scope.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(scope)})`;
}

/**
 * The legacy screens put the acting user's id in SearchText ('userId'); the server takes the user
 * from the token, so that entry is dropped before the search is read.
 */
export function withoutUserId(search: readonly SearchTextEntry[] | undefined): SearchTextEntry[] {
  return (search ?? []).filter((e) => e.FieldName.toLowerCase() !== 'userid');
}

/** 'active' | 'inactive' from an is_active column. */
export const statusOf = (column: string): RawBuilder<'active' | 'inactive'> =>
  sql<'active' | 'inactive'>`case when ${sql.ref(column)} then 'active' else 'inactive' end`;

/** The request's user's scope: divisions come with the session, device groups are read now. */
export async function workforceScope(db: Db, request: FastifyRequest): Promise<WorkforceScope> {
  const user = currentUser(request);
  return { divisions: user.divisionScope, deviceGroups: await visibleDeviceGroupIds(db, user.userId) };
}
