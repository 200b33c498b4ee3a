import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Messages } from '@tac/contracts';
import {
  type KeyboardEvent,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SearchIcon } from '../icons/icons.tsx';
import {
  filterItems,
  type ItemKey,
  labelled,
  selectAllState,
  toggleAll,
  toggleOne,
  visibleWindow,
} from './transfer-rules.ts';

/** Every row is this tall, so the list can draw only the rows in view (10,000 items stay smooth). */
export const ROW_HEIGHT_PX = 32;

export interface CheckListProps<Item> {
  /** The pane's heading; also the accessible name of its list, search box and select-all box. */
  title: string;
  items: readonly Item[];
  itemKey: (item: Item) => ItemKey;
  itemLabel: (item: Item) => string;
  /** The keys of the checked items. */
  chosen: ReadonlySet<ItemKey>;
  onChosenChange: (chosen: Set<ItemKey>) => void;
  /** While the items load: a spinner instead of the empty notice. */
  loading?: boolean;
  disabled?: boolean;
  /** Height of the rows' area in px. */
  height?: number;
}

// One class for every row: rows are plain elements, as the data table's cells are, so scrolling
// through a long list mounts no styled component per row.
const rowsCss = {
  '& [data-check-row]': {
    position: 'absolute',
    insetInline: 0,
    height: `${ROW_HEIGHT_PX}px`,
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingInline: '3',
    fontSize: 'sm',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    _hover: { bg: 'bg.muted' },
  },
  '& [data-check-row] > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [data-check-row][data-checked]': { bg: 'blue.subtle' },
  '& [data-check-row] input': { accentColor: 'var(--chakra-colors-blue-solid)', flexShrink: 0 },
  '& [data-check-row] input:focus-visible': {
    outline: '2px solid var(--chakra-colors-blue-focus-ring)',
    outlineOffset: '2px',
  },
};

/**
 * A searchable list of checkable items with Select All: one pane of the transfer list, and on its own
 * where items are only chosen (the device copy view's source devices). The search filters what is
 * loaded, at once: it is deferred, so typing stays responsive while a long list is filtered. Only
 * rows in view are drawn. Keyboard: Tab reaches the list once (its current row), arrows, Page Up/Down,
 * Home and End move through it, Space checks. Clicking a row toggles it.
 */
export function CheckList<Item>({
  title,
  items,
  itemKey,
  itemLabel,
  chosen,
  onChosenChange,
  loading = false,
  disabled = false,
  height = 288,
}: CheckListProps<Item>) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const all = useMemo(() => labelled(items, itemKey, itemLabel), [items, itemKey, itemLabel]);
  const shown = useMemo(() => filterItems(all, deferredSearch), [all, deferredSearch]);
  const allState = selectAllState(shown, chosen);
  const titleId = useId();

  const area = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleWindow(shown.length, scrollTop, height, ROW_HEIGHT_PX);
  // The row that Tab reaches (roving tab stop), kept inside the shown rows.
  const [current, setCurrent] = useState(0);
  const focusIndex = Math.min(current, Math.max(shown.length - 1, 0));
  const wantsFocus = useRef(false);

  // A new search starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown rows change.
  useLayoutEffect(() => {
    if (area.current) area.current.scrollTop = 0;
    setScrollTop(0);
    setCurrent(0);
  }, [shown]);

  // After an arrow key the row it reached is drawn; focus it then.
  useLayoutEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    area.current?.querySelector<HTMLInputElement>(`[data-index="${focusIndex}"] input`)?.focus();
  });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT_PX) - 1);
    const steps: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      PageDown: focusIndex + page,
      PageUp: focusIndex - page,
      Home: 0,
      End: shown.length - 1,
    };
    if (!(event.key in steps) || shown.length === 0) return;
    event.preventDefault();
    const next = Math.min(shown.length - 1, Math.max(0, steps[event.key] as number));
    const box = area.current;
    if (box) {
      // Scroll the row into view; the window follows the scroll and draws it.
      const top = next * ROW_HEIGHT_PX;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + ROW_HEIGHT_PX > box.scrollTop + height) box.scrollTop = top + ROW_HEIGHT_PX - height;
      setScrollTop(box.scrollTop);
    }
    wantsFocus.current = true;
    setCurrent(next);
  };

  const rows = [];
  for (let index = start; index < end; index += 1) {
    const entry = shown[index];
    if (!entry) break;
    const checked = chosen.has(entry.key);
    rows.push(
      <label
        key={entry.key}
        data-check-row=""
        data-index={index}
        data-checked={checked ? '' : undefined}
        style={{ top: index * ROW_HEIGHT_PX }}
        title={entry.label}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          tabIndex={index === focusIndex ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onChange={() => onChosenChange(toggleOne(chosen, entry.key))}
        />
        <span>{entry.label}</span>
      </label>,
    );
  }

  return (
    <Box borderWidth="1px" borderRadius="l2" bg="bg" minW="0" flex="1">
      <HStack justify="space-between" px="3" py="2" borderBottomWidth="1px" gap="2">
        <Text id={titleId} fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted" aria-live="polite">
          {chosen.size > 0 ? `${chosen.size} selected · ` : ''}
          {shown.length === all.length ? all.length : `${shown.length} of ${all.length}`}
        </Text>
      </HStack>
      <Box px="3" py="2" borderBottomWidth="1px">
        <InputGroup startElement={<SearchIcon />} startElementProps={{ color: 'fg.muted' }}>
          <Input
            type="search"
            size="sm"
            aria-label={`Search ${title}`}
            placeholder="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </InputGroup>
        <chakra.label display="flex" alignItems="center" gap="2" mt="2" fontSize="sm" cursor="pointer">
          <input
            type="checkbox"
            aria-label={`Select all ${title}`}
            checked={allState === 'checked'}
            ref={(box) => {
              if (box) box.indeterminate = allState === 'mixed';
            }}
            disabled={disabled || shown.length === 0}
            onChange={() => onChosenChange(toggleAll(shown, chosen))}
          />
          Select All
        </chakra.label>
      </Box>
      <chakra.div
        ref={area}
        role="group"
        aria-labelledby={titleId}
        aria-busy={loading}
        position="relative"
        overflowY="auto"
        style={{ height }}
        css={rowsCss}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={moveFocus}
      >
        {shown.length > 0 ? (
          <div style={{ height: shown.length * ROW_HEIGHT_PX, position: 'relative' }}>{rows}</div>
        ) : (
          <Box
            display="flex"
            alignItems="center"
            justifyContent="center"
            h="full"
            color="fg.muted"
            fontSize="sm"
          >
            {loading ? <Spinner size="sm" aria-label="Loading" /> : Messages.noResultFound}
          </Box>
        )}
      </chakra.div>
    </Box>
  );
}
