import type { CalendarDate, PayCodeCountsAs } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import type { Db } from '../db/database.ts';

/**
 * Forecast dates as days from today and their forecast days: two already past (shown without an edit
 * icon), the rest over the coming weeks.
 */
export const DEMO_FORECASTS: readonly { daysFromToday: number; forecastDays: number }[] = [
  { daysFromToday: -14, forecastDays: 5 },
  { daysFromToday: -3, forecastDays: 5 },
  { daysFromToday: 2, forecastDays: 5 },
  { daysFromToday: 9, forecastDays: 5 },
  { daysFromToday: 16, forecastDays: 10 },
  { daysFromToday: 23, forecastDays: 5 },
  { daysFromToday: 30, forecastDays: 7 },
  { daysFromToday: 44, forecastDays: 14 },
];

/** A concrete and steel contractor's divisions, by number. */
export const DEMO_DIVISIONS: readonly string[] = [
  '100 - General Conditions',
  '110 - Site Work',
  '120 - Earthwork',
  '130 - Underground Utilities',
  '200 - Concrete Foundations',
  '210 - Concrete Flatwork',
  '220 - Structural Concrete',
  '230 - Precast Erection',
  '240 - Tilt-Up Panels',
  '300 - Reinforcing Steel',
  '310 - Structural Steel',
  '320 - Miscellaneous Metals',
  '400 - Asphalt Paving',
  '410 - Curb and Gutter',
  '500 - Bridges',
  '510 - Retaining Walls',
  '600 - Demolition',
  '700 - Equipment Yard',
  '800 - Service and Repair',
  '900 - Fabrication Shop',
];

/** Payroll note options; the last one was retired but stays on the list as inactive. */
export const DEMO_PAYROLL_NOTE_OPTIONS: readonly { name: string; isActive: boolean }[] = [
  { name: 'Per diem', isActive: true },
  { name: 'Travel time', isActive: true },
  { name: 'Shift differential', isActive: true },
  { name: 'Hazard pay', isActive: true },
  { name: 'Tool allowance', isActive: true },
  { name: 'Truck allowance', isActive: true },
  { name: 'Standby time', isActive: true },
  { name: 'Show-up time', isActive: true },
  { name: 'Holiday premium', isActive: false },
];

export const DEMO_EQUIPMENT: readonly string[] = [
  'Excavator CAT 320',
  'Skid Steer Bobcat S650',
  'Backhoe John Deere 310L',
  'Concrete Pump Truck 38 m',
  'Telehandler JLG 1055',
  'Boom Lift 60 ft',
  'Scissor Lift 26 ft',
  'Plate Compactor',
  'Walk-Behind Trowel 46 in',
  'Ride-On Power Trowel',
  'Laser Screed',
  'Light Tower',
  'Air Compressor 185 CFM',
  'Generator 20 kW',
  'Dump Truck Tandem Axle',
  'Water Truck 2000 gal',
];

export const DEMO_STATUS_CODES: readonly { initial: string; description: string; isActive: boolean }[] = [
  { initial: 'C', description: 'Complete', isActive: true },
  { initial: 'IP', description: 'In Progress', isActive: true },
  { initial: 'NS', description: 'Not Started', isActive: true },
  { initial: 'OH', description: 'On Hold', isActive: true },
  { initial: 'WD', description: 'Weather Delay', isActive: true },
  { initial: 'MD', description: 'Material Delay', isActive: true },
  { initial: 'ED', description: 'Equipment Down', isActive: true },
  { initial: 'RW', description: 'Rework', isActive: true },
  { initial: 'INS', description: 'Awaiting Inspection', isActive: true },
  { initial: 'PL', description: 'Punch List', isActive: true },
  { initial: 'CX', description: 'Cancelled', isActive: false },
];

export const DEMO_OVERRIDE_REASONS: readonly string[] = [
  'Employee forgot to clock in',
  'Employee forgot to clock out',
  'Device offline or battery dead',
  'Worked at another job site',
  'Lunch break not recorded',
  'Time entered on the wrong task code',
  'GPS location unavailable',
];

/**
 * Pay codes beside the ones every database starts with (REG, OT, DT, TRV and MP, migration 0058,
 * which the demo's timecards and vouchers carry): one more in use and one retired, kept inactive.
 */
export const DEMO_PAY_CODES: readonly {
  code: string;
  description: string;
  countsAs: PayCodeCountsAs;
  isActive: boolean;
}[] = [
  { code: 'STBY', description: 'Standby', countsAs: 'Regular', isActive: true },
  { code: 'HOL', description: 'Holiday (retired)', countsAs: 'Regular', isActive: false },
];

/** The seven reference lists beside materials, in the orders above; forecasts relative to `today`. */
export async function seedDemoReferenceLists(db: Db, today: CalendarDate): Promise<void> {
  await db
    .insertInto('forecast')
    .values(
      DEMO_FORECASTS.map((f) => ({
        forecast_date: addDays(today, f.daysFromToday),
        forecast_days: f.forecastDays,
      })),
    )
    .execute();
  await seedDemoDivisions(db);
  await db
    .insertInto('payroll_note_option')
    .values(DEMO_PAYROLL_NOTE_OPTIONS.map((o) => ({ name: o.name, is_active: o.isActive })))
    .execute();
  await db
    .insertInto('equipment')
    .values(DEMO_EQUIPMENT.map((display_text) => ({ display_text })))
    .execute();
  await seedDemoStatusCodes(db);
  await db
    .insertInto('supervisor_override_reason')
    .values(DEMO_OVERRIDE_REASONS.map((display_text) => ({ display_text })))
    .execute();
  await db
    .insertInto('pay_code')
    .values(
      DEMO_PAY_CODES.map((c) => ({
        code: c.code,
        description: c.description,
        counts_as: c.countsAs,
        is_active: c.isActive,
      })),
    )
    .execute();
}

/** The demo divisions (the large benchmark seed starts from them too). */
export async function seedDemoDivisions(db: Db): Promise<void> {
  await db
    .insertInto('division')
    .values(DEMO_DIVISIONS.map((division_name) => ({ division_name })))
    .execute();
}

/** The demo status codes (the large benchmark seed starts from them too). */
export async function seedDemoStatusCodes(db: Db): Promise<void> {
  await db
    .insertInto('status_code')
    .values(
      DEMO_STATUS_CODES.map((c) => ({
        status_initial: c.initial,
        display_text: c.description,
        is_active: c.isActive,
      })),
    )
    .execute();
}
