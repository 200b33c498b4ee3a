import { ALL_CLAIMS, DEFAULT_ROLE_CLAIMS, ROLES, type SecurityGroupId } from '@tac/contracts';
import type { Db } from './database.ts';

/**
 * Makes sure every role and claim the contracts name exists. A claim is granted to the roles of
 * DEFAULT_ROLE_CLAIMS only when it is first inserted: after that the tables are the truth and an
 * administrator's changes are kept (shared/docs/architecture.md "Data"). Safe to run from many replicas at once.
 */
export async function syncRolesAndClaims(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('role')
      .values(ROLES.map((r) => ({ id: r.id, name: r.name })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const inserted = await trx
      .insertInto('claim')
      .values(ALL_CLAIMS.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .execute();
    const fresh = new Set(inserted.map((r) => r.name));
    const grants = ROLES.flatMap((role) =>
      DEFAULT_ROLE_CLAIMS[role.id as SecurityGroupId]
        .filter((claim) => fresh.has(claim))
        .map((claim) => ({ role_id: role.id, claim_name: claim })),
    );
    if (grants.length > 0) {
      await trx
        .insertInto('role_claim')
        .values(grants)
        .onConflict((oc) => oc.columns(['role_id', 'claim_name']).doNothing())
        .execute();
    }
  });
}
