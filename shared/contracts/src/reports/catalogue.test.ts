import { describe, expect, it } from 'vitest';
import { RoleName } from '../roles.ts';
import {
  allProjectsOffered,
  clearedByReportTypeChange,
  delegateAllowed,
  REPORT_TYPES,
  reportTypeHiddenFromRole,
  reportTypesForRole,
} from './catalogue.ts';

describe('report types (spec 001 §3.5, §6)', () => {
  it('lists the 21 types of §3.5 without code 10', () => {
    expect(REPORT_TYPES).toHaveLength(21);
    expect(REPORT_TYPES.map((t) => t.code)).not.toContain('10');
    expect(REPORT_TYPES.find((t) => t.code === '19')?.name).toBe("Attested 'No' Report");
  });

  it('offers each role its types', () => {
    const codes = (role: string) => reportTypesForRole(role).map((t) => t.code);
    expect(codes(RoleName.ProjectManager)).toEqual(['13', '14', '17', '18', '21']);
    expect(codes(RoleName.ReadOnly)).toHaveLength(18);
    expect(codes(RoleName.ReadOnly)).not.toEqual(expect.arrayContaining(['19']));
    expect(codes(RoleName.ReadOnly).some((c) => ['19', '20', '22'].includes(c))).toBe(false);
    expect(codes(RoleName.Contribute)).toHaveLength(20);
    expect(codes(RoleName.Contribute)).not.toContain('22');
    expect(codes(RoleName.Administrator)).toHaveLength(21);
    expect(codes(RoleName.SystemAdmin)).toHaveLength(21);
  });

  it("offers 'All Projects' to admins for attestation types only", () => {
    expect(allProjectsOffered(RoleName.Administrator, '19')).toBe(true);
    expect(allProjectsOffered(RoleName.SystemAdmin, '20')).toBe(true);
    expect(allProjectsOffered(RoleName.Administrator, '13')).toBe(false);
    expect(allProjectsOffered(RoleName.Contribute, '19')).toBe(false);
  });

  it('filters delegates by security group', () => {
    const { ReadOnly, ProjectManager, Contribute, Administrator } = RoleName;
    // attestation and metrics exclude read-only and project managers
    expect(delegateAllowed('19', ReadOnly, false)).toBe(false);
    expect(delegateAllowed('22', ProjectManager, false)).toBe(false);
    expect(delegateAllowed('19', Contribute, false)).toBe(true);
    // metrics also exclude contribute
    expect(delegateAllowed('22', Contribute, false)).toBe(false);
    expect(delegateAllowed('22', Administrator, false)).toBe(true);
    // other types exclude project managers unless project-manager or unit-notes types
    expect(delegateAllowed('3', ProjectManager, false)).toBe(false);
    expect(delegateAllowed('13', ProjectManager, false)).toBe(true);
    expect(delegateAllowed('1', ProjectManager, false)).toBe(true);
    expect(delegateAllowed('3', ReadOnly, false)).toBe(true);
    // All Projects removes contribute users
    expect(delegateAllowed('19', Contribute, true)).toBe(false);
    expect(delegateAllowed('19', Administrator, true)).toBe(true);
  });

  it('clears by type group on a type change', () => {
    expect(clearedByReportTypeChange('14')).toEqual({
      projects: true,
      divisions: true,
      taskCodes: true,
      recipients: false,
    });
    // Task codes go with any change, also between two task-code types (6 to 17: T&M codes only).
    expect(clearedByReportTypeChange('17').taskCodes).toBe(true);
    expect(clearedByReportTypeChange('6').taskCodes).toBe(true);
    expect(clearedByReportTypeChange('5').recipients).toBe(true);
  });
});

describe('types hidden from a role', () => {
  it('hides 19, 20 and 22 from the roles that may not schedule them, and nothing else', () => {
    const hidden = (role: string) =>
      REPORT_TYPES.filter((t) => reportTypeHiddenFromRole(role, t.code)).map((t) => t.code);
    expect(hidden(RoleName.ProjectManager)).toEqual(['19', '20', '22']);
    expect(hidden(RoleName.ReadOnly)).toEqual(['19', '20', '22']);
    expect(hidden(RoleName.Contribute)).toEqual(['22']);
    expect(hidden(RoleName.Administrator)).toEqual([]);
  });
});
