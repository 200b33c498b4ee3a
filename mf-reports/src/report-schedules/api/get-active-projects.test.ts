import { ApiError } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { createFakeReportsApi, project } from '../../testing/fake-reports-api.ts';
import { postsTo, serveWith } from '../../testing/render-page.tsx';
import { getActiveProjects } from './get-active-projects.ts';

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
