import { type Answer, ApiError } from '@tac/api-client';
import { ApiPaths, ReportMessages } from '@tac/contracts';
import {
  answerProblems,
  listOf,
  ProjectSchema,
  ReportContactOptionSchema,
  ReportProjectDivisionSchema,
  ReportRunSchema,
  ReportScheduleRowSchema,
  ReportScheduleSaveResultSchema,
  ReportScheduleSaveSchema,
  ReportScheduleSchema,
  ReportScheduleUserSchema,
  ReportTaskCodeOptionSchema,
  wireProblems,
} from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { formFromSchedule, toScheduleSave } from '../report-schedules/rules.ts';
import { createFakeReportsApi, run, schedule } from './fake-reports-api.ts';

const demo = () =>
  createFakeReportsApi({
    schedules: [
      schedule(1),
      schedule(2, { run: '', selectedFromDate: '2026-03-01', selectedToDate: '2026-03-05' }),
    ],
    tasks: [{ id: 5, projectId: 1, taskNumber: 'TM-01', taskName: 'Extra work' }],
    runs: [run(1, 1), run(2, 1, { outcome: 'failed', error: 'SMTP refused', files: [] })],
  });

/** The envelope the server sent for an answer the client resolved to. */
const sent = (answer: Answer<unknown>) => ({ success: true, ...answer });

/** Every answer the fake gives, held to the schema the API answers with, so the fake cannot drift. */
describe('the fake reports API answers in the wire shapes', () => {
  it('the list, one schedule, a save and a delete', async () => {
    const fake = demo();
    const list = await fake.post(
      ApiPaths.reports.list,
      { SearchText: [], Skip: 0, Take: 100 },
      { userId: 7 },
    );
    expect(answerProblems(listOf(ReportScheduleRowSchema), sent(list))).toEqual([]);
    expect(
      answerProblems(ReportScheduleSchema, sent(await fake.get(ApiPaths.reports.get, { id: 1 }))),
    ).toEqual([]);
    await expect(fake.get(ApiPaths.reports.get, { id: 99 })).rejects.toThrow(
      new ApiError(ReportMessages.notFound, 400),
    );
    const body = toScheduleSave(formFromSchedule(schedule(0, { id: 0 })), { userId: 7, taskOptions: [] });
    expect(wireProblems(ReportScheduleSaveSchema, body)).toEqual([]);
    expect(
      answerProblems(ReportScheduleSaveResultSchema, sent(await fake.post(ApiPaths.reports.save, body))),
    ).toEqual([]);
    expect(answerProblems(null, sent(await fake.post(ApiPaths.reports.delete, { id: 1 })))).toEqual([]);
  });

  it('the choices: contacts, users, projects, divisions, task codes', async () => {
    const fake = demo();
    expect(
      answerProblems(listOf(ReportContactOptionSchema), sent(await fake.get(ApiPaths.reports.contacts))),
    ).toEqual([]);
    expect(
      answerProblems(listOf(ReportScheduleUserSchema), sent(await fake.get(ApiPaths.reports.users))),
    ).toEqual([]);
    const projects = await fake.post(ApiPaths.projects.list, {
      SearchText: [],
      Skip: 0,
      Take: 1000,
      Status: 'active',
    });
    expect(answerProblems(listOf(ProjectSchema), sent(projects))).toEqual([]);
    const divisions = await fake.get(ApiPaths.reports.projectDivisions, { userId: 7 });
    expect(answerProblems(listOf(ReportProjectDivisionSchema), sent(divisions))).toEqual([]);
    const tasks = await fake.post(ApiPaths.reports.taskCodes, [{ projectId: 1 }], { isTMCode: true });
    expect(answerProblems(listOf(ReportTaskCodeOptionSchema), sent(tasks))).toEqual([]);
  });

  it('the run log and a re-send', async () => {
    const fake = demo();
    const runs = await fake.get(ApiPaths.reports.runs, { scheduleId: 1, Skip: 0, Take: 20 });
    expect(answerProblems(listOf(ReportRunSchema), sent(runs))).toEqual([]);
    expect(answerProblems(null, sent(await fake.post(ApiPaths.reports.resendRun, { runId: 1 })))).toEqual([]);
    await expect(fake.post(ApiPaths.reports.resendRun, { runId: 99 })).rejects.toThrow(
      new ApiError(ReportMessages.runNotFound, 400),
    );
  });
});
