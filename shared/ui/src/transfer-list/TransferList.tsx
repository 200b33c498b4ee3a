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

type Side = 'unassigned' | 'assigned';

/** Each pane's title, and the arrow that moves its checked items to the other pane. */
const MOVES = {
  unassigned: { title: 'Unassigned', to: 'assigned', action: 'Assign', Icon: ChevronRightIcon },
  assigned: { title: 'Assigned', to: 'unassigned', action: 'Unassign', Icon: ChevronLeftIcon },
} as const;

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
  const lists = { unassigned, assigned };
  const [chosen, setChosen] = useState<Record<Side, Set<ItemKey>>>(() => ({
    unassigned: new Set(),
    assigned: new Set(),
  }));
  const choose = (side: Side) => (next: Set<ItemKey>) => setChosen((all) => ({ ...all, [side]: next }));

  // Only checked keys still in their list can move (a reload may have dropped some).
  const movable = (side: Side) =>
    !disabled && chosen[side].size > 0 && lists[side].some((item) => chosen[side].has(itemKey(item)));
  const move = (from: Side) => {
    const { to } = MOVES[from];
    const moved = moveChosen(lists[from], lists[to], chosen[from], itemKey, itemLabel);
    choose(from)(new Set());
    onChange(
      from === 'unassigned'
        ? { unassigned: moved.from, assigned: moved.to }
        : { unassigned: moved.to, assigned: moved.from },
    );
  };

  const pane = (side: Side) => (
    <CheckList
      title={`${MOVES[side].title} ${label}`}
      items={lists[side]}
      itemKey={itemKey}
      itemLabel={itemLabel}
      chosen={chosen[side]}
      onChosenChange={choose(side)}
      loading={loading[side]}
      disabled={disabled}
      height={height}
    />
  );
  const arrow = (from: Side) => {
    const { action, Icon } = MOVES[from];
    return (
      <IconButton
        aria-label={`${action} selected ${label}`}
        title={`${action} selected`}
        size="sm"
        variant="outline"
        disabled={!movable(from)}
        onClick={() => move(from)}
      >
        <Icon />
      </IconButton>
    );
  };

  return (
    <Flex gap="3" align="stretch" direction={{ base: 'column', md: 'row' }}>
      {pane('unassigned')}
      <Stack justify="center" align="center" gap="2">
        {arrow('unassigned')}
        {arrow('assigned')}
      </Stack>
      {pane('assigned')}
    </Flex>
  );
}
