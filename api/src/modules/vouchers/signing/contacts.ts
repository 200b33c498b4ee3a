import {
  isRecipientEmail,
  VoucherSigningMessages as M,
  type ProjectContact,
  type ProjectContactSave,
  WorkforceMessages,
} from '@tac/contracts';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';

/**
 * A project's customer signees, whom a voucher is sent to for signature. Scoped as projects are: a
 * project or contact of another division answers 404 as one that does not exist. Each change is a
 * row of the project's History (action 'contact').
 */

const columns = ['c.id', 'c.project_id as projectId', 'c.name', 'c.title', 'c.company', 'c.email'] as const;

async function visibleProject(db: Db, scope: DivisionScope, projectId: number): Promise<void> {
  const project = await db
    .selectFrom('project as p')
    .select('p.id')
    .where('p.id', '=', projectId)
    .where(inScope('p.division_id', scope))
    .executeTakeFirst();
  if (!project) throw new ApiError(404, WorkforceMessages.projects.notFound);
}

export async function listContacts(
  db: Db,
  scope: DivisionScope,
  projectId: number,
): Promise<ProjectContact[]> {
  await visibleProject(db, scope, projectId);
  return db
    .selectFrom('project_contact as c')
    .select(columns)
    .where('c.project_id', '=', projectId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

/** A contact the user may see (its project in their divisions), or 404. */
export async function visibleContact(db: Db, scope: DivisionScope, id: number): Promise<ProjectContact> {
  const contact = await db
    .selectFrom('project_contact as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .select(columns)
    .where('c.id', '=', id)
    .where(inScope('p.division_id', scope))
    .executeTakeFirst();
  if (!contact) throw new ApiError(404, M.contactNotFound);
  return contact;
}

/** What a contact must hold, trimmed: a name and an e-mail address (400 naming the field). */
function checked(body: ProjectContactSave) {
  const values = {
    name: body.name.trim(),
    title: body.title.trim(),
    company: body.company.trim(),
    email: body.email.trim().toLowerCase(),
  };
  if (!values.name) throw new ApiError(400, M.contactNameRequired);
  if (!isRecipientEmail(values.email)) throw new ApiError(400, M.emailInvalid('email'));
  return values;
}

/** Adds (id 0) or edits a contact of a project the user may see. */
export async function saveContact(
  db: Db,
  scope: DivisionScope,
  userId: number,
  body: ProjectContactSave,
): Promise<ProjectContact> {
  const values = checked(body);
  await visibleProject(db, scope, body.projectId);
  const before = body.id === 0 ? null : await visibleContact(db, scope, body.id);
  if (before && before.projectId !== body.projectId) throw new ApiError(404, M.contactNotFound);
  return auditedWrite(db, userId, async (trx) => {
    const saved = before
      ? await trx
          .updateTable('project_contact')
          .set(values)
          .where('id', '=', before.id)
          .returning(['id', 'project_id as projectId', 'name', 'title', 'company', 'email'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('project_contact')
          .values({ ...values, project_id: body.projectId })
          .returning(['id', 'project_id as projectId', 'name', 'title', 'company', 'email'])
          .executeTakeFirstOrThrow();
    return {
      result: saved,
      audit: { action: 'contact', entity: 'project', entityId: body.projectId, before, after: saved },
    };
  });
}

/** Removes a contact; the requests sent to it keep the signee's name and address. */
export async function deleteContact(
  db: Db,
  scope: DivisionScope,
  userId: number,
  id: number,
): Promise<ProjectContact> {
  const before = await visibleContact(db, scope, id);
  return auditedWrite(db, userId, async (trx) => {
    await trx.deleteFrom('project_contact').where('id', '=', id).execute();
    return {
      result: before,
      audit: { action: 'contact', entity: 'project', entityId: before.projectId, before, after: null },
    };
  });
}
