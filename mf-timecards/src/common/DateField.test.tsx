import { renderWithUi } from '@tac/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

describe('DateField (over @tac/ui/date-picker)', () => {
  it('shows the day as MM/dd/yyyy and clears to null', async () => {
    const onChange = vi.fn();
    renderWithUi(<DateField label="From" clearable value={new Date(2026, 10, 16)} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/16/2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear From' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows an invalid date as empty', () => {
    renderWithUi(<DateField label="To" value={new Date(Number.NaN)} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('');
  });
});
