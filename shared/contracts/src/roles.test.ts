import { describe, expect, it } from 'vitest';
import { ROLES, RoleName, SecurityGroupId } from './roles.ts';

describe('roles', () => {
  it('name each role and its security group id from one table', () => {
    expect(ROLES.map((role) => `${role.id} ${role.name}`)).toEqual([
      '1 Administrator',
      '2 Project Manager',
      '3 Contribute',
      '4 SystemAdmin',
      '5 Read Only',
    ]);
    expect(RoleName.ProjectManager).toBe('Project Manager');
    expect(SecurityGroupId.SystemAdmin).toBe(4);
    expect(Object.keys(SecurityGroupId)).toEqual(Object.keys(RoleName));
  });
});
