import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { Messages } from '@tac/contracts';
import { useMemo, useState } from 'react';
import { comboboxSlotRecipe } from './combobox-recipe.js';
import { chosenOptions, LabelText, type MultiSelectProps, valuesOfKeys } from './MultiSelect.tsx';

/** MultiSelect's props that apply here; the placeholder shows while nothing is chosen. */
export type SearchableMultiSelectProps<V extends string | number> = Pick<
  MultiSelectProps<V>,
  'label' | 'options' | 'value' | 'onChange' | 'placeholder' | 'size' | 'disabled' | 'invalid' | 'required'
> & {
  /** Where the list opens: above the box by default (a filter at a screen's foot), or below it (a form field). */
  placement?: 'top-start' | 'bottom-start';
};

/**
 * A multi-select whose list is narrowed by typing in its box (a checkmark marks each chosen
 * option; the list stays open while choosing). The box shows the chosen labels while it holds no
 * search text; the clear button empties the choice. Values keep the options' order. No portal, and
 * the list drawn only while open, as MultiSelect.
 */
export function SearchableMultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = 'All',
  size = 'md',
  disabled = false,
  invalid = false,
  required = false,
  placement = 'top-start',
}: SearchableMultiSelectProps<V>) {
  // The box's text stays the combobox's own; it is read here only to narrow the list.
  const [searchText, setSearchText] = useState('');
  const collection = useMemo(() => {
    const needle = searchText.trim().toLowerCase();
    return createListCollection({
      items: options
        .filter((o) => o.label.toLowerCase().includes(needle))
        .map((o) => ({ value: String(o.value), label: o.label })),
    });
  }, [options, searchText]);
  const { keys, summary, title } = chosenOptions(options, value);

  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      collection={collection}
      multiple
      closeOnSelect={false}
      openOnClick
      inputBehavior="autohighlight"
      size={size}
      value={keys}
      disabled={disabled}
      invalid={invalid}
      required={required}
      onInputValueChange={(details) => setSearchText(details.inputValue)}
      onValueChange={(details) => onChange(valuesOfKeys(options, details.value))}
      positioning={{ sameWidth: true, placement }}
      lazyMount
      unmountOnExit
    >
      <Combobox.Label>
        <LabelText label={label} required={required} />
      </Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          placeholder={summary || placeholder}
          title={title}
          // The chosen labels read as the box's value, not as a faint hint.
          _placeholder={{ color: summary ? 'fg' : 'fg.muted' }}
        />
        <Combobox.IndicatorGroup>
          {keys.length > 0 && !disabled && <Combobox.ClearTrigger aria-label={`Clear ${label}`} />}
          <Combobox.Trigger aria-label={`Open ${label} list`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content aria-label={label} maxH="64">
          <Combobox.Empty>{Messages.noResultFound}</Combobox.Empty>
          {collection.items.map((item) => (
            <Combobox.Item item={item} key={item.value}>
              <Combobox.ItemText>{item.label}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
