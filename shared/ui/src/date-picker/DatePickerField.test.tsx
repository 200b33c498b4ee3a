import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewDialog } from '../dialog/ViewDialog.tsx';
import { Controlled } from '../testing/controlled.tsx';
import { renderWithUi } from '../testing/render.tsx';
import { formatPickerDate, fromIsoDate, parsePickerDate, toIsoDate } from './calendar-date.ts';
import { DatePickerField, type DatePickerFieldProps } from './DatePickerField.tsx';

function Harness({
  initial = '',
  onChange,
  ...field
}: Pick<DatePickerFieldProps, 'min' | 'max' | 'clearable'> & {
  initial?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Controlled initial={initial} onChange={onChange}>
      {(value, change) => <DatePickerField label="From" {...field} value={value} onChange={change} />}
    </Controlled>
  );
}

describe('calendar-date', () => {
  it('formats MM/dd/yyyy and converts to and from YYYY-MM-DD', () => {
    expect(formatPickerDate({ year: 2026, month: 3, day: 9 })).toBe('03/09/2026');
    expect(toIsoDate({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
    expect(fromIsoDate('2026-02-30')).toBeUndefined();
    expect(fromIsoDate('')).toBeUndefined();
    expect(parsePickerDate('3/9/2026')?.toString()).toBe('2026-03-09');
    expect(parsePickerDate('13/01/2026')).toBeUndefined();
  });

  it('writes and reads MM/dd/yy with two year digits', () => {
    expect(formatPickerDate({ year: 2026, month: 11, day: 16 }, 2)).toBe('11/16/26');
    expect(formatPickerDate({ year: 2005, month: 1, day: 2 }, 2)).toBe('01/02/05');
    expect(parsePickerDate('11/16/26', 2)?.toString()).toBe('2026-11-16');
    expect(parsePickerDate('11/16/2026', 2)).toBeUndefined();
  });
});

describe('DatePickerField', () => {
  it('shows the picked day as MM/dd/yyyy in a labelled, read-only input, with no calendar while closed', () => {
    const { container } = renderWithUi(<Harness initial="2026-03-09" />);
    const input = screen.getByRole('textbox', { name: 'From' });
    expect(input).toHaveValue('03/09/2026');
    expect(input).toHaveAttribute('readonly');
    // Closed pickers render no day cells (lazyMount): a screen with four of them stays quick.
    expect(container.ownerDocument.querySelector('[data-part="table-cell"]')).toBeNull();
  });

  // A month of zag-driven calendar cells is slow in the test DOM on a busy machine: a longer timeout.
  it('opens a calendar from its button, refuses days before min, and picks a day', async () => {
    const onChange = vi.fn();
    renderWithUi(<Harness initial="2026-03-09" min="2026-03-05" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose From' }));
    const calendar = await screen.findByRole('application');
    expect(within(calendar).getByRole('button', { name: /March 4, 2026$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByLabelText(/March 12, 2026$/));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-03-12'));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('03/12/2026');
  }, 30_000);

  it('shows MM/dd/yy when asked for two year digits', () => {
    renderWithUi(
      <DatePickerField label="TimeCard Date" value="2026-11-16" yearDigits={2} onChange={() => {}} />,
    );
    expect(screen.getByRole('textbox', { name: 'TimeCard Date' })).toHaveValue('11/16/26');
  });

  it("a table's filter inside a dialog opens its calendar inside the dialog, not at the page's end", async () => {
    renderWithUi(
      <ViewDialog open title="Revision History" size="full" onClose={() => {}}>
        <DatePickerField label="TimeCard Date" value="2026-03-09" inTable onChange={() => {}} />
      </ViewDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revision History' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose TimeCard Date' }));
    const calendar = await screen.findByRole('application');
    expect(dialog).toContainElement(calendar);
  }, 30_000);

  it('clears when clearable', async () => {
    const onChange = vi.fn();
    renderWithUi(<Harness initial="2026-03-09" clearable onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear From' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue(''));
  });
});

describe('DatePickerField in a table header', () => {
  it('keeps its label for screen readers and puts its calendar outside the table', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(
      <table aria-label="Rows">
        <thead>
          <tr>
            <th>
              <DatePickerField
                label="Filter Week Ending Date"
                inTable
                clearable
                value=""
                onChange={onChange}
              />
            </th>
          </tr>
        </thead>
      </table>,
    );
    expect(screen.getByRole('textbox', { name: 'Filter Week Ending Date' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Filter Week Ending Date' }));
    const calendar = await screen.findByLabelText('Filter Week Ending Date calendar');
    expect(container.querySelector('table')?.contains(calendar)).toBe(false);
    expect(container.querySelectorAll('table table')).toHaveLength(0);
  });
});
