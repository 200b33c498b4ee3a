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

/** 'active' | 'inactive' from an is_active column. */
export const statusOf = (column: string): RawBuilder<'active' | 'inactive'> =>
  sql<'active' | 'inactive'>`case when ${sql.ref(column)} then 'active' else 'inactive' end`;

/** The request's user's scope: divisions come with the session, device groups are read now. */
export async function workforceScope(db: Db, request: FastifyRequest): Promise<WorkforceScope> {
  const user = currentUser(request);
  return { divisions: user.divisionScope, deviceGroups: await visibleDeviceGroupIds(db, user.userId) };
}
