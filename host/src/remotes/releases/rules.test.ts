import type { RemoteRelease } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { canRollBack, confirmText, describeAudience } from './rules.ts';

const remote = (patch: Partial<RemoteRelease>): RemoteRelease => ({
  name: 'mf-reference',
  stableVersion: '11.2.0',
  candidate: null,
  previousStableVersion: null,
  withdrawal: null,
  versions: [],
  ...patch,
});
const candidate = { version: '11.3.0', percent: 10, roles: ['Contribute'], users: ['pm@demo.local'] };

describe('releases rules', () => {
  it('describes the audience by share, roles and users, or as nobody', () => {
    expect(describeAudience(candidate)).toBe('10% of users · roles Contribute · users pm@demo.local');
    expect(describeAudience({ ...candidate, percent: 0, users: [] })).toBe('roles Contribute');
    expect(describeAudience({ ...candidate, percent: 0, roles: [], users: [] })).toBe('nobody');
  });

  it('asks about what users will load after a promote or a rollback', () => {
    expect(confirmText(remote({ candidate }), 'promote')).toContain('Promote mf-reference 11.3.0 to stable?');
    expect(confirmText(remote({ candidate }), 'rollback')).toContain('go back to 11.2.0');
    expect(confirmText(remote({ previousStableVersion: '11.1.0' }), 'rollback')).toContain(
      'from 11.2.0 to 11.1.0',
    );
  });

  it('offers a rollback only with a candidate or an earlier stable', () => {
    expect(canRollBack(remote({}))).toBe(false);
    expect(canRollBack(remote({ candidate }))).toBe(true);
    expect(canRollBack(remote({ previousStableVersion: '11.1.0' }))).toBe(true);
  });
});
