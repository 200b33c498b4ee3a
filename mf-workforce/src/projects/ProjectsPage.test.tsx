import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, RoleName, WorkforceMessages } from '@tac/contracts';
import { deferred } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToast, postsTo, renderPage, serveFreshDemo, signInAs } from '../testing/render-page.tsx';
import { ProjectsPage } from './ProjectsPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const EDITOR = [ButtonClaim.ProjectEdit, ButtonClaim.ProjectStatusEdit];
const table = () => screen.getByRole('table', { name: 'Projects' });
const pane = (name: string) => screen.findByRole('list', { name });
const itemsOf = async (name: string) =>
  within(await pane(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Projects page', () => {
  beforeEach(() => {
    serveFreshDemo();
    signInAs(RoleName.Administrator, EDITOR);
  });

  it("lists active projects as 'number - name' and shows the first one's task codes and devices", async () => {
    renderPage(<ProjectsPage />);
    expect(await within(table()).findByText('24-1001 - Project 1')).toBeInTheDocument();
    expect(within(table()).queryByText('24-1003 - Project 3')).not.toBeInTheDocument();
    expect(await itemsOf('Task Codes')).toEqual(['100 - Formwork', '200 - Concrete']);
    expect(await itemsOf('Devices')).toEqual(['TAB-001', 'TAB-002']);

    await userEvent.click(within(table()).getByText('24-1002 - Project 2'));
    await waitFor(() => expect(screen.getAllByText('No Result Found')).toHaveLength(2));
    expect(postsTo(ApiPaths.projects.tasksAndDevices).length).toBeGreaterThanOrEqual(2);
  });

  it('a failed list load empties the list with its notice and toasts why', async () => {
    serveFreshDemo().failNext.set(ApiPaths.projects.list, 'The projects could not be loaded');
    renderPage(<ProjectsPage />);
    await expectToast('The projects could not be loaded');
    expect(within(table()).getByText('No Result Found')).toBeInTheDocument();
    expect(within(table()).queryByText('24-1001 - Project 1')).not.toBeInTheDocument();
  });

  it('switching the status starts at page 1 with every search cleared', async () => {
    renderPage(<ProjectsPage />);
    await within(table()).findByText('24-1001 - Project 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Project Number - Name' }), '1002');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Task Codes' }), '100');
    await waitFor(() => expect(within(table()).queryByText('24-1001 - Project 1')).not.toBeInTheDocument(), {
      timeout: 3000,
    });

    await userEvent.click(screen.getByRole('button', { name: 'InActive' }));
    expect(await within(table()).findByText('24-1003 - Project 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Project Number - Name' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search Task Codes' })).toHaveValue('');
    expect(postsTo(ApiPaths.projects.list).at(-1)).toEqual({
      SearchText: [],
      Skip: 0,
      Take: 100,
      Status: 'inactive',
    });
  });

  it('offers assigning devices only on active projects, with the project-edit claim', async () => {
    renderPage(<ProjectsPage />);
    expect(
      await screen.findByRole('button', { name: 'Assign devices to 24-1001 - Project 1' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'InActive' }));
    await within(table()).findByText('24-1003 - Project 3');
    expect(screen.queryByRole('button', { name: /Assign devices/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details of 24-1003 - Project 3' })).toBeInTheDocument();
  });

  it('hides assigning devices without the project-edit claim', async () => {
    signInAs(RoleName.ReadOnly, []);
    renderPage(<ProjectsPage />);
    await within(table()).findByText('24-1001 - Project 1');
    expect(screen.queryByRole('button', { name: /Assign devices/ })).not.toBeInTheDocument();
  });
});

describe('Project details modal', () => {
  let fake: ReturnType<typeof serveFreshDemo>;
  beforeEach(() => {
    fake = serveFreshDemo();
  });

  const open = async () => {
    renderPage(<ProjectsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details of 24-1001 - Project 1' }));
    return screen.findByRole('dialog', { name: 'Project Details' });
  };

  it('an Administrator with the status claim edits gc and status and saves; the list reloads', async () => {
    signInAs(RoleName.Administrator, EDITOR);
    const dialog = await open();
    const gc = await within(dialog).findByRole('textbox', { name: 'GC' });
    expect(gc).toHaveValue('GC 1');
    expect(gc).toHaveAttribute('maxLength', '50');
    await userEvent.clear(gc);
    await userEvent.type(gc, 'Harbor Builders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WorkforceMessages.projects.updated)).toBeInTheDocument();
    expect(postsTo(ApiPaths.projects.update)).toEqual([
      {
        id: 1,
        gc: 'Harbor Builders',
        projectStatus: 'active',
        projectNumber: '24-1001',
        projectName: 'Project 1',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a project that cannot be read says why in the dialog, not in a toast as well, and cannot be saved', async () => {
    signInAs(RoleName.Administrator, EDITOR);
    fake.failNext.set(ApiPaths.projects.details, WorkforceMessages.projects.notFound);
    const dialog = await open();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WorkforceMessages.projects.notFound);
    expect(toaster.getVisibleToasts().map((t) => t.title)).not.toContain(WorkforceMessages.projects.notFound);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Contribute edits gc and saves without the status claim; status stays locked', async () => {
    signInAs(RoleName.Contribute, []);
    const dialog = await open();
    expect(await within(dialog).findByRole('textbox', { name: 'GC' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a Project Manager with the status claim changes status but not gc', async () => {
    signInAs(RoleName.ProjectManager, [ButtonClaim.ProjectStatusEdit]);
    const dialog = await open();
    expect(await within(dialog).findByRole('textbox', { name: 'GC' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('a SystemAdmin without the status claim edits gc but gets no Save; a read-only user sees it all locked', async () => {
    signInAs(RoleName.SystemAdmin, []);
    let dialog = await open();
    expect(await within(dialog).findByRole('textbox', { name: 'GC' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    signInAs(RoleName.ReadOnly, []);
    await userEvent.click(screen.getByRole('button', { name: 'Edit details of 24-1001 - Project 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Project Details' });
    expect(await within(dialog).findByRole('textbox', { name: 'GC' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('Project assign-devices modal', () => {
  let fake: ReturnType<typeof serveFreshDemo>;
  beforeEach(() => {
    fake = serveFreshDemo();
    signInAs(RoleName.Administrator, EDITOR);
  });

  const open = async () => {
    renderPage(<ProjectsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign devices to 24-1001 - Project 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Devices: 24-1001 - Project 1' });
    await within(dialog).findByRole('checkbox', { name: 'TAB-003' });
    return dialog;
  };

  it('Back discards the moves: nothing is sent', async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'TAB-003' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign selected Devices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(ApiPaths.projects.assignDevices)).toEqual([]);
  });

  it('Save sends the whole assigned list once, disabled while in flight, and the panes show it', async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'TAB-003' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign selected Devices' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'TAB-001' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unassign selected Devices' }));

    const answer = deferred<Awaited<ReturnType<typeof fake.post>>>();
    const real = fake.post;
    vi.mocked(api.post).mockImplementation(((path: string, body: unknown, params: never) =>
      path === ApiPaths.projects.assignDevices
        ? real(path, body, params).then(async (saved) => {
            await answer.promise;
            return saved;
          })
        : real(path, body, params)) as typeof api.post);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(save).toBeDisabled();
    await userEvent.click(save);
    await act(async () => answer.resolve(undefined as never));

    expect(postsTo(ApiPaths.projects.assignDevices)).toEqual([
      [
        { deviceID: 2, deviceEmpID: 'TAB-002' },
        { deviceID: 3, deviceEmpID: 'TAB-003' },
      ],
    ]);
    expect(await screen.findByText(WorkforceMessages.projects.devicesAssigned)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await itemsOf('Devices')).toEqual(['TAB-002', 'TAB-003']));
  });
});
