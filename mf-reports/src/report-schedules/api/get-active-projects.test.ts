import { ApiError } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import { ServerStateProvider } from '@tac/ui/server-state';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createFakeReportsApi, project, schedule } from '../../testing/fake-reports-api.ts';
import { postsTo, serveWith } from '../../testing/render-page.tsx';
import { getActiveProjects, useActiveProjects } from './get-active-projects.ts';
import { useReportSchedule } from './get-report-schedule.ts';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

afterEach(() => {
  vi.clearAllMocks();
});

it('reads every active project, a page of at most 1000 at a time (the API refuses more)', async () => {
  const projects = Array.from({ length: 1500 }, (_, i) => project(i + 1));
  serveWith(createFakeReportsApi({ projects }));
  const answer = await getActiveProjects();
  expect(answer.data).toHaveLength(1500);
  expect(answer.data.at(-1)?.id).toBe(1500);
  expect(postsTo(ApiPaths.projects.list)).toEqual([
    { SearchText: [], Skip: 0, Take: 1000, Status: 'active' },
    { SearchText: [], Skip: 1001, Take: 2000, Status: 'active' },
  ]);
});

it('throws the first refusal', async () => {
  const fake = createFakeReportsApi({});
  fake.failNext.set(ApiPaths.projects.list, 'Access denied');
  serveWith(fake);
  await expect(getActiveProjects()).rejects.toThrow(new ApiError('Access denied', 400));
});

it('the modal\'s hooks hold what was asked for, not the answer around it (architecture.md "Calling the API")', async () => {
  serveWith(createFakeReportsApi({ projects: [project(1)], schedules: [schedule(3)] }));
  const projects = renderHook(() => useActiveProjects(), { wrapper: ServerStateProvider });
  const one = renderHook(() => useReportSchedule(3), { wrapper: ServerStateProvider });
  await waitFor(() => expect(projects.result.current.data).toEqual([project(1)]));
  await waitFor(() => expect(one.result.current.data?.id).toBe(3));
});
