import type { ReportRecipient, ReportScheduleSave } from '@tac/contracts';
import type { WorkforceFixture } from '../../workforce/test-fixtures.ts';

/** A recipient typed in as an e-mail (contactType Contact). */
export const contact = (email: string): ReportRecipient => ({
  id: 0,
  empID: null,
  userId: null,
  contactType: 'Contact',
  employeeEmailAddress: email,
  firstName: '',
  lastName: '',
  employeeName: '',
});

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
    reportType: '13',
    run: 'weekly',
    runReportAt: '07:30 AM',
    scheduleHour: 7,
    scheduleMinute: 30,
    weekday: 1,
    dateInMonth: null,
    startDate: 7,
    endDate: 1,
    selectedFromDate: null,
    selectedToDate: null,
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
    sendReportTo: [contact('office@example.com')],
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
