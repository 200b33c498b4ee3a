import { describe, expect, it } from 'vitest';
import { fnv1a, inCandidateAudience } from './audience.ts';

const user = (userId: number, roleName = 'Contribute', userName = `u${userId}@demo.local`) => ({
  userId,
  userName,
  roleName,
});

describe('fnv1a', () => {
  it('matches the published FNV-1a 32-bit vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('candidate audience', () => {
  const remote = 'mf-reference';

  it('never gives anonymous callers the candidate', () => {
    expect(inCandidateAudience({ version: '2.0.0', percent: 100 }, null, remote)).toBe(false);
  });

  it('takes listed roles and user names, ignoring case', () => {
    const candidate = { version: '2.0.0', roles: ['administrator'], users: ['PM@demo.local'] };
    expect(inCandidateAudience(candidate, user(1, 'Administrator'), remote)).toBe(true);
    expect(inCandidateAudience(candidate, user(2, 'Read Only', 'pm@demo.local'), remote)).toBe(true);
    expect(inCandidateAudience(candidate, user(3, 'Read Only'), remote)).toBe(false);
  });

  it('gives 0% nobody and 100% everybody', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(ids.some((id) => inCandidateAudience({ version: '2', percent: 0 }, user(id), remote))).toBe(false);
    expect(ids.every((id) => inCandidateAudience({ version: '2', percent: 100 }, user(id), remote))).toBe(
      true,
    );
  });

  it('picks about the given share, the same users every time, by hash of user id and remote', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
    const chosen = ids.filter((id) => inCandidateAudience({ version: '2', percent: 10 }, user(id), remote));
    expect(chosen.length / ids.length).toBeGreaterThan(0.08);
    expect(chosen.length / ids.length).toBeLessThan(0.12);
    for (const id of chosen.slice(0, 20)) expect(fnv1a(`${id}:${remote}`) % 100).toBeLessThan(10);
    const again = ids.filter((id) => inCandidateAudience({ version: '2', percent: 10 }, user(id), remote));
    expect(again).toEqual(chosen);
    // Raising the share keeps everyone who already had the candidate.
    const wider = new Set(
      ids.filter((id) => inCandidateAudience({ version: '2', percent: 25 }, user(id), remote)),
    );
    expect(chosen.every((id) => wider.has(id))).toBe(true);
  });

  it('draws the percent line exactly at the hash bucket: in at bucket + 1, out at bucket', () => {
    for (let id = 1; id <= 300; id++) {
      const bucket = fnv1a(`${id}:${remote}`) % 100;
      expect(inCandidateAudience({ version: '2', percent: bucket }, user(id), remote)).toBe(false);
      expect(inCandidateAudience({ version: '2', percent: bucket + 1 }, user(id), remote)).toBe(true);
    }
  });

  it('keeps a user on one side whatever their session, name case or other remotes', () => {
    const candidate = { version: '2', percent: 50 };
    for (let id = 1; id <= 100; id++) {
      const first = inCandidateAudience(candidate, user(id), remote);
      // A later sign-in is the same user id; the role and user name play no part in the draw.
      expect(inCandidateAudience(candidate, user(id, 'Read Only', `U${id}@DEMO.LOCAL`), remote)).toBe(first);
    }
  });

  it('lets listed users and roles in whatever the percent, and never takes them out', () => {
    const outside = Array.from({ length: 200 }, (_, i) => i + 1).find(
      (id) => fnv1a(`${id}:${remote}`) % 100 >= 10,
    ) as number;
    const base = { version: '2', percent: 10 };
    expect(inCandidateAudience(base, user(outside), remote)).toBe(false);
    expect(inCandidateAudience({ ...base, users: [`u${outside}@demo.local`] }, user(outside), remote)).toBe(
      true,
    );
    expect(inCandidateAudience({ ...base, roles: ['contribute'] }, user(outside), remote)).toBe(true);
    expect(inCandidateAudience({ ...base, percent: 0, roles: ['Contribute'] }, user(outside), remote)).toBe(
      true,
    );
  });
});
