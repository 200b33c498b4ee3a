import { SecurityGroupId } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/users.ts';
import {
  canSeeDeviceGroup,
  canSeeDivision,
  visibleDeviceGroupIds,
  visibleDivisionIds,
} from './division-scope.ts';
import { createSession, findLiveSession } from './sessions.ts';

describeEachDatabase('visibleDivisionIds', (kind) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'none' });
    const rows = await t.db
      .insertInto('division')
      .values(['North', 'South', 'East', 'West'].map((division_name) => ({ division_name })))
      .returning('id')
      .execute();
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t?.close());

  it("is 'all' for a user with All Divisions", async () => {
    const id = await createUser(t.db, { userName: 'all@scope.test', password: 'Secret#123' });
    await t.db.updateTable('app_user').set({ all_divisions: true }).where('id', '=', id).execute();
    expect(await visibleDivisionIds(t.db, id)).toBe('all');
    expect(await canSeeDivision(t.db, id, ids[3] as number)).toBe(true);
  });

  it('lists the live divisions of the user, ascending, leaving deleted ones out', async () => {
    const id = await createUser(t.db, { userName: 'some@scope.test', password: 'Secret#123' });
    const [north, south, east] = ids as [number, number, number];
    await t.db
      .insertInto('user_division')
      .values([east, north, south].map((division_id) => ({ user_id: id, division_id })))
      .execute();
    expect(await visibleDivisionIds(t.db, id)).toEqual([north, south, east]);
    await t.db.updateTable('division').set({ is_deleted: true }).where('id', '=', south).execute();
    expect(await visibleDivisionIds(t.db, id)).toEqual([north, east]);
    expect(await canSeeDivision(t.db, id, south)).toBe(false);
    expect(await canSeeDivision(t.db, id, east)).toBe(true);
  });

  it('comes with the session (the list routes read it there), fresh on each lookup', async () => {
    const id = await createUser(t.db, { userName: 'session@scope.test', password: 'Secret#123' });
    const [north, , , west] = ids as [number, number, number, number];
    const session = await createSession(t.db, id);
    const scopeNow = async () => (await findLiveSession(t.db, session.id, id))?.divisionScope;
    expect(await scopeNow()).toEqual([]);
    await t.db
      .insertInto('user_division')
      .values([west, north].map((division_id) => ({ user_id: id, division_id })))
      .execute();
    expect(await scopeNow()).toEqual([north, west]);
    expect(await scopeNow()).toEqual(await visibleDivisionIds(t.db, id));
    await t.db.updateTable('app_user').set({ all_divisions: true }).where('id', '=', id).execute();
    expect(await scopeNow()).toBe('all');
  });

  it('is empty for a user with no access and for an unknown user', async () => {
    const id = await createUser(t.db, { userName: 'none@scope.test', password: 'Secret#123' });
    expect(await visibleDivisionIds(t.db, id)).toEqual([]);
    expect(await visibleDivisionIds(t.db, 999_999)).toEqual([]);
  });

  it('reads device access by groups apart from project level access', async () => {
    const id = await createUser(t.db, { userName: 'devices@scope.test', password: 'Secret#123' });
    const [north, , east, west] = ids as [number, number, number, number];
    await t.db.insertInto('user_division').values({ user_id: id, division_id: north }).execute();
    await t.db
      .insertInto('user_device_group')
      .values([west, east].map((division_id) => ({ user_id: id, division_id })))
      .execute();
    expect(await visibleDivisionIds(t.db, id)).toEqual([north]);
    expect(await visibleDeviceGroupIds(t.db, id)).toEqual([east, west]);
    expect(await canSeeDeviceGroup(t.db, id, north)).toBe(false);
    await t.db.updateTable('app_user').set({ all_device_groups: true }).where('id', '=', id).execute();
    expect(await visibleDeviceGroupIds(t.db, id)).toBe('all');
    expect(await visibleDivisionIds(t.db, id)).toEqual([north]);
    expect(await visibleDeviceGroupIds(t.db, 999_999)).toEqual([]);
  });

  it('gives a user without device access by groups (group 5) the devices of their project level access', async () => {
    const id = await createUser(t.db, {
      userName: 'readonly@scope.test',
      password: 'Secret#123',
      roleId: SecurityGroupId.ReadOnly,
    });
    const [north, , east, west] = ids as [number, number, number, number];
    await t.db
      .insertInto('user_division')
      .values([west, north].map((division_id) => ({ user_id: id, division_id })))
      .execute();
    // A device group left from an earlier role does not apply to group 5.
    await t.db.insertInto('user_device_group').values({ user_id: id, division_id: east }).execute();
    expect(await visibleDeviceGroupIds(t.db, id)).toEqual([north, west].sort((a, b) => a - b));
    expect(await canSeeDeviceGroup(t.db, id, east)).toBe(false);
    await t.db.updateTable('app_user').set({ all_divisions: true }).where('id', '=', id).execute();
    expect(await visibleDeviceGroupIds(t.db, id)).toBe('all');
  });
});
