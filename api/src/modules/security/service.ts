import { randomInt } from 'node:crypto';
import {
  ALL_DIVISIONS,
  ALL_DIVISIONS_ID,
  checkSecurityUser,
  cleanEmployeeName,
  cleanEmployeeNumber,
  cleanPassword,
  cleanUserName,
  deviceGroupsDisabled,
  SecurityMessages as M,
  SecurityGroupId,
  type SecurityUserSave,
  type SecurityUserSaveResult,
} from '@tac/contracts';
import { sql } from 'kysely';
import { hashPassword, type ScryptCost } from '../../auth/password.ts';
import { type AuthContext, endUserSessions } from '../../auth/sessions.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/envelope.ts';

/** No look-alike characters (0/O, 1/l/I), so a password read aloud or copied by hand still works. */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMP_LENGTH = 14;

/** A random temporary password (~80 bits): never a shared preset (shared/docs/architecture.md "Auth"). */
export function temporaryPassword(): string {
  return Array.from({ length: TEMP_LENGTH }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
}

/** 'Mary Ann Smith' → first 'Mary', last 'Ann Smith'; the screen shows them joined again. */
function splitName(name: string): { first_name: string; last_name: string } {
  const match = /^(\S+)\s+(.*)$/.exec(name);
  return match
    ? { first_name: match[1] as string, last_name: match[2] as string }
    : { first_name: name, last_name: '' };
}

const isSystemAdmin = (roleId: number) => roleId === SecurityGroupId.SystemAdmin;

interface Access {
  allDivisions: boolean;
  divisionIds: number[];
  allDeviceGroups: boolean;
  deviceGroupIds: number[];
}

/** The user's access as stored, for the audit row. */
async function readAccess(trx: Trx, userId: number): Promise<Access> {
  const user = await trx
    .selectFrom('app_user')
    .select(['all_divisions', 'all_device_groups'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const divisions = await trx
    .selectFrom('user_division')
    .select('division_id')
    .where('user_id', '=', userId)
    .orderBy('division_id')
    .execute();
  const groups = await trx
    .selectFrom('user_device_group')
    .select('division_id')
    .where('user_id', '=', userId)
    .orderBy('division_id')
    .execute();
  return {
    allDivisions: user.all_divisions,
    divisionIds: divisions.map((d) => d.division_id),
    allDeviceGroups: user.all_device_groups,
    deviceGroupIds: groups.map((g) => g.division_id),
  };
}

/** Division names → ids of live, active divisions (the ones the dialog offers; ignoring case); an unknown name is a 400 naming it. */
async function resolveDivisions(trx: Trx, names: readonly string[]): Promise<Access['divisionIds']> {
  if (names.length === 0) return [];
  const rows = await trx
    .selectFrom('division')
    .select(['id', 'division_name'])
    .where('is_deleted', '=', false)
    .where('is_active', '=', true)
    .where(sql<boolean>`lower(division_name) in (${sql.join(names.map((n) => n.toLowerCase()))})`)
    .execute();
  const ids: number[] = [];
  for (const name of names) {
    const row = rows.find((r) => r.division_name.toLowerCase() === name.toLowerCase());
    if (!row) throw new ApiError(400, M.unknownDivision(name));
    if (!ids.includes(row.id)) ids.push(row.id);
  }
  return ids.sort((a, b) => a - b);
}

async function checkDeviceGroups(trx: Trx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('division')
    .select('id')
    .where('is_deleted', '=', false)
    .where('is_active', '=', true)
    .where('id', 'in', [...ids])
    .execute();
  for (const id of ids) if (!rows.some((r) => r.id === id)) throw new ApiError(400, M.unknownDeviceGroup(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function replaceAccess(trx: Trx, userId: number, access: Access): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({ all_divisions: access.allDivisions, all_device_groups: access.allDeviceGroups })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('user_division').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_device_group').where('user_id', '=', userId).execute();
  if (access.divisionIds.length > 0) {
    await trx
      .insertInto('user_division')
      .values(access.divisionIds.map((division_id) => ({ user_id: userId, division_id })))
      .execute();
  }
  if (access.deviceGroupIds.length > 0) {
    await trx
      .insertInto('user_device_group')
      .values(access.deviceGroupIds.map((division_id) => ({ user_id: userId, division_id })))
      .execute();
  }
}

const userColumns = [
  'id',
  'user_name',
  'employee_number',
  'first_name',
  'last_name',
  'role_id',
  'is_active',
  'must_change_password',
] as const;

/**
 * Adds (no userId) or updates a security user: the ten checks of spec 000 §5 in order, then what only
 * the server can know (group and divisions exist, user name unique, SystemAdmin rule), then one
 * transaction writing the user, its access and the audit row. A blank password on add gives the user
 * a temporary password, returned once; a password set for someone else must be changed at sign-in.
 * One's own password is not set here: ChangePassword asks for the current one, and this
 * call would let whoever holds a signed-in SystemAdmin's session take the account without it.
 */
export async function saveSecurityUser(
  db: Db,
  caller: AuthContext,
  body: SecurityUserSave,
  passwordHashCost: Readonly<ScryptCost>,
): Promise<{ result: SecurityUserSaveResult; updated: boolean }> {
  const password = cleanPassword(body.password ?? '');
  const confirm = cleanPassword(body.confirmPassword ?? '');
  const divisions = body.UserDivision.map((d) => d.DivisionName.trim());
  const deviceGroups = body.UserGroup.map((g) => g.DivisionId);
  const problem = checkSecurityUser({
    employeeNumber: body.employeeNumber,
    employeeName: body.employeeName,
    securityGroupId: body.securitygroupID,
    userName: body.userName,
    password,
    confirmPassword: confirm,
    divisions,
    deviceGroups,
  });
  if (problem) throw new ApiError(400, problem);
  const groupId = body.securitygroupID as number;
  const userName = cleanUserName(body.userName);
  const editingId = body.userId ? body.userId : null;
  if (editingId === caller.userId && password !== '') throw new ApiError(400, M.ownPasswordElsewhere);

  const write = auditedWrite(db, caller.userId, async (trx) => {
    const group = await trx.selectFrom('role').select('id').where('id', '=', groupId).executeTakeFirst();
    if (!group) throw new ApiError(400, M.unknownGroup);
    const before = editingId
      ? await trx
          .selectFrom('app_user')
          .select(userColumns)
          .where('id', '=', editingId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (editingId && !before) throw new ApiError(404, M.notFound);
    if (
      (isSystemAdmin(groupId) || (before && isSystemAdmin(before.role_id))) &&
      !isSystemAdmin(caller.roleId)
    ) {
      throw new ApiError(403, M.systemAdminOnly);
    }
    const clash = await trx
      .selectFrom('app_user')
      .select('id')
      .where(sql<boolean>`lower(user_name) = lower(${userName})`)
      .$if(editingId !== null, (q) => q.where('id', '<>', editingId as number))
      .executeTakeFirst();
    if (clash) throw new ApiError(400, M.duplicateUserName);

    const allDivisions = divisions.includes(ALL_DIVISIONS);
    const noGroups = deviceGroupsDisabled(groupId);
    const allDeviceGroups = !noGroups && deviceGroups.includes(ALL_DIVISIONS_ID);
    const access: Access = {
      allDivisions,
      divisionIds: allDivisions ? [] : await resolveDivisions(trx, divisions),
      allDeviceGroups,
      deviceGroupIds: noGroups || allDeviceGroups ? [] : await checkDeviceGroups(trx, deviceGroups),
    };

    const generated = !editingId && password === '' ? temporaryPassword() : null;
    const newPassword = generated ?? (password === '' ? null : password);
    const fields = {
      user_name: userName,
      email: userName,
      employee_number: cleanEmployeeNumber(body.employeeNumber),
      ...splitName(cleanEmployeeName(body.employeeName)),
      role_id: groupId,
      updated_at: sql<Date>`now()`,
      ...(newPassword === null
        ? {}
        : {
            password_hash: await hashPassword(newPassword, passwordHashCost),
            // Someone else's password is known to whoever set it: the user replaces it at sign-in.
            must_change_password: true,
          }),
    };

    let userId: number;
    let accessBefore: Access | null = null;
    if (editingId && before) {
      accessBefore = await readAccess(trx, editingId);
      await trx.updateTable('app_user').set(fields).where('id', '=', editingId).execute();
      userId = editingId;
      // A password set by someone else ends the user's sessions: they sign in again and choose their own.
      if (newPassword !== null) await endUserSessions(trx, editingId);
    } else {
      const row = await trx
        .insertInto('app_user')
        .values({
          ...fields,
          phone: '',
          password_hash: fields.password_hash ?? '',
          is_active: body.IsActive ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    await replaceAccess(trx, userId, access);
    const after = await trx
      .selectFrom('app_user')
      .select(userColumns)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      result: { result: { userId, temporaryPassword: generated }, updated: editingId !== null },
      audit: {
        action: editingId ? 'update' : 'create',
        entity: 'app_user',
        entityId: userId,
        before: before ? { ...before, ...accessBefore } : null,
        // Never the password, only that one was set.
        after: {
          ...after,
          ...access,
          passwordSet: newPassword !== null,
          temporaryPassword: generated !== null,
        },
      },
    };
  });
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, M.duplicateUserName);
    throw error;
  }
}

/**
 * Deactivates or reactivates a user. Deactivating ends every session of that user at once (the guard
 * also refuses inactive users); nobody deactivates themself; only a SystemAdmin touches a SystemAdmin.
 */
export async function setSecurityUserActive(
  db: Db,
  caller: AuthContext,
  userId: number,
  active: boolean,
): Promise<void> {
  if (!active && userId === caller.userId) throw new ApiError(400, M.selfDeactivate);
  await auditedWrite(db, caller.userId, async (trx) => {
    const before = await trx
      .selectFrom('app_user')
      .select(['id', 'is_active', 'role_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(404, M.notFound);
    if (isSystemAdmin(before.role_id) && !isSystemAdmin(caller.roleId))
      throw new ApiError(403, M.systemAdminOnly);
    await trx
      .updateTable('app_user')
      .set({ is_active: active, updated_at: sql`now()` })
      .where('id', '=', userId)
      .execute();
    const ended = active ? 0 : await endUserSessions(trx, userId);
    return {
      result: undefined,
      audit: {
        action: active ? 'reactivate' : 'deactivate',
        entity: 'app_user',
        entityId: userId,
        before: { isActive: before.is_active },
        after: { isActive: active, sessionsEnded: ended },
      },
    };
  });
}
