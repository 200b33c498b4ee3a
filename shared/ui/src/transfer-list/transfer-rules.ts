/**
 * The transfer list's logic as plain functions: filtering a pane, its select-all state, and moving
 * the chosen items across. Items are known by key; the panes keep a stable order by label, so an item
 * moved over lands where a reader would look for it.
 */

export type ItemKey = string | number;

export interface Labelled<Item> {
  item: Item;
  key: ItemKey;
  label: string;
  /** The label in lower case, made once per list: a search over 10,000 items compares only. */
  folded: string;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Each item with its key and label, ready to filter. */
export function labelled<Item>(
  items: readonly Item[],
  keyOf: (item: Item) => ItemKey,
  labelOf: (item: Item) => string,
): Labelled<Item>[] {
  return items.map((item) => {
    const label = labelOf(item);
    return { item, key: keyOf(item), label, folded: label.toLowerCase() };
  });
}

/** The items whose label contains the search text, ignoring case and surrounding spaces. */
export function filterItems<Item>(
  items: readonly Labelled<Item>[],
  search: string,
): readonly Labelled<Item>[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return items;
  return items.filter((entry) => entry.folded.includes(needle));
}

/** The select-all box of a pane: checked when every shown item is chosen, mixed when some are. */
export function selectAllState(
  shown: readonly Labelled<unknown>[],
  chosen: ReadonlySet<ItemKey>,
): 'checked' | 'mixed' | 'unchecked' {
  if (shown.length === 0 || chosen.size === 0) return 'unchecked';
  let count = 0;
  for (const entry of shown) if (chosen.has(entry.key)) count += 1;
  if (count === 0) return 'unchecked';
  return count === shown.length ? 'checked' : 'mixed';
}

/** Select all chooses every shown item (on top of those already chosen); a second press clears them. */
export function toggleAll(shown: readonly Labelled<unknown>[], chosen: ReadonlySet<ItemKey>): Set<ItemKey> {
  const next = new Set(chosen);
  if (selectAllState(shown, chosen) === 'checked') for (const entry of shown) next.delete(entry.key);
  else for (const entry of shown) next.add(entry.key);
  return next;
}

/** One item chosen or not. */
export function toggleOne(chosen: ReadonlySet<ItemKey>, key: ItemKey): Set<ItemKey> {
  const next = new Set(chosen);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Sorted by label as a person reads numbers ('D2' before 'D10'). */
export function byLabel<Item>(items: readonly Item[], labelOf: (item: Item) => string): Item[] {
  return [...items].sort((a, b) => collator.compare(labelOf(a), labelOf(b)));
}

/**
 * Moves the chosen items of `from` into `to`: `from` keeps the rest in its order, `to` gets them
 * sorted in by label. Keys already in `to` are not added twice.
 */
export function moveChosen<Item>(
  from: readonly Item[],
  to: readonly Item[],
  chosen: ReadonlySet<ItemKey>,
  keyOf: (item: Item) => ItemKey,
  labelOf: (item: Item) => string,
): { from: Item[]; to: Item[] } {
  const present = new Set(to.map(keyOf));
  const moving: Item[] = [];
  const staying: Item[] = [];
  for (const item of from) (chosen.has(keyOf(item)) ? moving : staying).push(item);
  const added = moving.filter((item) => !present.has(keyOf(item)));
  return { from: staying, to: added.length === 0 ? [...to] : byLabel([...to, ...added], labelOf) };
}

/** The first and last index to render of a list of fixed-height rows scrolled to `scrollTop`. */
export function visibleWindow(
  count: number,
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  overscan = 8,
): { start: number; end: number } {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(viewHeight, rowHeight) / rowHeight);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + inView + overscan);
  return { start: Math.min(start, end), end };
}
