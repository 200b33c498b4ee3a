/**
 * @tac/ui date-picker: a labelled, read-only date field over Chakra's DatePicker (MM/dd/yyyy,
 * min/max, keyboard, clearable). Its own subpath: only screens with dates download the calendar.
 */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export {
  formatPickerDate,
  fromIsoDate,
  parsePickerDate,
  todayIso,
  toIsoDate,
  type YearDigits,
} from './date-picker/calendar-date.ts';
export { DateFilter } from './date-picker/DateFilter.tsx';
export { DatePickerField, type DatePickerFieldProps } from './date-picker/DatePickerField.tsx';
export {
  PickedRangeFields,
  type PickedRangeFieldsProps,
  usePickedRange,
} from './date-picker/PickedRangeFields.tsx';
