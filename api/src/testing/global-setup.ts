import type { TestProject } from 'vitest/node';
import { POSTGRES_URL } from './databases.ts';
import { createTemplates, dropTemplates } from './templates.ts';

/**
 * Says once, at the top of the run, whether the PostgreSQL half of the API tests runs, and makes the
 * template databases every test database starts from (templates.ts), removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  console.log(
    POSTGRES_URL
      ? `API tests: PostgreSQL (${new URL(POSTGRES_URL).host})${
          process.env.TAC_TEST_BOTH_DATABASES === '0' ? ', and PGlite for the database layer' : ' and PGlite'
        }`
      : 'API tests: PGlite only. PostgreSQL skipped: set DATABASE_URL=postgres://... to run them there too.',
  );
  // TAC_TEST_TEMPLATES=0: every test database migrates and seeds itself (to rule templates out).
  if (process.env.TAC_TEST_TEMPLATES === '0') {
    project.provide('databaseTemplates', null);
    return async () => {};
  }
  const templates = await createTemplates(POSTGRES_URL);
  project.provide('databaseTemplates', templates);
  return () => dropTemplates(templates, POSTGRES_URL);
}
