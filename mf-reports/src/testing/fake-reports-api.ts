import type { Answer, QueryParams } from '@tac/api-client';
import { failed, ok } from '@tac/api-client/testing';
import {
  ApiPaths,
  type Project,
  type ReportContactOption,
  ReportMessages,
  type ReportProjectDivision,
  type ReportRun,
  type ReportSchedule,
  type ReportScheduleListRequest,
  type ReportScheduleRow,
  type ReportScheduleSave,
  type ReportScheduleUser,
  type ReportTaskCodeOption,
  reportTypeName,
  type SearchTextEntry,
} from '@tac/contracts';
import { projectRow as project, WEEKLY_ROSTER_TIMING } from '@tac/contracts/testing';

// A project as the workforce list answers it, shared with the other remotes' fakes.
export { project };

export const contacts: ReportContactOption[] = [
  {
    contactType: 'Employee',
    id: 'E1',
    empID: 1,
    userId: null,
    employeeEmailAddress: 'Foreman.One@demo.local',
    firstName: 'Fran',
    lastName: 'One',
    employeeName: 'Fran One',
    securityGroupName: '',
  },
  {
    contactType: 'User',
    id: 'U2',
    empID: null,
    userId: 2,
    employeeEmailAddress: 'admin@demo.local',
    firstName: 'Ada',
    lastName: 'Admin',
    employeeName: 'Ada Admin',
    securityGroupName: 'Administrator',
  },
];

const user = (userId: number, userName: string, securityGroupName: string): ReportScheduleUser => ({
  userId,
  userName,
  firstName: userName.split('@')[0] ?? '',
  lastName: '',
  securityGroupName,
});

/** One user of each security group, so the §6 delegate filter has something to leave out. */
export const users: ReportScheduleUser[] = [
  user(2, 'admin@demo.local', 'Administrator'),
  user(3, 'sysadmin@demo.local', 'SystemAdmin'),
  user(4, 'pm@demo.local', 'Project Manager'),
  user(5, 'contribute@demo.local', 'Contribute'),
  user(6, 'readonly@demo.local', 'Read Only'),
];

export const divisions: ReportProjectDivision[] = [
  { id: 11, divisionName: 'North' },
  { id: 12, divisionName: 'South' },
];

/** A weekly schedule of type 13 (Field Roster by Project), as the server would hold it. */
export function schedule(id: number, over: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id,
    scheduleName: `Schedule ${id}`,
    description: 'For the office',
    ...WEEKLY_ROSTER_TIMING,
    subject: 'Weekly roster',
    message: 'Attached.',
    projects: [
      { id: 1, isAllProject: false, projectID: 1, projectNumber: '24-1001', projectName: 'Project 1' },
    ],
    divisions: [],
    taskCodes: [],
    sendReportTo: [
      {
        id: 1,
        empID: null,
        userId: null,
        contactType: 'Contact',
        employeeEmailAddress: 'office@demo.local',
        firstName: '',
        lastName: '',
        employeeName: '',
      },
    ],
    reportDelegate: [],
    userName: 'admin@demo.local',
    createdById: 2,
    hasFullAccess: true,
    nextDueAt: null,
    pausedReason: null,
    ...over,
  };
}

export function run(id: number, scheduleId: number, over: Partial<ReportRun> = {}): ReportRun {
  return {
    id,
    scheduleId,
    dueAt: '2026-03-09T12:30:00.000Z',
    startedAt: '2026-03-09T12:30:02.000Z',
    finishedAt: '2026-03-09T12:30:05.000Z',
    periodFrom: '2026-03-02',
    periodTo: '2026-03-08',
    recipients: ['office@demo.local'],
    outcome: 'sent',
    error: null,
    attempts: 1,
    resentFromRunId: null,
    files: [
      { id: id * 10 + 1, name: `Schedule_${id}.pdf`, kind: 'pdf', bytes: 24_576 },
      { id: id * 10 + 2, name: `Schedule_${id}.csv`, kind: 'csv', bytes: 800 },
      { id: id * 10 + 3, name: `Schedule_${id}.eml`, kind: 'eml', bytes: 40_000 },
    ],
    ...over,
  };
}

const joined = (list: readonly string[]) => list.join(', ');

function rowOf(s: ReportSchedule): ReportScheduleRow {
  return {
    id: s.id,
    scheduleName: s.scheduleName,
    reportType: s.reportType,
    reportTypeName: reportTypeName(s.reportType),
    run: s.run,
    weekday: s.weekday,
    dateInMonth: s.dateInMonth,
    selectedFromDate: s.selectedFromDate,
    selectedToDate: s.selectedToDate,
    runReportAt: s.runReportAt,
    sendReportTo: joined(s.sendReportTo.map((r) => r.employeeEmailAddress)),
    projects: joined(
      s.projects.map((p) => (p.isAllProject ? 'All Projects' : `${p.projectNumber} - ${p.projectName}`)),
    ),
    divisions: joined(s.divisions.map((d) => d.divisionName)),
    reportDelegate: joined(s.reportDelegate.map((d) => d.delegateUserName)),
    userName: s.userName,
    createdById: s.createdById,
    nextDueAt: s.nextDueAt,
    hasFullAccess: s.hasFullAccess,
    pausedReason: s.pausedReason,
  };
}

const contains = (text: string, value: string) => text.toLowerCase().includes(value.trim().toLowerCase());

/**
 * An in-memory report schedule server behind `api.get` / `api.post` (and `api.getFile`), answering
 * like the real one in the contracts' wire shapes; fake-reports-api.test.ts holds each answer to the
 * API's schema. Tests change its records or set `failNext` to script it.
 */
export function createFakeReportsApi(initial: {
  schedules?: ReportSchedule[];
  projects?: Project[];
  tasks?: ReportTaskCodeOption[];
  runs?: ReportRun[];
}) {
  const fake = {
    schedules: [...(initial.schedules ?? [])],
    projects: [...(initial.projects ?? [project(1), project(2), project(3)])],
    tasks: [...(initial.tasks ?? [])],
    runs: [...(initial.runs ?? [])],
    saved: [] as ReportScheduleSave[],
    /** The schedule ids Run now was asked for, in order. */
    ranNow: [] as number[],
    failNext: new Map<string, string>(),

    take(path: string): string | undefined {
      const message = fake.failNext.get(path);
      fake.failNext.delete(path);
      return message;
    },

    async get(path: string, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      switch (path) {
        case ApiPaths.reports.get: {
          const found = fake.schedules.find((s) => s.id === Number(params?.id));
          return found ? ok(found) : failed(ReportMessages.notFound);
        }
        case ApiPaths.reports.contacts:
          return ok(contacts, '', contacts.length);
        case ApiPaths.reports.users:
          return ok(users, '', users.length);
        case ApiPaths.reports.projectDivisions:
          return ok(divisions, '', divisions.length);
        case ApiPaths.reports.runs: {
          const rows = fake.runs
            .filter((r) => r.scheduleId === Number(params?.scheduleId))
            .sort((a, b) => b.id - a.id);
          const skip = Math.max(Number(params?.Skip ?? 0), 1);
          return ok(rows.slice(skip - 1, Number(params?.Take ?? 100)), '', rows.length);
        }
        default:
          return failed(`No fake for GET ${path}`);
      }
    },

    async post(path: string, body?: unknown, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      switch (path) {
        case ApiPaths.reports.list: {
          const request = body as ReportScheduleListRequest;
          const entries: readonly SearchTextEntry[] = request.SearchText ?? [];
          const rows = fake.schedules.map(rowOf).filter((row) =>
            entries.every((e) => {
              const value = (row as unknown as Record<string, unknown>)[e.FieldName];
              return typeof value !== 'string' || contains(value, e.Value);
            }),
          );
          const skip = Math.max(request.Skip, 1);
          return ok(rows.slice(skip - 1, request.Take), '', rows.length);
        }
        case ApiPaths.reports.save: {
          const save = body as ReportScheduleSave;
          fake.saved.push(save);
          const { id: _id, createdById: _by, ProjectTasks: _tasks, userName: _name, ...fields } = save;
          if (save.id) {
            fake.schedules = fake.schedules.map((s) => (s.id === save.id ? { ...s, ...fields } : s));
            return ok({ id: save.id }, ReportMessages.updated);
          }
          const id = Math.max(0, ...fake.schedules.map((s) => s.id)) + 1;
          fake.schedules.push({ ...schedule(id), ...fields, id });
          return ok({ id }, ReportMessages.saved);
        }
        case ApiPaths.reports.delete: {
          const id = (body as { id: number }).id;
          fake.schedules = fake.schedules.filter((s) => s.id !== id);
          return ok(null, ReportMessages.deleted, 0);
        }
        case ApiPaths.projects.list: {
          // As the API: at most 1000 rows a request.
          const { Skip, Take } = body as { Skip: number; Take: number };
          const first = Math.max(Skip, 1);
          if (Take - first + 1 > 1000)
            return failed('A request may read at most 1000 rows (Take - Skip is too large)');
          return ok(fake.projects.slice(first - 1, Take), '', fake.projects.length);
        }
        case ApiPaths.reports.taskCodes: {
          const ids = (body as { projectId: number }[]).map((p) => p.projectId);
          const rows = fake.tasks.filter((t) => ids.includes(t.projectId));
          // isTMCode: only the codes that have T&M vouchers; in this fake, those numbered 'TM…'.
          const shown = params?.isTMCode === true ? rows.filter((t) => t.taskNumber.startsWith('TM')) : rows;
          return ok(shown, '', shown.length);
        }
        case ApiPaths.reports.runNow: {
          const id = (body as { id: number }).id;
          if (!fake.schedules.some((s) => s.id === id)) return failed(ReportMessages.notFound);
          fake.ranNow.push(id);
          return ok(null, ReportMessages.ranNow, 0);
        }
        case ApiPaths.reports.resendRun: {
          const from = fake.runs.find((r) => r.id === (body as { runId: number }).runId);
          if (!from) return failed(ReportMessages.runNotFound);
          const id = Math.max(...fake.runs.map((r) => r.id)) + 1;
          fake.runs.push({ ...from, id, outcome: 'queued', resentFromRunId: from.id, files: [] });
          return ok(null, ReportMessages.resent, 0);
        }
        default:
          return failed(`No fake for POST ${path}`);
      }
    },
  };
  return fake;
}
