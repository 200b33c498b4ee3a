import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '../testing/controlled.tsx';
import { renderWithUi } from '../testing/render.tsx';
import { CheckList } from './CheckList.tsx';
import { TransferList } from './TransferList.tsx';
import type { ItemKey } from './transfer-rules.ts';

interface Device {
  id: number;
  name: string;
}
const key = (d: Device) => d.id;
const label = (d: Device) => d.name;
const many = (count: number, from = 1): Device[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Device ${from + i}` }));

/** A caller that holds both lists, as the assign modals do, and reports each change. */
function Harness(props: { unassigned: Device[]; assigned: Device[]; onChange?: () => void }) {
  return (
    <Controlled
      initial={{ unassigned: props.unassigned, assigned: props.assigned }}
      onChange={props.onChange}
    >
      {(lists, change) => (
        <TransferList label="Devices" {...lists} itemKey={key} itemLabel={label} onChange={change} />
      )}
    </Controlled>
  );
}

const pane = (name: string) => screen.getByRole('group', { name });
const rowsOf = (name: string) =>
  within(pane(name))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('TransferList', () => {
  it('moves checked items across with the arrows, in label order', async () => {
    renderWithUi(<Harness unassigned={many(3)} assigned={[{ id: 10, name: 'Device 10' }]} />);
    const assign = screen.getByRole('button', { name: 'Assign selected Devices' });
    expect(assign).toBeDisabled();
    // Clicking a row's text toggles it, as its checkbox does.
    await userEvent.click(screen.getByText('Device 1'));
    await userEvent.click(within(pane('Unassigned Devices')).getAllByRole('checkbox')[2] as HTMLElement);
    expect(assign).toBeEnabled();
    await userEvent.click(assign);
    expect(rowsOf('Unassigned Devices')).toEqual(['Device 2']);
    expect(rowsOf('Assigned Devices')).toEqual(['Device 1', 'Device 3', 'Device 10']);
    expect(assign).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all Assigned Devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unassign selected Devices' }));
    expect(rowsOf('Assigned Devices')).toEqual([]);
    expect(rowsOf('Unassigned Devices')).toEqual(['Device 1', 'Device 2', 'Device 3', 'Device 10']);
    expect(within(pane('Assigned Devices')).getByText('No Result Found')).toBeInTheDocument();
  });

  it('select all takes only the items the search shows', async () => {
    renderWithUi(<Harness unassigned={[...many(3), { id: 20, name: 'Crane' }]} assigned={[]} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Unassigned Devices' }), 'crane');
    expect(rowsOf('Unassigned Devices')).toEqual(['Crane']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all Unassigned Devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign selected Devices' }));
    expect(rowsOf('Assigned Devices')).toEqual(['Crane']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search Unassigned Devices' }));
    expect(rowsOf('Unassigned Devices')).toEqual(['Device 1', 'Device 2', 'Device 3']);
  });

  it('shows a spinner while a pane loads, and nothing moves while disabled', () => {
    const onChange = vi.fn();
    renderWithUi(
      <TransferList
        label="Projects"
        unassigned={many(2)}
        assigned={[]}
        itemKey={key}
        itemLabel={label}
        onChange={onChange}
        loading={{ assigned: true }}
        disabled
      />,
    );
    expect(within(pane('Assigned Projects')).getByLabelText('Loading')).toBeInTheDocument();
    for (const box of within(pane('Unassigned Projects')).getAllByRole('checkbox'))
      expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select all Unassigned Projects' })).toBeDisabled();
  });
});

const items = many(10_000);

const sourceDevices = { title: 'Source Devices', items, itemKey: key, itemLabel: label, height: 320 };

/** A caller that holds the checked keys, as the copy view does. */
function Chooser({ onChosen }: { onChosen?: (keys: Set<ItemKey>) => void }) {
  return (
    <Controlled initial={() => new Set<ItemKey>()} onChange={onChosen}>
      {(chosen, change) => <CheckList {...sourceDevices} chosen={chosen} onChosenChange={change} />}
    </Controlled>
  );
}

describe('CheckList with 10,000 items', () => {
  it('draws only the rows in view and follows the scroll', () => {
    renderWithUi(<Chooser />);
    const list = pane('Source Devices');
    const drawn = within(list).getAllByRole('checkbox');
    expect(drawn.length).toBeLessThan(40);
    expect(screen.getByText('10000')).toBeInTheDocument();
    act(() => {
      list.scrollTop = 32 * 5000;
      fireEvent.scroll(list);
    });
    expect(within(list).getByText('Device 5001')).toBeInTheDocument();
    expect(within(list).queryByText('Device 1')).not.toBeInTheDocument();
  });

  it('is one tab stop; arrows, End and Home move through every item; Space checks', async () => {
    const onChosen = vi.fn();
    renderWithUi(<Chooser onChosen={onChosen} />);
    const list = pane('Source Devices');
    const first = within(list).getByRole('checkbox', { name: 'Device 1' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .filter((box) => box.tabIndex === 0),
    ).toEqual([first]);
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getByRole('checkbox', { name: 'Device 2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(list).getByRole('checkbox', { name: 'Device 10000' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect([...(onChosen.mock.lastCall?.[0] ?? [])]).toEqual([10_000]);
    await userEvent.keyboard('{Home}');
    expect(within(list).getByRole('checkbox', { name: 'Device 1' })).toHaveFocus();
  });

  it('filters 10,000 items as typed', async () => {
    renderWithUi(<Chooser />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Source Devices' }), '9999');
    expect(
      within(pane('Source Devices'))
        .getAllByRole('checkbox')
        .map((b) => b.closest('label')?.textContent),
    ).toEqual(['Device 9999']);
    expect(screen.getByText('1 of 10000')).toBeInTheDocument();
  });
});
