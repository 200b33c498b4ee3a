import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, type ForecastItem, PageClaim, ReferenceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeForecastApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest } from '../testing/render-page.tsx';
import { ForecastPage } from './ForecastPage.tsx';
import { localToday } from './rules.ts';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const iso = (offsetDays: number) => {
  const now = new Date();
  return localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays));
};
const shown = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
};

const today = iso(0);
const rows = (): ForecastItem[] => [
  { id: 1, forecastDate: iso(-3), forecastDays: 5, isPastDate: true, previousForecastDate: null },
  { id: 2, forecastDate: today, forecastDays: 0, isPastDate: false, previousForecastDate: null },
  { id: 3, forecastDate: iso(40), forecastDays: 7, isPastDate: false, previousForecastDate: null },
];

let server: ReturnType<typeof createFakeForecastApi>;
const table = () => screen.getByRole('table', { name: 'Forecast' });

describe('ForecastPage', () => {
  serveEachTest(() => {
    server = createFakeForecastApi(rows(), today);
    return server;
  }, [PageClaim.ForeCast, ButtonClaim.ReferenceListEdit]);

  it('shows dates as MM/DD/YYYY; edit icons only for today and later, delete on every row', async () => {
    renderPage(<ForecastPage />);
    expect(await within(table()).findByText(shown(iso(-3)))).toBeInTheDocument();
    expect(within(table()).getByText(shown(today))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${shown(iso(-3))}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete ${shown(iso(-3))}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${shown(today)}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit ${shown(iso(40))}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Forecast Date' })).toBeInTheDocument();
  });

  // A month of zag-driven calendar cells is slow in the test DOM on a busy machine: a longer timeout.
  it('adds a date picked from the calendar: read-only field, past days refused, forecastDays 0', async () => {
    renderPage(<ForecastPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Forecast Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Forecast Date' });
    const input = within(dialog).getByRole('textbox', { name: 'Forecast Date' });
    expect(input).toHaveAttribute('readonly');

    // Nothing picked: the message shows, nothing is sent, Save is usable again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ReferenceMessages.forecast.required)).toBeInTheDocument();
    expect(postsTo(ApiPaths.forecast.save)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Forecast Date' }));
    const calendar = await within(dialog).findByRole('application');
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const longDay = (d: Date) =>
      d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    // By label: role queries over a whole month of cells are slow in the test DOM.
    if (day > 1) {
      const yesterday = within(calendar).getByLabelText(
        new RegExp(`${longDay(new Date(year, month - 1, day - 1))}$`),
      );
      expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(
      within(calendar).getByLabelText(`Choose ${longDay(new Date(year, month - 1, day))}`),
    );
    await waitFor(() => expect(input).toHaveValue(shown(today)));
    // Picked, not typed: typing does not change the field.
    await userEvent.type(input, '1');
    expect(input).toHaveValue(shown(today));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.forecast.save)).toEqual([{ forecastDate: today, forecastDays: 0 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('edits a date loaded by id, sending the previous date; says "updated successfully"', async () => {
    renderPage(<ForecastPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${shown(iso(40))}` }));
    expect(api.get).toHaveBeenCalledWith(ApiPaths.forecast.byId, { forecastId: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Forecast Date' });
    expect(within(dialog).getByRole('textbox', { name: 'Forecast Date' })).toHaveValue(shown(iso(40)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('updated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.forecast.save)).toEqual([
      { id: 3, forecastDate: iso(40), forecastDays: 7, previousForecastDate: iso(40) },
    ]);
  });

  it('asks the exact question before deleting, under the Confirmation header', async () => {
    renderPage(<ForecastPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${shown(iso(-3))}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure? Do you want to delete this Forecast?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.forecast.delete)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(within(table()).queryByText(shown(iso(-3)))).not.toBeInTheDocument());
  });
});
