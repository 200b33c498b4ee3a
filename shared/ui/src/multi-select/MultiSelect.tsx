import { createListCollection } from '@chakra-ui/react/collection';
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
  label,
  options,
  value,
  onChange,
  placeholder = 'Select',
  allLabel,
  disabled = false,
  invalid = false,
  required = false,
  size = 'md',
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
    <Select.Root
      recipe={consoleSelectRecipe}
      collection={collection}
      multiple
      closeOnSelect={false}
      size={size}
      value={keys}
      disabled={disabled}
      invalid={invalid}
      required={required}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onValueChange={(details) => onChange(valuesOfKeys(options, details.value))}
    >
      <Select.Label>
        <LabelText label={label} required={required} />
      </Select.Label>
      <Select.Control>
        <Select.Trigger title={title}>
          <Select.ValueText placeholder={placeholder}>
            {(all ? allLabel : summary) || undefined}
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
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
    </Select.Root>
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
  label,
  options,
  value,
  onChange,
  placeholder = 'Select',
  disabled = false,
  invalid = false,
  required = false,
  size = 'md',
}: SingleSelectProps<V>) {
  const collection = useMemo(
    () => createListCollection({ items: options.map((o) => ({ value: String(o.value), label: o.label })) }),
    [options],
  );
  const known = options.find((o) => o.value === value);
  return (
    <Select.Root
      recipe={consoleSelectRecipe}
      collection={collection}
      size={size}
      value={known ? [String(known.value)] : []}
      disabled={disabled}
      invalid={invalid}
      required={required}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onValueChange={(details) => {
        const chosen = options.find((o) => String(o.value) === details.value[0]);
        onChange(chosen ? chosen.value : null);
      }}
    >
      <Select.Label>
        <LabelText label={label} required={required} />
      </Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
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
    </Select.Root>
  );
}
