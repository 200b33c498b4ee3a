import type { Db } from '../db/database.ts';

/** Customer signees for the demo's projects: a site manager and a project engineer each. */
const PEOPLE = [
  ['Dana', 'Whitfield', 'Site Manager'],
  ['Luis', 'Ortega', 'Project Engineer'],
  ['Priya', 'Raman', 'Site Manager'],
  ['Tom', 'Becker', 'Project Engineer'],
  ['Mei', 'Tanaka', 'Construction Manager'],
  ['Olu', 'Adeyemi', 'Superintendent'],
] as const;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'customer';

/**
 * Two customer contacts on every demo project that has T&M vouchers, so a voucher can be sent for
 * signature at once (shared/docs/remotes/vouchers.md "Signing"); their addresses are on .example,
 * which no mail reaches (with no SMTP_URL the mail is only written to the outbox anyway).
 */
export async function seedDemoContacts(db: Db): Promise<void> {
  const projects = await db
    .selectFrom('project as p')
    .select(['p.id', 'p.gc', 'p.name'])
    .where((eb) =>
      eb.exists(eb.selectFrom('tm_voucher as v').select('v.id').whereRef('v.project_id', '=', 'p.id')),
    )
    .orderBy('p.id')
    .execute();
  const rows = projects.flatMap((project, i) =>
    [0, 1].map((k) => {
      const [first, last, title] = PEOPLE[(i * 2 + k) % PEOPLE.length] as (typeof PEOPLE)[number];
      const company = project.gc || `${project.name} Owner`;
      return {
        project_id: project.id,
        name: `${first} ${last}`,
        title,
        company,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@${slug(company)}.example`,
      };
    }),
  );
  if (rows.length) await db.insertInto('project_contact').values(rows).execute();
}
