import type { Db } from '../../../db/database.ts';
import type { ReportDefinition, ReportRequest } from './definition.ts';

/** How many names a scope line lists before it says how many more there are. */
const LISTED = 12;

function listed(names: readonly string[], total: number): string {
  const more = total - names.length;
  return `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The report's scope as its PDF states it: the projects (or divisions) and task codes it covers,
 * by name, so a reader knows what the figures include.
 */
export async function scopeFacts(
  db: Db,
  definition: ReportDefinition,
  request: ReportRequest,
): Promise<[string, string][]> {
  const { scope, taskCodeIds } = request;
  const facts: [string, string][] = [];
  if (definition.parameters.scope === 'divisions') {
    if (scope.allProjects) facts.push(['Divisions', 'All divisions']);
    else {
      const names = scope.divisionIds.length
        ? await db
            .selectFrom('division')
            .select('division_name')
            .where('id', 'in', [...scope.divisionIds])
            .orderBy('division_name')
            .limit(LISTED)
            .execute()
        : [];
      facts.push([
        'Divisions',
        listed(
          names.map((d) => d.division_name),
          scope.divisionIds.length,
        ) || 'None',
      ]);
    }
  } else if (scope.allProjects) facts.push(['Projects', 'All projects']);
  else {
    const names = scope.projectIds.length
      ? await db
          .selectFrom('project')
          .select(['project_number', 'name'])
          .where('id', 'in', [...scope.projectIds])
          .orderBy('project_number')
          .limit(LISTED)
          .execute()
      : [];
    facts.push([
      'Projects',
      listed(
        names.map((p) => `${p.project_number} - ${p.name}`),
        scope.projectIds.length,
      ) || 'None',
    ]);
  }
  if (definition.parameters.taskCodes) {
    const tasks = taskCodeIds.length
      ? await db
          .selectFrom('task')
          .select(['task_number', 'name'])
          .where('id', 'in', [...taskCodeIds])
          .orderBy('task_number')
          .limit(LISTED)
          .execute()
      : [];
    facts.push([
      'Task codes',
      taskCodeIds.length
        ? listed(
            tasks.map((t) => `${t.task_number} - ${t.name}`),
            taskCodeIds.length,
          )
        : 'All task codes',
    ]);
  }
  return facts;
}
