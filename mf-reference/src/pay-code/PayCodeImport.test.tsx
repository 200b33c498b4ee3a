import type { Answer } from '@tac/api-client';
import { ApiPaths, ButtonClaim, type ImportRequest, type ImportResult, PageClaim } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakePayCodeApi } from '../testing/fake-reference-apis.ts';
import { postsTo, renderPage, serveEachTest, serveWith, signInWith } from '../testing/render-page.tsx';
import { PayCodeListPage } from './PayCodeListPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const HEADER = 'Pay Code,Counts As,Active';
const BAD = `${HEADER}\nNEW - Night,Regular,Yes\nR G - Spaced,Regular,Yes\n`;
const GOOD = `${HEADER}\nNEW - Night,Regular,Yes\nOT - Overtime,Overtime,No\n`;
const csv = (text: string) => new File([text], 'pay-codes.csv', { type: 'text/csv' });

/**
 * The pay code list's fake server with its import: a file holding 'R G' is refused on line 3, any
 * other adds NEW (so the refreshed list shows it).
 */
function payCodeServer() {
  const server = createFakePayCodeApi([
    { id: 1, code: 'OT', description: 'Overtime', countsAs: 'Overtime', isActive: true },
  ]);
  const answer = (body: ImportRequest, committed: boolean): Answer<ImportResult> => {
    const refused = body.csv.includes('R G');
    const errors = refused
      ? [{ row: 3, column: 'Pay Code', message: 'Pay code may hold only letters, digits, - and _' }]
      : [];
    const counts = refused ? { created: 0, updated: 0 } : { created: 1, updated: 1 };
    return {
      data: { rowCount: 2, ...counts, errors, committed },
      message: committed ? 'Imported: 1 added, 1 updated' : '',
      totalCount: 2,
    };
  };
  return {
    get: server.get,
    post: async (path: string, body?: unknown) => {
      if (path === ApiPaths.payCodeList.importPreview) return answer(body as ImportRequest, false);
      if (path === ApiPaths.payCodeList.import) {
        server.rows = [
          ...server.rows,
          { id: 2, code: 'NEW', description: 'Night', countsAs: 'Regular', isActive: true },
        ];
        return answer(body as ImportRequest, true);
      }
      return server.post(path, body);
    },
  };
}

const table = () => screen.getByRole('table', { name: 'Pay Code List' });

describe('Pay Code List: CSV import', () => {
  serveEachTest(payCodeServer, [PageClaim.PayCodeList, ButtonClaim.ReferenceListEdit]);

  it('previews a file by its refused lines, keeps Import off, then imports a good one: toasted, the list refreshed', async () => {
    renderPage(<PayCodeListPage />);
    await within(table()).findByText('OT - Overtime');
    // Opened from the keyboard as well as by a click.
    screen.getByRole('button', { name: 'Import CSV' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Import Pay Codes' });
    expect(dialog).toHaveTextContent('Pay Code, Counts As, Active');
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv(BAD));
    const errors = await within(dialog).findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(
      '3Pay CodePay code may hold only letters, digits, - and _',
    );
    expect(within(dialog).getByText(/1 line\(s\) of the file have errors/)).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv(GOOD));
    expect(
      await within(dialog).findByText('2 row(s) are valid. Pay Codes: 1 to add, 1 to update.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(importButton).toBeEnabled());
    await userEvent.click(importButton);
    expect(await screen.findByText('Imported: 1 added, 1 updated')).toBeInTheDocument();
    expect(postsTo(ApiPaths.payCodeList.import)).toEqual([{ fileName: 'pay-codes.csv', csv: GOOD }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('NEW - Night')).toBeInTheDocument();
  });

  it('offers no import to a reader of the list', async () => {
    serveWith(payCodeServer());
    signInWith([PageClaim.PayCodeList]);
    renderPage(<PayCodeListPage />);
    await within(table()).findByText('OT - Overtime');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
