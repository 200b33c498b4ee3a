import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.tsx';
import { CheckList } from './CheckList.tsx';
import { type ItemKey, moveChosen } from './transfer-rules.ts';

export interface TransferListProps<Item> {
  /** What the items are, plural: 'Devices' gives the panes 'Unassigned Devices' and 'Assigned Devices'. */
  label: string;
  unassigned: readonly Item[];
  assigned: readonly Item[];
  itemKey: (item: Item) => ItemKey;
  itemLabel: (item: Item) => string;
  /** Both lists after a move. Nothing is saved here: the caller commits on its Save. */
  onChange: (lists: { unassigned: Item[]; assigned: Item[] }) => void;
  loading?: { unassigned?: boolean; assigned?: boolean };
  disabled?: boolean;
  /** Height of each pane's rows in px. */
  height?: number;
}

/**
 * Two lists, unassigned and assigned, and the arrow buttons between them (spec 001 §4.1, §4.2):
 * items are checked by click, checkbox or Select All, and the arrows move the checked ones across.
 * Controlled: the caller holds both lists, so Back can discard and Save can send what they hold.
 */
export function TransferList<Item>({
  label,
  unassigned,
  assigned,
  itemKey,
  itemLabel,
  onChange,
  loading = {},
  disabled = false,
  height,
}: TransferListProps<Item>) {
  const [chosenUnassigned, setChosenUnassigned] = useState<Set<ItemKey>>(() => new Set());
  const [chosenAssigned, setChosenAssigned] = useState<Set<ItemKey>>(() => new Set());
  // Only checked keys still in their list can move (a reload may have dropped some).
  const movable = (items: readonly Item[], chosen: ReadonlySet<ItemKey>) =>
    chosen.size > 0 && items.some((item) => chosen.has(itemKey(item)));

  const assign = () => {
    const moved = moveChosen(unassigned, assigned, chosenUnassigned, itemKey, itemLabel);
    setChosenUnassigned(new Set());
    onChange({ unassigned: moved.from, assigned: moved.to });
  };
  const unassign = () => {
    const moved = moveChosen(assigned, unassigned, chosenAssigned, itemKey, itemLabel);
    setChosenAssigned(new Set());
    onChange({ unassigned: moved.to, assigned: moved.from });
  };

  return (
    <Flex gap="3" align="stretch" direction={{ base: 'column', md: 'row' }}>
      <CheckList
        title={`Unassigned ${label}`}
        items={unassigned}
        itemKey={itemKey}
        itemLabel={itemLabel}
        chosen={chosenUnassigned}
        onChosenChange={setChosenUnassigned}
        loading={loading.unassigned}
        disabled={disabled}
        height={height}
      />
      <Stack justify="center" align="center" gap="2">
        <IconButton
          aria-label={`Assign selected ${label}`}
          title="Assign selected"
          size="sm"
          variant="outline"
          disabled={disabled || !movable(unassigned, chosenUnassigned)}
          onClick={assign}
        >
          <ChevronRightIcon />
        </IconButton>
        <IconButton
          aria-label={`Unassign selected ${label}`}
          title="Unassign selected"
          size="sm"
          variant="outline"
          disabled={disabled || !movable(assigned, chosenAssigned)}
          onClick={unassign}
        >
          <ChevronLeftIcon />
        </IconButton>
      </Stack>
      <CheckList
        title={`Assigned ${label}`}
        items={assigned}
        itemKey={itemKey}
        itemLabel={itemLabel}
        chosen={chosenAssigned}
        onChosenChange={setChosenAssigned}
        loading={loading.assigned}
        disabled={disabled}
        height={height}
      />
    </Flex>
  );
}
