import { POSTGRES_URL } from './databases.ts';

/** Says once, at the top of the run, whether the PostgreSQL half of the API tests runs. */
export default function setup(): void {
  console.log(
    POSTGRES_URL
      ? `API tests: PGlite and PostgreSQL (${new URL(POSTGRES_URL).host})`
      : 'API tests: PGlite only. PostgreSQL skipped: set DATABASE_URL=postgres://... to run them there too.',
  );
}
