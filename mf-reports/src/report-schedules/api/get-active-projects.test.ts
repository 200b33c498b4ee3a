import { ApiPaths } from '@tac/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { createFakeReportsApi, project } from '../../testing/fake-reports-api.ts';
import { postsTo, serveWith } from '../../testing/render-page.tsx';
import { getActiveProjects } from './get-active-projects.ts';

vi.mock('@tac/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), getFile: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
});

it('reads every active project, a page of at most 1000 at a time (the API refuses more)', async () => {
  const projects = Array.from({ length: 1500 }, (_, i) => project(i + 1));
  serveWith(createFakeReportsApi({ projects }));
  const answer = await getActiveProjects();
  expect(answer.success).toBe(true);
  expect(answer.data).toHaveLength(1500);
  expect(answer.data.at(-1)?.id).toBe(1500);
  expect(postsTo(ApiPaths.project.list)).toEqual([
    { SearchText: [], Skip: 0, Take: 1000, Status: 'active' },
    { SearchText: [], Skip: 1001, Take: 2000, Status: 'active' },
  ]);
});

it('answers the first refusal', async () => {
  const fake = createFakeReportsApi({});
  fake.failNext.set(ApiPaths.project.list, 'Access denied');
  serveWith(fake);
  expect(await getActiveProjects()).toMatchObject({ success: false, message: 'Access denied' });
});
