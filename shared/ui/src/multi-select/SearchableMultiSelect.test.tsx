import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Controlled } from '../testing/controlled.tsx';
import { renderWithUi } from '../testing/render.tsx';
import type { MultiSelectOption } from './MultiSelect.tsx';
import { SearchableMultiSelect } from './SearchableMultiSelect.tsx';

const options: MultiSelectOption<string>[] = [
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'Override', label: 'Override' },
  { value: 'None', label: 'None' },
];

function Harness({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  return (
    <Controlled initial={initial} onChange={onChange}>
      {(value, change) => (
        <SearchableMultiSelect label="Attestation Status" options={options} value={value} onChange={change} />
      )}
    </Controlled>
  );
}

describe('SearchableMultiSelect', () => {
  it('narrows the list as the user types and keeps it open while choosing; values keep the options order', async () => {
    const onChange = vi.fn();
    // Keys a few ms apart, as a person types: typed at once, the test DOM dropped a key between updates.
    const user = userEvent.setup({ delay: 20 });
    renderWithUi(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Attestation Status' });
    expect(box).toHaveAttribute('placeholder', 'All');

    await user.click(box);
    // Pasted, not typed key by key: on a busy machine the test DOM dropped a key between updates ('ovr').
    await user.paste('over');
    const list = await screen.findByRole('listbox', { name: 'Attestation Status' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Override']);
    await user.click(within(list).getByRole('option', { name: 'Override' }));
    expect(onChange).toHaveBeenLastCalledWith(['Override']);

    await user.clear(box);
    await user.paste('app');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Approved', 'Override']);
    expect(screen.getByRole('listbox', { name: 'Attestation Status' })).toBeVisible();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup({ delay: 20 });
    renderWithUi(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Attestation Status' });
    await user.click(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No Result Found')).toBeVisible();
  });

  it('shows the chosen labels in the box and clears them with its labelled button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: 20 });
    renderWithUi(<Harness initial={['None', 'Approved']} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Attestation Status' })).toHaveAttribute(
      'placeholder',
      'Approved, None',
    );
    await user.click(screen.getByRole('button', { name: 'Clear Attestation Status' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: 'Clear Attestation Status' })).toBeNull();
  });

  it('disabled: the box and its list button cannot be used and the choice cannot be cleared', () => {
    renderWithUi(
      <SearchableMultiSelect
        label="Projects"
        options={options}
        value={['Approved']}
        onChange={() => {}}
        disabled
        required
      />,
    );
    expect(screen.getByRole('combobox', { name: /Projects/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open Projects list' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear Projects' })).toBeNull();
  });
});
