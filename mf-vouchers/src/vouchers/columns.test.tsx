import { renderWithUi } from '@tac/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { voucherColumns } from './columns.tsx';

/** The real date picker of a column's filter, showing `value`. */
function filterOf(header: string, value: string) {
  const column = voucherColumns({ act: () => {}, withRevisions: true }).find((c) => c.header === header);
  const search = column?.search;
  if (!search || !('render' in search) || !search.render) throw new Error(`${header} has no filter`);
  renderWithUi(<div>{search.render(value, () => {})}</div>);
  return screen.getByRole('textbox', { name: `Filter ${header}` });
}

describe('voucher date filters', () => {
  it('the TimeCard Date filter shows MM/DD/YY (spec 002 §2)', () => {
    expect(filterOf('TimeCard Date', '2026-11-16')).toHaveValue('11/16/26');
  });

  it('the Synced Date Time filter keeps the pickers’ MM/dd/yyyy (spec 002 §9)', () => {
    expect(filterOf('Synced Date Time', '2026-11-16')).toHaveValue('11/16/2026');
  });
});
