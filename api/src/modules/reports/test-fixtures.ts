/** What the reports module offers other modules' tests: a complete schedule and its project entries. */
export { allProjects, projectEntry, weeklySchedule } from './schedules/test-fixtures.ts';
