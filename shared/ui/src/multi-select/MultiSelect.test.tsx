import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '../testing/controlled.tsx';
import { renderWithUi } from '../testing/render.tsx';
import { MultiSelect, type MultiSelectOption, SingleSelect, summarizeLabels } from './MultiSelect.tsx';

const options: MultiSelectOption<number>[] = [
  { value: 0, label: 'All Divisions' },
  { value: 7, label: 'North' },
  { value: 3, label: 'South' },
];

function Harness({ initial = [] as number[], disabled = false, onChange = (_: number[]) => {} }) {
  const field = { label: 'Device Access By Groups', options, disabled };
  return (
    <Controlled initial={initial} onChange={onChange}>
      {(value, change) => <MultiSelect {...field} value={value} onChange={change} />}
    </Controlled>
  );
}

describe('MultiSelect', () => {
  it('shows the placeholder, then the chosen labels; keeps the list open while choosing', async () => {
    const onChange = vi.fn();
    renderWithUi(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Device Access By Groups' });
    expect(trigger).toHaveTextContent('Select');

    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Device Access By Groups' });
    await userEvent.click(within(list).getByRole('option', { name: 'South' }));
    await userEvent.click(within(list).getByRole('option', { name: 'North' }));
    // Values come back in the options' order, whatever the clicking order.
    expect(onChange).toHaveBeenLastCalledWith([7, 3]);
    expect(within(list).getByRole('option', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    expect(trigger).toHaveTextContent('North, South');

    await userEvent.click(within(list).getByRole('option', { name: 'North' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
  });

  it('ignores values that are not options and can be disabled', () => {
    renderWithUi(<Harness initial={[3, 42]} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Device Access By Groups' });
    expect(trigger).toHaveTextContent('South');
    expect(trigger).not.toHaveTextContent('42');
    expect(trigger).toBeDisabled();
  });

  it('shows allLabel when every option is chosen, the labels otherwise', () => {
    const yesNo: MultiSelectOption<string>[] = [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ];
    const view = (value: string[]) => (
      <MultiSelect
        label="Signature"
        options={yesNo}
        value={value}
        placeholder="All"
        allLabel="All"
        onChange={() => {}}
      />
    );
    const { rerender } = renderWithUi(view(['Yes', 'No']));
    const trigger = screen.getByRole('combobox', { name: 'Signature' });
    expect(trigger).toHaveTextContent('All');
    expect(trigger).not.toHaveTextContent('Yes');
    rerender(view(['No']));
    expect(trigger).toHaveTextContent('No');
    expect(trigger).not.toHaveTextContent('All');
  });
});

describe('SingleSelect', () => {
  it('chooses one option and closes', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <SingleSelect
        label="Group Access"
        options={options}
        value={null}
        placeholder="Select group"
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Group Access' });
    expect(trigger).toHaveTextContent('Select group');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'South' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe('summarizeLabels', () => {
  it('names up to two choices and counts the rest', () => {
    expect(summarizeLabels([])).toBe('');
    expect(summarizeLabels(['North', 'South'])).toBe('North, South');
    expect(summarizeLabels(['North', 'South', 'East', 'West'])).toBe('North, South +2 more');
  });
});
