import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { DateFilter } from './DateFilter.tsx';

describe('DateFilter', () => {
  it('shows the filtered day as MM/dd/yyyy, or MM/DD/YY with two year digits', () => {
    renderWithUi(
      <>
        <DateFilter label="Filter Week Ending Date" value="2026-11-22" onChange={() => {}} />
        <DateFilter label="Filter TimeCard Date" value="2026-11-16" onChange={() => {}} yearDigits={2} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Filter Week Ending Date' })).toHaveValue('11/22/2026');
    expect(screen.getByRole('textbox', { name: 'Filter TimeCard Date' })).toHaveValue('11/16/26');
  });

  it('clears to no filter', async () => {
    const onChange = vi.fn();
    renderWithUi(<DateFilter label="Filter Synced Date Time" value="2026-11-16" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter Synced Date Time' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
