import { describe, expect, it } from 'vitest';
import {
  byLabel,
  filterItems,
  labelled,
  moveChosen,
  selectAllState,
  toggleAll,
  toggleOne,
  visibleWindow,
} from './transfer-rules.ts';

interface Device {
  id: number;
  name: string;
}
const key = (d: Device) => d.id;
const label = (d: Device) => d.name;
const devices = (...names: string[]): Device[] => names.map((name, i) => ({ id: i + 1, name }));

describe('transfer list rules', () => {
  it('filters by label, ignoring case and surrounding spaces', () => {
    const all = labelled(devices('Truck 1', 'Crane 2', 'truck 3'), key, label);
    expect(filterItems(all, '  TRUCK ').map((e) => e.label)).toEqual(['Truck 1', 'truck 3']);
    expect(filterItems(all, '')).toBe(all);
    expect(filterItems(all, 'none')).toEqual([]);
  });

  it('select all is checked, mixed or unchecked over the shown items only', () => {
    const shown = labelled(devices('A', 'B'), key, label);
    expect(selectAllState(shown, new Set())).toBe('unchecked');
    expect(selectAllState(shown, new Set([1]))).toBe('mixed');
    expect(selectAllState(shown, new Set([1, 2, 99]))).toBe('checked');
    expect(selectAllState([], new Set([1]))).toBe('unchecked');
    // A key outside the shown items (filtered away) does not count.
    expect(selectAllState(shown, new Set([99]))).toBe('unchecked');
  });

  it('select all adds every shown item; pressed again it clears only those', () => {
    const shown = labelled(devices('A', 'B'), key, label);
    const all = toggleAll(shown, new Set([7]));
    expect([...all].sort()).toEqual([1, 2, 7]);
    expect([...toggleAll(shown, all)]).toEqual([7]);
    expect([...toggleOne(new Set([1]), 1)]).toEqual([]);
    expect([...toggleOne(new Set([1]), 2)]).toEqual([1, 2]);
  });

  it('moves the chosen items across, sorted in by label, never twice', () => {
    const from = devices('D10', 'D2', 'D3');
    const to = [
      { id: 9, name: 'D1' },
      { id: 8, name: 'D20' },
    ];
    const moved = moveChosen(from, to, new Set([1, 2]), key, label);
    expect(moved.from.map(label)).toEqual(['D3']);
    expect(moved.to.map(label)).toEqual(['D1', 'D2', 'D10', 'D20']);
    const again = moveChosen([{ id: 9, name: 'D1' }], to, new Set([9]), key, label);
    expect(again.to.map(label)).toEqual(['D1', 'D20']);
    expect(again.from).toEqual([]);
  });

  it('sorts numbers within labels as a person reads them', () => {
    expect(byLabel(devices('E10', 'e2', 'E1'), label).map(label)).toEqual(['E1', 'e2', 'E10']);
  });

  it('draws only the rows in view, with a margin', () => {
    expect(visibleWindow(10_000, 0, 320, 32, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleWindow(10_000, 3200, 320, 32, 5)).toEqual({ start: 95, end: 115 });
    expect(visibleWindow(12, 3200, 320, 32, 5)).toEqual({ start: 12, end: 12 });
    expect(visibleWindow(0, 0, 320, 32)).toEqual({ start: 0, end: 0 });
  });
});
