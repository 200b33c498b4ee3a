import { SecurityGroupId } from '@tac/contracts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { type PasswordHashing, scryptCostFor } from './hashing.ts';

/** Adds a user for one test (its own name, so limits or deactivation do not touch other tests). */
export async function createUser(
  db: Db,
  user: {
    userName: string;
    password: string;
    roleId?: SecurityGroupId;
    isActive?: boolean;
    /** As the app under test hashes (TestAppOptions.passwordHashing); 'fast' unless about sign-in. */
    passwordHashing?: PasswordHashing;
  },
): Promise<number> {
  const row = await db
    .insertInto('app_user')
    .values({
      user_name: user.userName,
      first_name: 'Test',
      last_name: 'User',
      email: user.userName,
      phone: '',
      role_id: user.roleId ?? SecurityGroupId.Administrator,
      password_hash: await hashPassword(user.password, scryptCostFor(user.passwordHashing)),
      is_active: user.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
