import {
  checkEmployee,
  type Employee,
  type EmployeeModalMode,
  type EmployeeSave,
  employeeFieldAccess,
  sanitizeNumberInput,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/envelope.ts';
import { assignOwnerDevices } from './assign-devices.ts';
import { employeeDivisions, findEmployee } from './employee-queries.ts';
import { splitFullName } from './names.ts';
import type { WorkforceScope } from './scope.ts';

const M = WorkforceMessages.employees;

/** The save body after the input rules: trimmed texts, numbers through the sanitiser (spec 001 §5.1). */
function cleaned(body: EmployeeSave) {
  return {
    fullName: body.fullName.trim(),
    employeeNumber: sanitizeNumberInput(body.employeeNumber),
    employeeStatusFlag: body.employeeStatusFlag,
    jobTitle: body.jobTitle.trim(),
    emailAddress: body.emailAddress.trim(),
    hireDate: body.hireDate.trim(),
    divisionId: body.divisionId,
    unionNumber: sanitizeNumberInput(body.unionNumber),
    projectNumber: sanitizeNumberInput(body.projectNumber),
    isManagerAccessEnabled: body.isManagerAccessEnabled,
  };
}

/**
 * An employee as their History compares them, before a save as after it: the fields a save sends
 * (the id and whether they were imported are no save's).
 */
function savedFields(employee: Employee) {
  const { id: _id, isManuallyAddedEmployee: _manual, ...fields } = employee;
  return fields;
}

/**
 * Save employee (spec 001 §5.1, §6): adds (employee-add claim) or edits (employee-edit claim) one
 * employee in the user's divisions. The §5.1 checks answer 400 with their message; a field the
 * user may not change (§6: an imported employee's identity, the status without the status claim)
 * must come unchanged, else 403. Returns the employee's id.
 */
export async function saveEmployee(db: Db, user: AuthContext, body: EmployeeSave): Promise<number> {
  const input = cleaned(body);
  const id = body.id ?? 0;
  const before = id > 0 ? await findEmployee(db, user.divisionScope, id) : undefined;
  if (id > 0 && !before) throw new ApiError(404, M.notFound);
  const mode: EmployeeModalMode = !before
    ? 'add'
    : before.isManuallyAddedEmployee
      ? 'edit-manual'
      : 'edit-imported';
  const access = employeeFieldAccess(mode, user.claims);
  if (!access.save) throw new ApiError(403, mode === 'add' ? M.addNotAllowed : M.editNotAllowed);

  const problem = checkEmployee(input, mode);
  if (problem) throw new ApiError(400, problem);

  if (before) {
    const identityChanged =
      input.fullName !== before.fullName.trim() ||
      input.employeeNumber !== before.employeeNumber ||
      input.jobTitle !== before.jobTitle ||
      input.hireDate !== before.hireDate ||
      input.unionNumber !== before.unionNumber;
    if (identityChanged && !access.identity) throw new ApiError(403, M.importedLocked);
    if (
      input.employeeStatusFlag !== '' &&
      input.employeeStatusFlag !== before.employeeStatusFlag &&
      !access.status
    ) {
      throw new ApiError(403, before.isManuallyAddedEmployee ? M.statusNotAllowed : M.importedLocked);
    }
  } else if (input.employeeStatusFlag !== 'active' && !access.status) {
    // Without the status claim the add modal's status stays at its default, active.
    throw new ApiError(403, M.statusNotAllowed);
  }

  const { group } = await employeeDivisions(db, user.divisionScope);
  const divisionKept = before && before.divisionId === input.divisionId;
  if (!divisionKept && !group.some((g) => g.divisionId === input.divisionId)) {
    throw new ApiError(400, M.unknownDivision);
  }
  const projectId = await projectIdOf(db, user, input.projectNumber, before?.projectNumber);

  const values = {
    ...splitFullName(input.fullName),
    employee_number: input.employeeNumber,
    is_active: (input.employeeStatusFlag || before?.employeeStatusFlag || 'active') === 'active',
    job_title: input.jobTitle,
    email: input.emailAddress,
    hire_date: input.hireDate === '' ? null : input.hireDate,
    division_id: input.divisionId,
    union_number: input.unionNumber,
    project_id: projectId,
    is_manager_access: input.isManagerAccessEnabled,
    modified_by_id: user.userId,
    modified_at: sql<Date>`now()`,
  };
  try {
    return await auditedWrite(db, user.userId, async (trx) => {
      const row = before
        ? await trx
            .updateTable('employee')
            .set(values)
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx.insertInto('employee').values(values).returning('id').executeTakeFirstOrThrow();
      return {
        result: row.id,
        audit: {
          action: before ? 'update' : 'create',
          entity: 'employee',
          entityId: row.id,
          before: before ? savedFields(before) : null,
          // The status as saved: a save without the status claim sends none.
          after: { ...input, employeeStatusFlag: values.is_active ? 'active' : 'inactive' },
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, M.duplicateNumber);
    throw error;
  }
}

/** The id of a visible project by number (blank: none); an unknown number is a 400. */
async function projectIdOf(
  db: Db,
  user: AuthContext,
  projectNumber: string,
  current: string | undefined,
): Promise<number | null> {
  if (projectNumber === '') return null;
  const row = await db
    .selectFrom('project as p')
    .select(['p.id', 'p.is_active'])
    .where('p.project_number', '=', projectNumber)
    .where(inScope('p.division_id', user.divisionScope))
    .executeTakeFirst();
  // A new choice must be an active project; the employee's current one may have closed since.
  if (!row || (!row.is_active && projectNumber !== current))
    throw new ApiError(400, M.unknownProject(projectNumber));
  return row.id;
}

/** Assign employee devices: the employee's visible devices become exactly `deviceIds`. */
export async function assignEmployeeDevices(
  db: Db,
  user: AuthContext,
  scope: WorkforceScope,
  employeeId: number,
  deviceIds: readonly number[],
): Promise<void> {
  if (!(await findEmployee(db, scope.divisions, employeeId))) throw new ApiError(404, M.notFound);
  await assignOwnerDevices(db, user, scope.deviceGroups, { entity: 'employee', id: employeeId }, deviceIds);
}
