import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, ReferenceMessages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeMaterialApi, materials } from '../testing/fake-material-api.ts';
import { MaterialListPage } from './MaterialListPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

let server: ReturnType<typeof createFakeMaterialApi>;

function signInWith(claims: string[]) {
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));
}

function renderPage() {
  renderWithUi(
    <>
      <MaterialListPage />
      <AppToaster />
    </>,
  );
}

const table = () => screen.getByRole('table', { name: 'Material List' });
const postsTo = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);

describe('MaterialListPage', () => {
  beforeEach(() => {
    server = createFakeMaterialApi([
      { id: 1, displayText: 'Gravel' },
      { id: 2, displayText: 'Sand' },
    ]);
    vi.mocked(api.get).mockImplementation(server.get as typeof api.get);
    vi.mocked(api.post).mockImplementation(server.post as typeof api.post);
    signInWith([PageClaim.MaterialList, ButtonClaim.ReferenceListEdit]);
  });

  afterEach(() => {
    toaster.remove();
    vi.clearAllMocks();
  });

  it('lists the materials of page 1 under the heading, with the search box and pager', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Material List' })).toBeInTheDocument();
    expect(await within(table()).findByText('Gravel')).toBeInTheDocument();
    expect(within(table()).getByText('Sand')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(ApiPaths.materialList.list, { SearchText: [], Skip: 0, Take: 100 });
    expect(screen.getByRole('searchbox', { name: 'Search Material List' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Add Material List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Gravel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Sand' })).toBeInTheDocument();
  });

  it("shows 'no result found' (spec 002 §2) when there are no materials", async () => {
    server.rows = [];
    renderPage();
    expect(await screen.findByText(ReferenceMessages.noResult)).toBeInTheDocument();
  });

  it('empties the list and shows the message when a load fails', async () => {
    server.rows = materials(150);
    renderPage();
    expect(await within(table()).findByText('Material 1')).toBeInTheDocument();

    server.failNext.set(ApiPaths.materialList.list, 'The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(ReferenceMessages.noResult)).toBeInTheDocument();
    expect(within(table()).queryByText('Material 1')).not.toBeInTheDocument();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
  });

  it('hides add, edit and delete without the reference-list edit claim', async () => {
    signInWith([PageClaim.MaterialList]);
    renderPage();
    expect(await within(table()).findByText('Gravel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Material List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Gravel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Gravel' })).not.toBeInTheDocument();
  });

  it('refuses to add an empty name: toasts the message, marks the field, sends nothing, Save stays usable', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Material List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material List' });
    const field = within(dialog).getByRole('textbox', { name: 'Material List' });
    expect(field).toHaveAttribute('placeholder', 'Enter Material');

    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Spec 002 §8: a toast, not a text under the field; the field is marked for screen readers.
    expect(await screen.findByText(ReferenceMessages.materialList.required)).toBeInTheDocument();
    expect(within(dialog).queryByText(ReferenceMessages.materialList.required)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(ApiPaths.materialList.save)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('does not accept a 51st character and counts what is typed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Material List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material List' });
    const field = within(dialog).getByRole('textbox', { name: 'Material List' });

    await userEvent.type(field, 'x'.repeat(51));
    expect(field).toHaveValue('x'.repeat(50));
    expect(within(dialog).getByText('50/50')).toBeInTheDocument();
  });

  it('adds a material: sends the trimmed name, toasts the server message, closes and reloads', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Material List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material List' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Material List' }), '  Cement {Enter}');

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.materialList.save)).toEqual([
      [ApiPaths.materialList.save, { DisplayText: 'Cement' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('Cement')).toBeInTheDocument();
  });

  it('keeps the modal open with the text when the server refuses the save', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Material List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material List' });
    server.failNext.set(ApiPaths.materialList.save, ReferenceMessages.materialList.duplicate);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Material List' }), 'Gravel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ReferenceMessages.materialList.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Material List' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Material List' })).toHaveValue('Gravel');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('edits a record loaded by id: Edit title, Update button, sends the Id', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gravel' }));
    expect(api.get).toHaveBeenCalledWith(ApiPaths.materialList.byId, { materialId: 1 });

    const dialog = await screen.findByRole('dialog', { name: 'Edit Material List' });
    const field = within(dialog).getByRole('textbox', { name: 'Material List' });
    expect(field).toHaveValue('Gravel');
    await userEvent.clear(field);
    await userEvent.type(field, 'Crushed gravel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.materialList.save)).toEqual([
      [ApiPaths.materialList.save, { Id: 1, DisplayText: 'Crushed gravel' }],
    ]);
    expect(await within(table()).findByText('Crushed gravel')).toBeInTheDocument();
  });

  it('does not open the editor when the record cannot be loaded', async () => {
    renderPage();
    server.failNext.set(ApiPaths.materialList.byId, ReferenceMessages.materialList.notFound);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gravel' }));
    expect(await screen.findByText(ReferenceMessages.materialList.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting, with the exact question, then deletes and reloads', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gravel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure? Do you want to delete this Material List?');

    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.materialList.delete)).toEqual([[ApiPaths.materialList.delete, { Id: 1 }]]);
    await waitFor(() => expect(within(table()).queryByText('Gravel')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the material when the deletion is declined', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gravel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(postsTo(ApiPaths.materialList.delete)).toHaveLength(0);
    expect(within(table()).getByText('Gravel')).toBeInTheDocument();
  });
});
