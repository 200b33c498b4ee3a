import { isRecipientEmail, ReportMessages, type ReportRecipient } from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Each Employee and User recipient at the address its record holds (an employee of the user's
 * divisions, an active user), each address once; a record that is not there, or has no address,
 * is refused. Contacts keep their typed address, which the form check held to one addr-spec.
 */
export async function heldAddresses(
  db: Db,
  user: AuthContext,
  recipients: readonly ReportRecipient[],
): Promise<ReportRecipient[]> {
  const ids = (type: 'Employee' | 'User', id: (r: ReportRecipient) => number | null) =>
    unique(recipients.flatMap((r) => (r.contactType === type && id(r) ? [id(r) as number] : [])));
  const employeeIds = ids('Employee', (r) => r.empID);
  const userIds = ids('User', (r) => r.userId);
  const missingSource = recipients.some(
    (r) => (r.contactType === 'Employee' && !r.empID) || (r.contactType === 'User' && !r.userId),
  );
  const employees = new Map(
    employeeIds.length === 0
      ? []
      : (
          await db
            .selectFrom('employee as e')
            .select(['e.id', sql<string>`lower(trim(e.email))`.as('email')])
            .where('e.id', 'in', employeeIds)
            .where(inScope('e.division_id', user.divisionScope))
            .execute()
        ).map((e) => [e.id, e.email] as const),
  );
  const users = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .selectFrom('app_user as u')
            .select(['u.id', sql<string>`lower(trim(u.email))`.as('email')])
            .where('u.id', 'in', userIds)
            .where('u.is_active', '=', true)
            .execute()
        ).map((u) => [u.id, u.email] as const),
  );
  const held = recipients.map((r) => ({
    ...r,
    employeeEmailAddress:
      r.contactType === 'Employee'
        ? (employees.get(r.empID ?? 0) ?? '')
        : r.contactType === 'User'
          ? (users.get(r.userId ?? 0) ?? '')
          : r.employeeEmailAddress,
  }));
  if (
    missingSource ||
    held.some((r) => r.contactType !== 'Contact' && !isRecipientEmail(r.employeeEmailAddress))
  )
    throw new ApiError(400, ReportMessages.unknownRecipients);
  const seen = new Set<string>();
  return held.filter((r) => !seen.has(r.employeeEmailAddress) && seen.add(r.employeeEmailAddress));
}
