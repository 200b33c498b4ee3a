import {
  type CalendarDate,
  DEFAULT_OVERTIME_RULE_SET,
  SPLIT_PARTS,
  type SplitPart,
  workOutWeek,
} from '@tac/contracts';
import {
  addDays,
  instantAt,
  systemTimeZone,
  wallClockIn,
  weekdayOf,
  weekEndOf,
} from '@tac/contracts/calendar';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type {
  DailyDetailTable,
  IssueNoteTable,
  TimecardAttachmentTable,
  TimecardTable,
} from '../db/schema.ts';
import { checkImage } from '../images/image-content.ts';
import { tinyPng } from '../images/tiny-png.ts';

/** The pay code of each part of the split, as the demo's devices write them. */
const PART_CODE: Readonly<Record<SplitPart, string>> = { regular: 'REG', overtime: 'OT', doubleTime: 'DT' };

/**
 * The demo's devices work overtime out as a new division's rule set does (shared/docs/overtime.md):
 * each day's lines take the pay codes of its worked-out split (a record's 8-hour line and its
 * overtime line, each moving whole), so approval meets an Overtime exception only where the demo
 * means one: one employee-week in about thirty keeps the codes its device sent. Runs after the
 * random draws, so the rest of the data set is the same.
 */
function sendOvertimeAsWorkedOut(lines: Insertable<TimecardTable>[]): Insertable<TimecardTable>[] {
  const weeks = new Map<string, Insertable<TimecardTable>[]>();
  for (const line of lines) {
    const key = `${line.employee_id}/${String(line.week_ending_date)}`;
    weeks.set(key, [...(weeks.get(key) ?? []), line]);
  }
  for (const week of weeks.values()) {
    const first = week[0] as Insertable<TimecardTable>;
    if (first.employee_id % 31 === 7) continue;
    const end = String(first.week_ending_date);
    const dayOf = (line: Insertable<TimecardTable>) => 6 - daysBetween(String(line.day), end);
    const hours = [0, 0, 0, 0, 0, 0, 0];
    for (const line of week) hours[dayOf(line)] = (hours[dayOf(line)] ?? 0) + Number(line.hours ?? 0);
    const { days } = workOutWeek(DEFAULT_OVERTIME_RULE_SET, hours);
    for (const [day, split] of days.entries()) {
      // What each part still has to take, the day's regular line first (its lines are 8 hours
      // and the overtime beyond): a line takes the first part with room for it.
      const left = { ...split };
      for (const line of week.filter((l) => dayOf(l) === day)) {
        const h = Number(line.hours ?? 0);
        const part = SPLIT_PARTS.find((p) => left[p] >= h - 0.001) ?? 'regular';
        left[part] -= h;
        // Travel is regular time under its own code.
        if (!(part === 'regular' && line.hours_type === 'TRV')) line.hours_type = PART_CODE[part];
      }
    }
  }
  // A record's two lines that now carry one code (a sixth day past 40 hours: its 8 hours and its
  // overtime both at 1.5×) are one line, as a device sends a record's hours of one code.
  const byRecordAndCode = new Map<string, Insertable<TimecardTable>>();
  return lines.filter((line) => {
    const key = `${line.time_record_id}/${line.device_id}/${line.hours_type}`;
    const first = byRecordAndCode.get(key);
    if (!first) {
      byRecordAndCode.set(key, line);
      return true;
    }
    first.hours = Number(first.hours ?? 0) + Number(line.hours ?? 0);
    return false;
  });
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same data set every time. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Jose',
  'Elizabeth',
  'Carlos',
  'Susan',
  'Luis',
  'Jessica',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Miguel',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Juan',
  'Sandra',
  'Steven',
  'Ashley',
  'Andrew',
  'Rosa',
] as const;
export const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Johnson',
  'Martinez',
  'Williams',
  'Rodriguez',
  'Brown',
  'Hernandez',
  'Jones',
  'Lopez',
  'Miller',
  'Gonzalez',
  'Davis',
  'Perez',
  'Wilson',
  'Sanchez',
  'Anderson',
  'Ramirez',
  'Taylor',
  'Torres',
  'Thomas',
  'Flores',
  'Moore',
  'Rivera',
  'Jackson',
  'Gomez',
  'Martin',
  'Diaz',
  'Lee',
  'Cruz',
] as const;
const PROJECT_PLACES = [
  'Riverside Medical Center',
  'Oak Street Bridge',
  'Harbor Logistics Park',
  'North Campus Garage',
  'Lakeview Elementary',
  'Route 9 Widening',
  'Cedar Creek Culvert',
  'Metro Transit Depot',
  'Westgate Apartments',
  'Mill Road Interchange',
  'Airport Cargo Apron',
  'City Hall Plaza',
  'Pine Ridge Water Plant',
  'Eastside Fire Station',
  'Valley Data Center',
  'Stadium Parking Deck',
] as const;
export const TASK_NAMES = [
  'Mobilization',
  'Excavation',
  'Formwork',
  'Rebar Placement',
  'Concrete Pour',
  'Finishing',
  'Backfill',
  'Steel Erection',
  'Paving',
  'Curb and Gutter',
  'Demolition',
  'Cleanup',
] as const;
const WORK_NOTES = [
  'Poured footings on grid lines A through C.',
  'Set forms for the east retaining wall.',
  'Tied rebar for the level 2 deck.',
  'Graded the parking lot subbase and compacted.',
  'Installed 120 ft of 8 in storm drain.',
  'Stripped forms and patched tie holes.',
  'Erected columns C4 to C9 and bolted up.',
  'Saw cut control joints on the slab on grade.',
] as const;
const EXPECTATION_NOTES = [
  'Expected to finish the footings today.',
  'Plan was 200 ft of curb; short on crew.',
  'Deck pour planned for tomorrow if weather holds.',
  'Inspection scheduled for the afternoon.',
] as const;
const WEATHER = [
  'Sunny 75F',
  'Cloudy 62F',
  'Light rain 55F',
  'Windy 68F',
  'Clear 80F',
  'Overcast 58F',
  'Hot 94F',
];
const VISITORS = [
  '',
  'City inspector',
  'Owner rep walk-through',
  'Electrical sub on site',
  'Survey crew',
  'None',
];
const INSPECTIONS = [
  'Footing inspection passed, no comments.',
  'Rebar inspection: add two chairs at grid B3, otherwise approved.',
  'Compaction test 96% at three locations.',
  'Pre-pour walkthrough with the engineer of record.',
  'Safety inspection: guardrail missing at stair 2, corrected same day.',
];
const EQUIPMENT = [
  'Excavator CAT 320',
  'Skid Steer Bobcat S650',
  'Concrete Pump 38m',
  'Telehandler JLG 1055',
  'Roller CAT CB10',
];
const ISSUES = [
  'Waited on concrete trucks for 2 hours.',
  'Rain stopped work after lunch.',
  'Pump broke down; crew moved to cleanup.',
  'Drawings conflict at grid D2, waiting on RFI answer.',
  'Material delivery short 40 sticks of #5 bar.',
  'Site access blocked by utility crew.',
];
const PAY_CODES = ['REG', 'OT', 'DT', 'TRV'] as const;
const UNIONS = ['Local 150', 'Local 25', 'Local 1', 'Local 399'] as const;

/** A handful of distinct small PNGs drawn once and reused (each attachment row stores its bytes). */
function demoImages(): Buffer[] {
  const colours: [number, number, number][] = [
    [70, 130, 180],
    [205, 133, 63],
    [60, 179, 113],
    [220, 20, 60],
    [255, 215, 0],
    [128, 128, 128],
  ];
  return colours.map((c, i) => {
    const png = tinyPng(
      96,
      64,
      c,
      [255 - c[0] / 2, 255 - c[1] / 2, 255 - c[2] / 2].map(Math.round) as [number, number, number],
    );
    if (!checkImage(png).ok) throw new Error(`demo image ${i} is not a valid PNG`);
    return png;
  });
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface DemoTimecardOptions {
  daysBack?: number;
  daysAhead?: number;
  employees?: number;
  projects?: number;
  devices?: number;
  /** Share of employees working on a weekday (0..1). */
  density?: number;
  seed?: number;
  /**
   * The moment of seeding (default: now). Nothing is synced after it, and a shift of its day that
   * has not ended by then has no timecard yet: a card reaches the console when the device syncs it,
   * after the shift.
   */
  now?: Date;
  /** The business time zone the cards' days and times are in (default: this process's zone). */
  timeZone?: string;
}

/**
 * Employees, projects with tasks, devices, timecards (every attestation status, notes, payroll
 * notes, image attachments; all New to payroll), issue notes and daily details over the weeks around
 * `today`, spread over the divisions already seeded. Deterministic. Run after divisions, status
 * codes and payroll note options exist.
 */
export async function seedDemoTimecards(
  db: Db,
  today: CalendarDate,
  options: DemoTimecardOptions = {},
): Promise<void> {
  const {
    daysBack = 28,
    daysAhead = 7,
    employees: employeeCount = 150,
    projects: projectCount = 40,
    devices: deviceCount = 60,
    density = 0.55,
    seed = 20260105,
    now = new Date(),
    timeZone = systemTimeZone(),
  } = options;
  const clock = wallClockIn(timeZone, now);
  const r = prng(seed);
  const divisions = (await db.selectFrom('division').select('id').orderBy('id').execute()).map((d) => d.id);
  if (divisions.length === 0) throw new Error('Seed divisions before timecards');
  const statusCodes = (
    await db.selectFrom('status_code').select('id').where('is_active', '=', true).orderBy('id').execute()
  ).map((s) => s.id);
  const payrollNotes = (
    await db
      .selectFrom('payroll_note_option')
      .select('name')
      .where('is_active', '=', true)
      .orderBy('id')
      .execute()
  ).map((p) => p.name);

  const employeeRows = Array.from({ length: employeeCount }, (_, i) => ({
    employee_number: `E${5001 + i}`,
    first_name: FIRST_NAMES[(i * 7) % FIRST_NAMES.length] as string,
    last_name: LAST_NAMES[(i * 11 + Math.floor(i / 30)) % LAST_NAMES.length] as string,
    division_id: divisions[i % divisions.length] as number,
    is_active: i % 37 !== 36,
  }));
  const employees = await db
    .insertInto('employee')
    .values(employeeRows)
    .returning(['id', 'division_id'])
    .execute();

  const projectRows = Array.from({ length: projectCount }, (_, i) => ({
    project_number: `${24 + (i % 3)}-${String(1001 + i * 7)}`,
    name: `${PROJECT_PLACES[i % PROJECT_PLACES.length]}${i >= PROJECT_PLACES.length ? ` Phase ${Math.floor(i / PROJECT_PLACES.length) + 1}` : ''}`,
    division_id: divisions[i % divisions.length] as number,
  }));
  const projects = await db
    .insertInto('project')
    .values(projectRows)
    .returning(['id', 'division_id'])
    .execute();
  const taskRows = projects.flatMap((p, i) =>
    Array.from({ length: 3 + (i % 3) }, (_, k) => ({
      task_number: `${String(k + 1).padStart(2, '0')}-${100 + ((i + k) % TASK_NAMES.length) * 10}`,
      name: TASK_NAMES[(i + k) % TASK_NAMES.length] as string,
      project_id: p.id,
    })),
  );
  const tasks = await db.insertInto('task').values(taskRows).returning(['id', 'project_id']).execute();

  const deviceRows = Array.from({ length: deviceCount }, (_, i) => {
    const first = FIRST_NAMES[(i * 5) % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i * 3) % LAST_NAMES.length] as string;
    return {
      name: `CREW_${101 + i}_${first[0]}${last.toUpperCase()}_${i % 4 === 3 ? 'PHN' : 'TAB'}`,
      division_id: divisions[i % divisions.length] as number,
      is_active: i % 29 !== 28,
    };
  });
  const devices = await db.insertInto('device').values(deviceRows).returning(['id', 'division_id']).execute();

  const byDivision = <T extends { division_id: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.division_id, [...(map.get(item.division_id) ?? []), item]);
    return map;
  };
  const projectsOf = byDivision(projects);
  const devicesOf = byDivision(devices);
  const tasksOf = new Map<number, number[]>();
  for (const t of tasks)
    if (t.project_id) tasksOf.set(t.project_id, [...(tasksOf.get(t.project_id) ?? []), t.id]);

  const images = demoImages();
  const timecards: Insertable<TimecardTable>[] = [];
  const attachments: Insertable<TimecardAttachmentTable>[] = [];
  let timeRecordId = 100000;
  for (let offset = -daysBack; offset <= daysAhead; offset++) {
    const day = addDays(today, offset);
    const dow = weekdayOf(day);
    // Days after the moment of seeding hold planned cards: not attested, not synced.
    const upcoming = day > clock.day;
    const share = dow === 0 ? 0.03 : dow === 6 ? 0.15 : upcoming ? density * 0.3 : density;
    for (const employee of employees) {
      if (!r.chance(share)) continue;
      const project = r.pick(projectsOf.get(employee.division_id) ?? projects);
      const device = r.pick(devicesOf.get(employee.division_id) ?? devices);
      const projectTasks = tasksOf.get(project.id) ?? [];
      const start = 6 * 60 + r.int(0, 6) * 15;
      const lunchStart = start + 4 * 60 + r.int(0, 4) * 15;
      const lunchEnd = lunchStart + 30;
      const regular = 8;
      const overtime = r.chance(0.25) ? r.int(1, 6) * 0.5 : 0;
      const end = lunchEnd + Math.round((regular + overtime) * 60) - (lunchStart - start);
      // A shift still under way at the moment of seeding has no card yet (see `now`).
      if (day === clock.day && end > clock.minutes) continue;
      const roll = r.next();
      const attestation = upcoming
        ? ''
        : roll < 0.55
          ? 'Approved'
          : roll < 0.7
            ? 'Rejected'
            : roll < 0.8
              ? 'Override'
              : '';
      const reasons =
        attestation === 'Rejected'
          ? (['noMealBreaks', 'noRestBreaks', 'inaccurate'] as const).filter(() => r.chance(0.5))
          : [];
      if (attestation === 'Rejected' && reasons.length === 0) reasons.push('inaccurate');
      // Synced a few minutes to hours after the shift, in the business zone, and never after now.
      const syncedAt = instantAt(day, end + r.int(5, 240), timeZone);
      const synced = upcoming ? null : new Date(Math.min(syncedAt.getTime(), now.getTime())).toISOString();
      const workUnits = r.chance(0.6) ? r.int(1, 400) : null;
      const hasAttachment = !upcoming && r.chance(0.12);
      timeRecordId += 1;
      const common = {
        time_record_id: timeRecordId,
        device_id: device.id,
        employee_id: employee.id,
        project_id: project.id,
        task_id: projectTasks.length && r.chance(0.9) ? r.pick(projectTasks) : null,
        division_id: project.division_id,
        day,
        week_ending_date: weekEndOf(day),
        start_time: hhmm(start),
        lunch_start_time: hhmm(lunchStart),
        lunch_end_time: hhmm(lunchEnd),
        end_time: hhmm(end),
        job_override: r.chance(0.08) ? `J-${r.int(2000, 2999)}` : '',
        union_override: r.chance(0.1) ? r.pick(UNIONS) : '',
        work_done_at_job_site: r.chance(0.85) ? 'Yes' : 'No',
        status_code_id: statusCodes.length && r.chance(0.7) ? r.pick(statusCodes) : null,
        payroll_note: payrollNotes.length && r.chance(0.15) ? r.pick(payrollNotes) : '',
        work_note: r.chance(0.45) ? r.pick(WORK_NOTES) : '',
        expectation_note: r.chance(0.25) ? r.pick(EXPECTATION_NOTES) : '',
        attestation_status: attestation,
        attestation_language: r.chance(0.3) ? 'es' : 'en',
        attestation_reasons: reasons.join(','),
        // Only a payroll batch moves a line on from New (demo-payroll.ts).
        int_status: 'New',
        synced_at: synced,
        has_attachment: hasAttachment,
      };
      timecards.push({
        ...common,
        hours: regular,
        hours_type: r.chance(0.05) ? 'TRV' : 'REG',
        work_units: workUnits,
        expectation_units: workUnits === null ? null : workUnits + r.int(-20, 40),
      });
      if (overtime > 0) {
        // A second line of the same record: its units repeat (the page shows them once).
        timecards.push({
          ...common,
          hours: overtime,
          hours_type: r.chance(0.1) ? (PAY_CODES[2] as string) : (PAY_CODES[1] as string),
          work_units: workUnits,
          expectation_units: workUnits === null ? null : workUnits,
        });
      }
      if (hasAttachment) {
        for (let k = 0, n = r.int(1, 3); k < n; k++) {
          attachments.push({
            time_record_id: timeRecordId,
            device_id: device.id,
            name: `IMG_${timeRecordId}_${k + 1}.png`,
            mime: 'image/png',
            content: r.pick(images),
          });
        }
      }
    }
  }
  await insertChunked(sendOvertimeAsWorkedOut(timecards), 500, (chunk) =>
    db.insertInto('timecard').values(chunk).execute(),
  );
  await insertChunked(attachments, 200, (chunk) =>
    db.insertInto('timecard_attachment').values(chunk).execute(),
  );

  const issueNotes: Insertable<IssueNoteTable>[] = [];
  const dailyDetails: Insertable<DailyDetailTable>[] = [];
  for (let offset = -daysBack; offset <= 0; offset++) {
    const day = addDays(today, offset);
    const dow = weekdayOf(day);
    if (dow === 0) continue;
    for (const project of projects) {
      const device = r.pick(devicesOf.get(project.division_id) ?? devices);
      if (r.chance(0.12)) {
        issueNotes.push({
          note_date: day,
          device_id: device.id,
          employee_id: r.pick(employees).id,
          project_id: project.id,
          division_id: project.division_id,
          issue_note: r.pick(ISSUES),
          status_code_id: statusCodes.length && r.chance(0.8) ? r.pick(statusCodes) : null,
          lost_hours: r.int(1, 16) * 0.5,
        });
      }
      if (r.chance(0.45)) {
        const inspected = r.chance(0.6);
        const equipment = r.chance(0.7);
        dailyDetails.push({
          detail_date: day,
          project_id: project.id,
          device_id: device.id,
          division_id: project.division_id,
          weather: r.pick(WEATHER),
          subs_or_visitors: r.pick(VISITORS),
          inspection_description: inspected ? r.pick(INSPECTIONS) : '',
          inspection_initial: inspected ? `${r.pick(FIRST_NAMES)[0]}${r.pick(LAST_NAMES)[0]}` : '',
          equipment_description: equipment ? r.pick(EQUIPMENT) : '',
          productive_hours: equipment ? r.int(2, 20) * 0.5 : null,
          idle_hours: equipment ? r.int(0, 8) * 0.5 : null,
        });
      }
    }
  }
  const notes = issueNotes.length
    ? await db.insertInto('issue_note').values(issueNotes).returning('id').execute()
    : [];
  // Every third note (they run day by day) has a picture, so each week shows some.
  const noteImages = notes
    .filter((_, k) => k % 3 === 0)
    .map((n, k) => ({
      issue_note_id: n.id,
      name: `ISSUE_${n.id}.png`,
      mime: 'image/png',
      content: images[k % images.length] as Buffer,
    }));
  await insertChunked(noteImages, 200, (chunk) =>
    db.insertInto('issue_note_attachment').values(chunk).execute(),
  );
  await insertChunked(dailyDetails, 500, (chunk) => db.insertInto('daily_detail').values(chunk).execute());
}
