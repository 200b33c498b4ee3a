import { createListCollection, type ListCollection } from '@chakra-ui/react/collection';
import { Select } from '@chakra-ui/react/select';
import { chakra } from '@chakra-ui/react/styled-system';
import { type ReactNode, useMemo } from 'react';
import { consoleSelectRecipe } from './console-select-recipe.ts';

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface MultiSelectProps<V extends string | number> {
  /** The visible label; also the accessible name of the trigger and of the list. */
  label: string;
  options: readonly MultiSelectOption<V>[];
  /** The chosen values, in any order; values that are not options are not shown. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  placeholder?: string;
  /** What the trigger shows when every option is chosen, e.g. 'All' (spec 002 §2, the signature filter). */
  allLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** The label, with the required mark Field.Label would show. */
export function LabelText({ label, required }: { label: string; required: boolean }): ReactNode {
  return (
    <>
      {label}
      {required && (
        <chakra.span aria-hidden color="fg.error" ms="1">
          *
        </chakra.span>
      )}
    </>
  );
}

/** 'North, South +3 more': the first two labels and how many others, so a long choice stays readable. */
export function summarizeLabels(labels: readonly string[], shown = 2): string {
  if (labels.length <= shown) return labels.join(', ');
  return `${labels.slice(0, shown).join(', ')} +${labels.length - shown} more`;
}

/**
 * What a multi-select shows of its value: the chosen options' keys (the list's item values) in the
 * options' order, the trigger's summary, and every label as a tooltip once some are summarized.
 */
export function chosenOptions<V extends string | number>(
  options: readonly MultiSelectOption<V>[],
  value: readonly V[],
) {
  const chosen = options.filter((o) => value.includes(o.value));
  const labels = chosen.map((o) => o.label);
  return {
    keys: chosen.map((o) => String(o.value)),
    summary: summarizeLabels(labels),
    title: labels.length > 2 ? labels.join(', ') : undefined,
  };
}

/** The values of the picked list items (keys), in the options' order. */
export function valuesOfKeys<V extends string | number>(
  options: readonly MultiSelectOption<V>[],
  keys: readonly string[],
): V[] {
  const picked = new Set(keys);
  return options.filter((o) => picked.has(String(o.value))).map((o) => o.value);
}

/**
 * A drop-down list where several options can be chosen (a checkmark marks each); the list stays open
 * while choosing. The trigger shows the chosen labels. Renders no portal, so it works inside a dialog
 * (whose focus trap would otherwise hold the list out of reach). Values keep the options' order.
 */
export function MultiSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder = 'Select',
  allLabel,
  ...field
}: MultiSelectProps<V>) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.map((o) => ({ value: String(o.value), label: o.label, option: o })),
      }),
    [options],
  );
  const { keys, summary, title } = chosenOptions(options, value);
  const all = allLabel !== undefined && options.length > 0 && keys.length === options.length;

  return (
    <SelectFrame
      {...field}
      collection={collection}
      multiple
      closeOnSelect={false}
      value={keys}
      onValueChange={(details) => onChange(valuesOfKeys(options, details.value))}
      trigger={
        <Select.Trigger title={title}>
          <Select.ValueText placeholder={placeholder}>
            {(all ? allLabel : summary) || undefined}
          </Select.ValueText>
        </Select.Trigger>
      }
    />
  );
}

/** The field props both drop-downs take as they are. */
type SelectFieldProps = Pick<
  MultiSelectProps<string>,
  'label' | 'disabled' | 'invalid' | 'required' | 'size'
>;

/**
 * What both drop-downs draw around their own trigger: the label (with the required mark), the
 * indicator and the open list, below the trigger and as wide as it. The list is drawn only while
 * open (`lazyMount`, `unmountOnExit`): a form of many drop-downs (the report schedule's hours,
 * minutes and days back) otherwise drew every option of every one again on each change.
 */
function SelectFrame<Item extends { value: string; label: string }>({
  label,
  required = false,
  size = 'md',
  collection,
  trigger,
  ...root
}: SelectFieldProps &
  Pick<Select.RootProps<Item>, 'multiple' | 'closeOnSelect' | 'value' | 'onValueChange'> & {
    collection: ListCollection<Item>;
    trigger: ReactNode;
  }) {
  return (
    <Select.Root
      {...root}
      recipe={consoleSelectRecipe}
      collection={collection}
      size={size}
      required={required}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <Select.Label>
        <LabelText label={label} required={required} />
      </Select.Label>
      <Select.Control>
        {trigger}
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <SelectOptions label={label} collection={collection} />
    </Select.Root>
  );
}

/** The open list of both drop-downs: one row an option, ticked when chosen. */
function SelectOptions<Item extends { value: string; label: string }>({
  label,
  collection,
}: {
  label: string;
  collection: ListCollection<Item>;
}) {
  return (
    <Select.Positioner>
      <Select.Content aria-label={label} maxH="64">
        {collection.items.map((item) => (
          <Select.Item item={item} key={item.value}>
            <Select.ItemText>{item.label}</Select.ItemText>
            <Select.ItemIndicator />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Positioner>
  );
}

export interface SingleSelectProps<V extends string | number> {
  label: string;
  options: readonly MultiSelectOption<V>[];
  /** null: nothing chosen (the placeholder shows). */
  value: V | null;
  onChange: (value: V | null) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** The same drop-down with one choice, closing on select (e.g. a group). No portal, as above. */
export function SingleSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder = 'Select',
  ...field
}: SingleSelectProps<V>) {
  const collection = useMemo(
    () => createListCollection({ items: options.map((o) => ({ value: String(o.value), label: o.label })) }),
    [options],
  );
  const known = options.find((o) => o.value === value);
  return (
    <SelectFrame
      {...field}
      collection={collection}
      value={known ? [String(known.value)] : []}
      onValueChange={(details) => {
        const chosen = options.find((o) => String(o.value) === details.value[0]);
        onChange(chosen ? chosen.value : null);
      }}
      trigger={
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
      }
    />
  );
}
