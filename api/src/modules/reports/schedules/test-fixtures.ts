import { contactRecipient, type ReportScheduleSave } from '@tac/contracts';
import { WEEKLY_ROSTER_TIMING } from '@tac/contracts/testing';
import type { WorkforceFixture } from '../../workforce/test-fixtures.ts';

/**
 * A complete weekly schedule of one project of the workforce fixture (Field Roster by Project,
 * which every role but read-only may schedule), Mondays 07:30, the last seven days.
 */
export function weeklySchedule(
  f: WorkforceFixture,
  changes: Partial<ReportScheduleSave> = {},
): ReportScheduleSave {
  return {
    id: 0,
    scheduleName: 'Weekly roster',
    description: 'Who was on site',
    ...WEEKLY_ROSTER_TIMING,
    subject: 'Field roster',
    message: 'The roster is attached.',
    projects: [
      {
        id: 0,
        isAllProject: false,
        projectID: f.project.a1,
        projectNumber: 'T-0001',
        projectName: 'Project T-0001',
      },
    ],
    divisions: [],
    taskCodes: [],
    sendReportTo: [contactRecipient('office@example.com')],
    reportDelegate: [],
    ...changes,
  };
}

/** A project entry of a schedule. */
export const projectEntry = (projectID: number, projectNumber = '') => ({
  id: 0,
  isAllProject: false,
  projectID,
  projectNumber,
  projectName: '',
});

/** The 'All Projects' entry. */
export const allProjects = {
  id: 0,
  isAllProject: true,
  projectID: 0,
  projectNumber: '',
  projectName: 'All Projects',
};
