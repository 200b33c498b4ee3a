import { hashPassword, needsRehash, type ScryptCost } from '../../auth/password.ts';
import type { Db } from '../../db/database.ts';

/** What a sign-in reads about its user: to check it, and to answer the login result. */
function signInUser(db: Db) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.role_id',
      'r.name as role_name',
      'u.password_hash',
      'u.must_change_password',
      'u.is_active',
    ]);
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserByName>>>;

/** The user a sign-in names, matched whatever the case of the user name. */
export function findUserByName(db: Db, userName: string) {
  return signInUser(db)
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()))
    .executeTakeFirst();
}

/** The user a one-time SSO code was issued to. */
export function findUserById(db: Db, userId: number) {
  return signInUser(db).where('u.id', '=', userId).executeTakeFirst();
}

/** The stored password of a signed-in user, and whether it is a temporary one. */
export function passwordOf(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['password_hash', 'must_change_password'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function claimsOfRole(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_claim')
    .select('claim_name')
    .where('role_id', '=', roleId)
    .orderBy('claim_name')
    .execute();
  return rows.map((r) => r.claim_name);
}

/**
 * After a successful sign-in, replaces a hash made with older parameters (auth/password.ts) by one
 * made with today's: the password is only known at sign-in. Only if the stored hash is still the
 * one that was checked, so a password changed meanwhile is never overwritten.
 */
export async function rehashIfOutdated(
  db: Db,
  userId: number,
  password: string,
  stored: string,
  cost: Readonly<ScryptCost>,
): Promise<void> {
  if (!needsRehash(stored, cost)) return;
  await db
    .updateTable('app_user')
    .set({ password_hash: await hashPassword(password, cost) })
    .where('id', '=', userId)
    .where('password_hash', '=', stored)
    .execute();
}
