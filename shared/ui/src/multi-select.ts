/** @tac/ui multi-select: drop-down lists where several options (or one) can be chosen, and a list's sort order. */

export { ColumnMultiFilter } from './multi-select/ColumnMultiFilter.tsx';
export { HIDDEN_FIELD_LABEL } from './multi-select/hidden-label.ts';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
  SingleSelect,
  type SingleSelectProps,
  summarizeLabels,
} from './multi-select/MultiSelect.tsx';
export {
  SearchableMultiSelect,
  type SearchableMultiSelectProps,
} from './multi-select/SearchableMultiSelect.tsx';
export { SortFields, type SortFieldsProps } from './multi-select/SortFields.tsx';
