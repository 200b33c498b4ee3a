import { DatePicker } from '@chakra-ui/react/date-picker';
import { Field } from '@chakra-ui/react/field';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { useMemo, useRef } from 'react';
import {
  formatPickerDate,
  fromIsoDate,
  parsePickerDate,
  toIsoDate,
  type YearDigits,
} from './calendar-date.ts';
import { CalendarIcon } from './calendar-icon.tsx';

const compact = { '--table-cell-size': '2rem' };

export interface DatePickerFieldProps {
  /** The visible label; also the input's accessible name. */
  label: string;
  /** The picked day as 'YYYY-MM-DD'; '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  /** Earliest day that can be picked, 'YYYY-MM-DD' (e.g. today: no past dates). */
  min?: string;
  /** Latest day that can be picked, 'YYYY-MM-DD'. */
  max?: string;
  placeholder?: string;
  /** Shows a clear button while a day is picked. */
  clearable?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** An error under the field (and the field marked invalid). */
  error?: string | null;
  /** Marks the field invalid without a text under it (the message was shown elsewhere, e.g. a toast). */
  invalid?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /**
   * For a filter inside a table header: the label is for screen readers only, and the calendar is
   * portalled out of the table, so that neither the table's scroll box clips it nor its own day
   * table nests inside the data table. Out to the page's end, or, for a table inside a dialog, to
   * the dialog's content: the dialog's focus trap and its hiding of the page would hold a calendar
   * at the page's end out of reach.
   */
  inTable?: boolean;
  /** 2: the input shows MM/dd/yy (a column whose dates show so); 4, the console's MM/dd/yyyy, by default. */
  yearDigits?: YearDigits;
}

/**
 * A labelled date field: a read-only input showing MM/dd/yyyy (picked, not typed) and a calendar
 * opened by clicking the input, its button, or Enter / Alt+ArrowDown on the input. The calendar is
 * keyboard usable (arrows, Page Up/Down, Home/End, Enter) and refuses days outside min..max. No
 * portal (a table's filter aside, see inTable), so it works inside a dialog (whose focus trap would
 * hold a calendar portalled to the page's end out of reach).
 */
export function DatePickerField({
  label,
  value,
  onChange,
  min,
  max,
  placeholder,
  clearable = false,
  required = false,
  disabled = false,
  error = null,
  invalid = Boolean(error),
  size = 'md',
  inTable = false,
  yearDigits = 4,
}: DatePickerFieldProps) {
  const picked = fromIsoDate(value);
  const field = useRef<HTMLDivElement>(null);
  // Read when the portal mounts (after the field is in the page): the dialog around the field, if any.
  const portalTarget = useMemo(
    () => ({
      get current() {
        return field.current?.closest<HTMLElement>('[role="dialog"]') ?? null;
      },
    }),
    [],
  );
  return (
    <Field.Root ref={field} required={required} invalid={invalid} disabled={disabled}>
      <DatePicker.Root
        width="full"
        size={size}
        value={picked ? [picked] : []}
        min={fromIsoDate(min)}
        max={fromIsoDate(max)}
        openOnClick
        // No calendar while closed: a screen holds several pickers (the timecards one four), and
        // each closed calendar was 42 day cells rendered again with everything around it.
        lazyMount
        unmountOnExit
        fixedWeeks
        startOfWeek={1}
        disabled={disabled}
        required={required}
        invalid={invalid}
        format={(date) => formatPickerDate(date, yearDigits)}
        parse={(text) => parsePickerDate(text, yearDigits)}
        positioning={{ placement: 'bottom-start', gutter: 4 }}
        onValueChange={(details) => {
          const [day] = details.value;
          onChange(day ? toIsoDate(day) : '');
        }}
      >
        <DatePicker.Label srOnly={inTable || undefined}>
          {label}
          <Field.RequiredIndicator ms="1" />
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input
            readOnly
            placeholder={placeholder ?? (yearDigits === 2 ? 'MM/DD/YY' : 'MM/DD/YYYY')}
            autoComplete="off"
            cursor="pointer"
          />
          <DatePicker.IndicatorGroup>
            {clearable && picked && <DatePicker.ClearTrigger aria-label={`Clear ${label}`} />}
            <DatePicker.Trigger aria-label={`Choose ${label}`}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal disabled={!inTable} container={portalTarget}>
          <DatePicker.Positioner>
            {/* Compact days (2rem) so a month fits under a field in the middle of a 768px-high dialog. */}
            <DatePicker.Content aria-label={`${label} calendar`}>
              <DatePicker.View view="day" css={compact}>
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month" css={compact}>
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year" css={compact}>
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {error && (
        <HStack>
          <Field.ErrorText>{error}</Field.ErrorText>
        </HStack>
      )}
    </Field.Root>
  );
}
