import { ButtonClaim, type Project, RoleName, WorkforceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAssignProjectDevices,
  checkProjectForm,
  paneSearch,
  projectLabel,
  projectModalAccess,
  projectUpdateBody,
  selectedProject,
  unassignedDevices,
} from './rules.ts';

const project = (id: number, over: Partial<Project> = {}): Project => ({
  id,
  projectNumber: `24-${1000 + id}`,
  projectName: `Project ${id}`,
  divisionName: 'North',
  gc: '',
  projectStatus: 'active',
  isImported: false,
  ...over,
});

describe('projects rules', () => {
  it("labels a project 'number - name'", () => {
    expect(projectLabel(project(1))).toBe('24-1001 - Project 1');
  });

  it('gc is editable for Contribute, SystemAdmin and Administrator only; status with its claim; Save with it or for Contribute', () => {
    const status = [ButtonClaim.ProjectStatusEdit];
    expect(projectModalAccess([], RoleName.Contribute)).toEqual({ gc: true, status: false, save: true });
    expect(projectModalAccess(status, RoleName.Administrator)).toEqual({
      gc: true,
      status: true,
      save: true,
    });
    expect(projectModalAccess([], RoleName.SystemAdmin)).toEqual({ gc: true, status: false, save: false });
    expect(projectModalAccess(status, RoleName.ProjectManager)).toEqual({
      gc: false,
      status: true,
      save: true,
    });
    expect(projectModalAccess([], RoleName.ReadOnly)).toEqual({ gc: false, status: false, save: false });
  });

  it('offers assigning devices only with the project-edit claim on an active project', () => {
    expect(canAssignProjectDevices([ButtonClaim.ProjectEdit], 'active')).toBe(true);
    expect(canAssignProjectDevices([ButtonClaim.ProjectEdit], 'inactive')).toBe(false);
    expect(canAssignProjectDevices([], 'active')).toBe(false);
  });

  it('refuses a gc over 50 characters and a missing status', () => {
    expect(checkProjectForm({ gc: 'x'.repeat(50), projectStatus: 'active' })).toBeUndefined();
    expect(checkProjectForm({ gc: 'x'.repeat(51), projectStatus: 'active' })).toBe(
      WorkforceMessages.projects.gcTooLong,
    );
    expect(checkProjectForm({ gc: '', projectStatus: null })).toBe(WorkforceMessages.projects.statusRequired);
  });

  it('sends the id, gc and status', () => {
    expect(projectUpdateBody(project(3), { gc: 'Acme', projectStatus: 'inactive' })).toEqual({
      id: 3,
      gc: 'Acme',
      projectStatus: 'inactive',
      projectNumber: '24-1003',
      projectName: 'Project 3',
    });
    // Trimmed; a gc of zero-width spaces is sent as no gc, as the server saves it.
    expect(projectUpdateBody(project(3), { gc: ' Acme ', projectStatus: 'active' }).gc).toBe('Acme');
    expect(projectUpdateBody(project(3), { gc: '\u200b\u200b', projectStatus: 'active' }).gc).toBe('');
  });

  it('offers the devices not assigned yet', () => {
    const all = [1, 2, 3].map((deviceID) => ({ deviceID, deviceEmpID: `D${deviceID}` }));
    expect(unassignedDevices(all, [{ deviceID: 2, deviceEmpID: 'D2' }]).map((d) => d.deviceID)).toEqual([
      1, 3,
    ]);
  });

  it('sends each pane search under its own field, blanks left out', () => {
    expect(paneSearch(' 100 ', '')).toEqual([{ FieldName: 'taskCode', Value: '100' }]);
    expect(paneSearch('', 'TAB')).toEqual([{ FieldName: 'deviceEmpID', Value: 'TAB' }]);
    expect(paneSearch('', '  ')).toEqual([]);
  });

  it("selects the chosen project while it is on the page, else the page's first", () => {
    const rows = [project(1), project(2)];
    expect(selectedProject(rows, 2)?.id).toBe(2);
    expect(selectedProject(rows, 9)?.id).toBe(1);
    expect(selectedProject([], null)).toBeUndefined();
  });
});
