import { type Answer, ApiError, api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { deferred } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DivisionPage } from '../division/DivisionPage.tsx';
import { EquipmentListPage } from '../equipment-list/EquipmentListPage.tsx';
import { ForecastPage } from '../forecast/ForecastPage.tsx';
import { formatForecastDate, localToday } from '../forecast/rules.ts';
import { MaterialListPage } from '../material-list/MaterialListPage.tsx';
import { PayCodeListPage } from '../pay-code/PayCodeListPage.tsx';
import { PayrollNotePage } from '../payroll-note/PayrollNotePage.tsx';
import { StatusCodeListPage } from '../status-code-list/StatusCodeListPage.tsx';
import { SupervisorOverrideReasonPage } from '../supervisor-override-reason/SupervisorOverrideReasonPage.tsx';
import { createFakeMaterialApi } from '../testing/fake-material-api.ts';
import {
  createFakeDivisionApi,
  createFakeEquipmentApi,
  createFakeForecastApi,
  createFakeOverrideReasonApi,
  createFakePayCodeApi,
  createFakePayrollNoteApi,
  createFakeStatusCodeApi,
} from '../testing/fake-reference-apis.ts';
import { renderPage, serveWith, signInWith } from '../testing/render-page.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

/**
 * The rules every reference list shares (spec 002 §4), run on each of the screens so that a
 * list whose definition drifts from the shared page is caught: a failed load empties the list, a
 * delete that empties the last page steps back, Save is disabled while a save is pending.
 */

const numbered = (i: number) => String(i).padStart(3, '0');
const futureDay = (i: number) => {
  const now = new Date();
  return localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i));
};

interface ListCase {
  name: string;
  page: () => ReactElement;
  claim: string;
  paths: { list: string; exportCsv: string };
  /** A fake server holding `count` rows; `label(i)` is how row i shows (and names its buttons). */
  serve: (count: number) => { get: unknown; post: unknown; failNext: Map<string, string> };
  label: (i: number) => string;
  deleteConfirm?: string;
  /** Fills the add dialog with a valid entry. */
  fillAdd?: (dialog: HTMLElement) => Promise<void>;
  addTitle?: string;
}

const typeInto = (dialog: HTMLElement, field: string, text: string) =>
  userEvent.type(within(dialog).getByRole('textbox', { name: field }), text);

const cases: ListCase[] = [
  {
    name: 'Material List',
    page: () => <MaterialListPage />,
    claim: PageClaim.MaterialList,
    paths: ApiPaths.materialList,
    serve: (n) =>
      createFakeMaterialApi(
        Array.from({ length: n }, (_, i) => ({ id: i + 1, displayText: `M ${numbered(i + 1)}` })),
      ),
    label: (i) => `M ${numbered(i)}`,
    deleteConfirm: ReferenceMessages.materialList.deleteConfirm,
    addTitle: 'Add Material List',
    fillAdd: (dialog) => typeInto(dialog, 'Material List', 'Rebar'),
  },
  {
    name: 'Payroll Note List',
    page: () => <PayrollNotePage />,
    claim: PageClaim.PayrollNote,
    paths: ApiPaths.payrollNote,
    serve: (n) =>
      createFakePayrollNoteApi(
        Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          name: `P ${numbered(i + 1)}`,
          isActive: true,
          isDeleted: false,
        })),
      ),
    label: (i) => `P ${numbered(i)}`,
    deleteConfirm: ReferenceMessages.payrollNote.deleteConfirm,
    addTitle: 'Add Payroll Note',
    fillAdd: (dialog) => typeInto(dialog, 'Payroll Note', 'Standby'),
  },
  {
    name: 'Equipment List',
    page: () => <EquipmentListPage />,
    claim: PageClaim.EquipmentList,
    paths: ApiPaths.equipmentList,
    serve: (n) =>
      createFakeEquipmentApi(
        Array.from({ length: n }, (_, i) => ({ id: i + 1, displayText: `E ${numbered(i + 1)}` })),
      ),
    label: (i) => `E ${numbered(i)}`,
    deleteConfirm: ReferenceMessages.equipmentList.deleteConfirm,
    addTitle: 'Add Equipment List',
    fillAdd: (dialog) => typeInto(dialog, 'Equipment List', 'Light Tower'),
  },
  {
    name: 'Status Code List',
    page: () => <StatusCodeListPage />,
    claim: PageClaim.StatusCodeList,
    paths: ApiPaths.statusCodeList,
    serve: (n) =>
      createFakeStatusCodeApi(
        Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          statusInitial: numbered(i + 1),
          displayText: 'Code',
          isActive: true,
        })),
      ),
    label: (i) => `${numbered(i)} - Code`,
    deleteConfirm: ReferenceMessages.statusCodeList.deleteConfirm,
    addTitle: 'Add Status Code',
    fillAdd: async (dialog) => {
      await typeInto(dialog, 'Status Initial', 'RW');
      await typeInto(dialog, 'Description', 'Rework');
    },
  },
  {
    name: 'Supervisor Override Reason List',
    page: () => <SupervisorOverrideReasonPage />,
    claim: PageClaim.SupervisorOverrideReason,
    paths: ApiPaths.supervisorOverrideReason,
    serve: (n) =>
      createFakeOverrideReasonApi(
        Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          displayText: `R ${numbered(i + 1)}`,
          isActive: true,
          isDeleted: false,
        })),
      ),
    label: (i) => `R ${numbered(i)}`,
    deleteConfirm: ReferenceMessages.supervisorOverrideReason.deleteConfirm,
    addTitle: 'Add Supervisor Override Reason',
    fillAdd: (dialog) => typeInto(dialog, 'Supervisor Override Reason', 'Wrong task'),
  },
  {
    name: 'Pay Code List',
    page: () => <PayCodeListPage />,
    claim: PageClaim.PayCodeList,
    paths: ApiPaths.payCodeList,
    serve: (n) =>
      createFakePayCodeApi(
        Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          code: `C${numbered(i + 1)}`,
          description: 'Code',
          countsAs: 'Regular',
          isActive: true,
        })),
      ),
    label: (i) => `C${numbered(i)} - Code`,
    deleteConfirm: ReferenceMessages.payCodeList.deleteConfirm,
    addTitle: 'Add Pay Code',
    fillAdd: async (dialog) => {
      await typeInto(dialog, 'Code', 'STBY');
      await typeInto(dialog, 'Description', 'Standby');
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Counts As' }));
      await userEvent.click(await within(dialog).findByRole('option', { name: 'Regular' }));
    },
  },
  {
    name: 'Forecast',
    page: () => <ForecastPage />,
    claim: PageClaim.ForeCast,
    paths: ApiPaths.forecast,
    serve: (n) =>
      createFakeForecastApi(
        Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          forecastDate: futureDay(i + 1),
          forecastDays: 0,
          isPastDate: false,
          previousForecastDate: null,
        })),
        futureDay(0),
      ),
    label: (i) => formatForecastDate(futureDay(i)),
    deleteConfirm: ReferenceMessages.forecast.deleteConfirm,
  },
  {
    name: 'Divisions',
    page: () => <DivisionPage />,
    claim: PageClaim.Division,
    paths: ApiPaths.division,
    serve: (n) =>
      createFakeDivisionApi(
        Array.from({ length: n }, (_, i) => ({
          divisionId: i + 1,
          divisionName: `D ${numbered(i + 1)}`,
          isActive: true,
        })),
      ),
    label: (i) => `D ${numbered(i)}`,
  },
];

const table = (name: string) => screen.getByRole('table', { name });

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe.each(cases)('$name', (list) => {
  it('empties the list and shows the no-result notice when a reload fails', async () => {
    const server = list.serve(3);
    serveWith(server);
    signInWith([list.claim, ButtonClaim.ReferenceListEdit]);
    renderPage(list.page());
    expect(await within(table(list.name)).findByText(list.label(1))).toBeInTheDocument();
    server.failNext.set(list.paths.list, 'The server could not be reached.');
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(await screen.findByText(ReferenceMessages.noResult, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(table(list.name)).queryByText(list.label(1))).not.toBeInTheDocument();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
  });

  it('exports its current view as CSV from the server: the search the list sent', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'list.csv' });
    serveWith(list.serve(3));
    signInWith([list.claim]);
    renderPage(list.page());
    expect(await within(table(list.name)).findByText(list.label(1))).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), '2');
    const searched = () =>
      vi
        .mocked(api.post)
        .mock.calls.filter(([path]) => path === list.paths.list)
        .map(([, body]) => (body as { SearchText: unknown[] }).SearchText)
        .find((search) => search.length > 0);
    await waitFor(() => expect(searched()).toBeDefined(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const fileName = `${list.name.toLowerCase().replaceAll(' ', '-')}.csv`;
    await waitFor(() =>
      expect(api.getFile).toHaveBeenCalledWith(
        list.paths.exportCsv,
        { search: JSON.stringify(searched()) },
        fileName,
      ),
    );
  });
});

describe.each(cases.filter((list) => list.deleteConfirm))('$name, with delete', (list) => {
  it('asks its question and steps back a page when a delete empties the last one', async () => {
    serveWith(list.serve(101));
    signInWith([list.claim, ButtonClaim.ReferenceListEdit]);
    renderPage(list.page());
    // Asked of the pager, not the page: a role query over a hundred rows' buttons costs far more.
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(await within(pager).findByRole('button', { name: 'Page 2' }));
    expect(await within(table(list.name)).findByText(list.label(101))).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 2');
    await userEvent.click(screen.getByRole('button', { name: `Delete ${list.label(101)}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(list.deleteConfirm as string);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 1'));
    expect(await within(table(list.name)).findByText(list.label(1))).toBeInTheDocument();
  });
});

describe.each(cases.filter((list) => list.fillAdd))('$name, with add', (list) => {
  it('disables Save while a save is pending and enables it again after a refusal', async () => {
    serveWith(list.serve(1));
    signInWith([list.claim, ButtonClaim.ReferenceListEdit]);
    renderPage(list.page());
    await userEvent.click(await screen.findByRole('button', { name: list.addTitle }));
    const dialog = await screen.findByRole('dialog', { name: list.addTitle });
    await list.fillAdd?.(dialog);
    const answer = deferred<Answer<unknown>>();
    vi.mocked(api.post).mockImplementationOnce(() => answer.promise as never);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save/ })).toBeDisabled());
    answer.reject(new ApiError('Already exists', 400));
    expect(await screen.findByText('Already exists')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: list.addTitle })).toBeInTheDocument();
  });
});
