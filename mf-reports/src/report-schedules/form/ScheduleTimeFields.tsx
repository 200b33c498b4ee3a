import {
  REPORT_DATE_OPTIONS,
  REPORT_HOUR_OPTIONS,
  REPORT_MINUTE_OPTIONS,
  REPORT_OFFSET_OPTIONS,
  REPORT_WEEKDAYS,
  type ReportFormProblems,
  type ReportRunPeriod,
  RUN_NOW,
} from '@tac/contracts';
import { chakra, HStack, SimpleGrid, Stack, Text } from '@tac/ui';
import { DatePickerField, todayIso } from '@tac/ui/date-picker';
import type { MultiSelectOption } from '@tac/ui/multi-select';
import {
  disabledFields,
  type ReportScheduleForm,
  type ScheduleMode,
  withHour,
  withMode,
  withRun,
} from '../rules.ts';
import { ChoiceField } from './ChoiceField.tsx';

const RUN_OPTIONS: MultiSelectOption<ReportRunPeriod>[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const WEEKDAY_OPTIONS = REPORT_WEEKDAYS.map((label, value) => ({ value, label }));
const DATE_OPTIONS = REPORT_DATE_OPTIONS.map((value) => ({ value, label: String(value) }));
const OFFSET_OPTIONS = REPORT_OFFSET_OPTIONS.map((value) => ({ value, label: String(value) }));
const HOUR_OPTIONS: MultiSelectOption<number | typeof RUN_NOW>[] = REPORT_HOUR_OPTIONS.map((value) => ({
  value,
  label: value === RUN_NOW ? 'Now' : `${String(value).padStart(2, '0')} AM`,
}));
const MINUTE_OPTIONS = REPORT_MINUTE_OPTIONS.map((value) => ({
  value,
  label: String(value).padStart(2, '0'),
}));

export interface ScheduleTimeFieldsProps {
  form: ReportScheduleForm;
  problems: ReportFormProblems;
  onChange: (form: ReportScheduleForm) => void;
}

/**
 * When a schedule runs and what period it reports (spec 001 §3.4, §4.5): day mode (run, weekday or
 * date in month, start and end offsets in days back, hour and minute) or date mode (one from/to
 * range, the calendar ending today). What a choice clears or locks is rules.ts's.
 */
export function ScheduleTimeFields({ form, problems, onChange }: ScheduleTimeFieldsProps) {
  const off = disabledFields(form);
  const today = todayIso();
  const set = <K extends keyof ReportScheduleForm>(key: K, value: ReportScheduleForm[K]) =>
    onChange({ ...form, [key]: value });

  return (
    <Stack gap="3">
      <chakra.fieldset display="flex" gap="5" alignItems="center" flexWrap="wrap">
        <chakra.legend fontWeight="medium" fontSize="sm" float="left" me="2">
          Schedule by
        </chakra.legend>
        <ModeChoice form={form} mode="day" label="Day mode (a run)" onChange={onChange} />
        <ModeChoice form={form} mode="date" label="Date mode (a date range)" onChange={onChange} />
      </chakra.fieldset>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <ChoiceField<ReportRunPeriod>
          label="Run"
          options={RUN_OPTIONS}
          value={form.run === '' ? null : form.run}
          required={!off.run}
          disabled={off.run}
          onChange={(run) => run && onChange(withRun(form, run))}
          problem={problems.run}
        />
        <ChoiceField<number>
          label="Day"
          options={WEEKDAY_OPTIONS}
          value={off.weekday ? null : form.weekday}
          required={!off.weekday}
          disabled={off.weekday}
          onChange={(value) => set('weekday', value)}
          problem={problems.weekday}
        />
        <ChoiceField<number>
          label="Date"
          options={DATE_OPTIONS}
          value={off.dateInMonth ? null : form.dateInMonth}
          required={!off.dateInMonth}
          disabled={off.dateInMonth}
          onChange={(value) => set('dateInMonth', value)}
          problem={problems.dateInMonth}
        />
        <HStack gap="2" align="start">
          <ChoiceField<number | typeof RUN_NOW>
            flex="1"
            label="Hour"
            options={HOUR_OPTIONS}
            value={form.hour}
            required={!off.hour}
            disabled={off.hour}
            onChange={(value) => onChange(withHour(form, value))}
            problem={problems.scheduleHour}
          />
          <ChoiceField<number>
            flex="1"
            label="Minute"
            options={MINUTE_OPTIONS}
            value={form.minute}
            required={!off.minute}
            disabled={off.minute}
            onChange={(value) => set('minute', value)}
            problem={problems.scheduleMinute}
          />
        </HStack>
        <ChoiceField<number>
          label="Start Date (days back)"
          options={OFFSET_OPTIONS}
          value={form.startDate}
          required={!off.offsets}
          disabled={off.offsets}
          onChange={(value) => set('startDate', value)}
          problem={problems.startDate}
        />
        <ChoiceField<number>
          label="End Date (days back)"
          options={OFFSET_OPTIONS}
          value={form.endDate}
          required={!off.offsets}
          disabled={off.offsets}
          onChange={(value) => set('endDate', value)}
          problem={problems.endDate}
        />
        <DatePickerField
          label="From Date"
          value={form.fromDate}
          max={form.toDate || today}
          required={!off.dates}
          disabled={off.dates}
          error={problems.selectedFromDate}
          onChange={(value) => set('fromDate', value)}
        />
        <DatePickerField
          label="To Date"
          value={form.toDate}
          min={form.fromDate || undefined}
          max={today}
          required={!off.dates}
          disabled={off.dates}
          error={problems.selectedToDate}
          onChange={(value) => set('toDate', value)}
        />
      </SimpleGrid>
      {!off.offsets && (
        <Text fontSize="xs" color="fg.muted">
          A run reports on the days from Start Date to End Date days before the day it runs (e.g. 7 and 1: the
          week up to yesterday).
        </Text>
      )}
    </Stack>
  );
}

function ModeChoice({
  form,
  mode,
  label,
  onChange,
}: {
  form: ReportScheduleForm;
  mode: ScheduleMode;
  label: string;
  onChange: (form: ReportScheduleForm) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <input
        type="radio"
        name="schedule-mode"
        value={mode}
        checked={form.mode === mode}
        onChange={() => onChange(withMode(form, mode))}
      />
      {label}
    </chakra.label>
  );
}
