import { ApiError, api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, SecurityMessages as M, PageClaim } from '@tac/contracts';
import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSecurityApi, user } from '../testing/fake-security-api.ts';
import { SecurityPage } from './SecurityPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

let server: ReturnType<typeof createFakeSecurityApi>;

function signInAs(claims: string[], userId = 1, roleId = 1) {
  useSession.setState((state) => ({
    user: { ...state.user, loggedIn: true, userId, roleId, roleName: 'Administrator', claimValue: claims },
  }));
}

function renderPage() {
  renderWithUi(
    <>
      <SecurityPage />
      <AppToaster />
    </>,
  );
}

const table = () => screen.getByRole('table', { name: 'Security Users' });
const postsTo = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);
const allClaims = [PageClaim.Security, ButtonClaim.UserActivateDeactivate];

async function choose(label: string, ...options: string[]) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  for (const option of options) await userEvent.click(within(list).getByRole('option', { name: option }));
  // Escape would also close the dialog around it: a click on the trigger closes an open list.
  if (screen.queryByRole('listbox', { name: label })) {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
  }
}

describe('SecurityPage', () => {
  beforeEach(() => {
    server = createFakeSecurityApi([
      user(1, { userName: 'me@demo.local', employeeName: 'Daniel Reyes' }),
      user(2, {
        userName: 'pm@demo.local',
        employeeName: 'Priya Natarajan',
        securityGroupId: 2,
        securityGroupName: 'Project Manager',
      }),
      user(3, { userName: 'gone@demo.local', isActive: false }),
      user(4, { userName: 'sa@demo.local', securityGroupId: 4, securityGroupName: 'SystemAdmin' }),
    ]);
    vi.mocked(api.get).mockImplementation(server.get as typeof api.get);
    vi.mocked(api.post).mockImplementation(server.post as typeof api.post);
    signInAs(allClaims);
  });

  afterEach(() => {
    toaster.remove();
    vi.clearAllMocks();
  });

  it('lists the active users with the four searchable columns, the add icon and the pager', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(await within(table()).findByText('pm@demo.local')).toBeInTheDocument();
    expect(within(table()).queryByText('gone@demo.local')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      ApiPaths.security.list,
      { SearchText: [], Skip: 0, Take: 100 },
      { selectedStatus: 'active' },
    );
    for (const name of ['Username', 'Employee Full Name', 'Employee No', 'Group']) {
      expect(screen.getByRole('searchbox', { name: `Search ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add Security User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit pm@demo.local' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate pm@demo.local' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
  });

  it('hides the power icon without the claim, on your own row, and SystemAdmin rows from others', async () => {
    renderPage();
    expect(await within(table()).findByText('sa@demo.local')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate me@demo.local' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit sa@demo.local' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate sa@demo.local' })).not.toBeInTheDocument();
  });

  it('shows no power icon at all without the activate/deactivate claim', async () => {
    signInAs([PageClaim.Security]);
    renderPage();
    expect(await within(table()).findByText('pm@demo.local')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Deactivate|Reactivate) / })).not.toBeInTheDocument();
  });

  it("shows 'No Result Found' when the list call fails", async () => {
    server.failNext.set(ApiPaths.security.list, 'The server could not be reached.');
    renderPage();
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  });

  it('lists inactive users from page 1 when InActive is chosen, and reactivates after the exact question', async () => {
    renderPage();
    await within(table()).findByText('pm@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'InActive' }));
    expect(await within(table()).findByText('gone@demo.local')).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith(
      ApiPaths.security.list,
      { SearchText: [], Skip: 0, Take: 100 },
      { selectedStatus: 'inactive' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate gone@demo.local' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent(M.reactivateConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Security user reactivated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.security.activateOrDeactivate)).toEqual([
      [ApiPaths.security.activateOrDeactivate, undefined, { userId: 3, status: 'activate' }],
    ]);
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
  });

  it('deactivates only after Yes on the exact question', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate pm@demo.local' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure? Do you want to Deactivate this security user?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(postsTo(ApiPaths.security.activateOrDeactivate)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate pm@demo.local' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Security user deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('pm@demo.local')).not.toBeInTheDocument());
  });

  it('searches a column 1 s after typing', async () => {
    renderPage();
    await within(table()).findByText('pm@demo.local');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Employee Full Name' }), 'priya');
    await waitFor(() => expect(within(table()).queryByText('me@demo.local')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    // Keys typed more than the delay apart (a busy machine) send a search each: the whole word's last.
    await waitFor(
      () =>
        expect(api.post).toHaveBeenLastCalledWith(
          ApiPaths.security.list,
          { SearchText: [{ FieldName: 'employeeName', Value: 'priya' }], Skip: 0, Take: 100 },
          { selectedStatus: 'active' },
        ),
      { timeout: 5000 },
    );
  });

  it('exports the current view as CSV from the server: the status and column searches', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(api.getFile).mockResolvedValue({ blob: new Blob(['x']), fileName: 'security-users.csv' });
    renderPage();
    await within(table()).findByText('pm@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'InActive' }));
    await within(table()).findByText('gone@demo.local');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Username' }), 'gone');
    await waitFor(
      () =>
        expect(api.post).toHaveBeenLastCalledWith(
          ApiPaths.security.list,
          { SearchText: [{ FieldName: 'userName', Value: 'gone' }], Skip: 0, Take: 100 },
          { selectedStatus: 'inactive' },
        ),
      { timeout: 3000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.getFile).toHaveBeenCalledWith(
        ApiPaths.currentView.securityUsers,
        { selectedStatus: 'inactive', search: JSON.stringify([{ FieldName: 'userName', Value: 'gone' }]) },
        'security-users.csv',
      ),
    );
  });

  it('adds a user: Administrator by default, checks in order with toasts, shows the temporary password once', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Security User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Security User' });
    expect(within(dialog).getByRole('combobox', { name: 'Group Access' })).toHaveTextContent('Administrator');
    // SystemAdmin is not offered; no password fields outside group 4.
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group Access' }));
    expect(
      within(await screen.findByRole('listbox', { name: 'Group Access' })).queryByRole('option', {
        name: 'SystemAdmin',
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group Access' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.employeeIdRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Employee ID' }), ' E 77 ');
    expect(within(dialog).getByRole('textbox', { name: 'Employee ID' })).toHaveValue('E77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.employeeNameRequired)).toBeInTheDocument();
    // Set at once: typed key by key, this test took longer than a test may on a busy machine.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Employee Full Name' }), {
      target: { value: '  Nina Park ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'User Name' }), {
      target: { value: 'nina.park@demo.local' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.divisionRequired)).toBeInTheDocument();

    await choose('Project Level Access', 'All Divisions', 'North');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.divisionAllCombined)).toBeInTheDocument();
    await choose('Project Level Access', 'All Divisions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.deviceGroupRequired)).toBeInTheDocument();
    await choose('Device Access By Groups', 'South');
    // The toaster shows five at a time: clear the five refusals so the outcome shows.
    toaster.remove();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.security.save)[0]?.[1]).toMatchObject({
      userId: null,
      employeeNumber: 'E77',
      employeeName: 'Nina Park',
      userName: 'nina.park@demo.local',
      securitygroupID: 1,
      IsActive: true,
      UserDivision: [{ DivisionName: 'North' }],
      UserGroup: [{ DivisionId: 12 }],
    });
    const handover = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(
      within(handover).getByRole('textbox', { name: 'Temporary password for nina.park@demo.local' }),
    ).toHaveValue('Tmp7pass9Word2');
    expect(within(handover).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    await userEvent.click(within(handover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('nina.park@demo.local')).toBeInTheDocument();
  });

  it('edits a user loaded by id: Update, Updated successfully, device groups off for group 5', async () => {
    server.access.set(2, { division: ['South', 'Retired'], group: [11] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pm@demo.local' }));
    expect(api.get).toHaveBeenCalledWith(ApiPaths.security.user, { userId: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Security User' });
    expect(within(dialog).getByRole('textbox', { name: 'Employee Full Name' })).toHaveValue(
      'Priya Natarajan',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Project Level Access' })).toHaveTextContent('South');
    expect(within(dialog).getByRole('combobox', { name: 'Project Level Access' })).not.toHaveTextContent(
      'Retired',
    );

    await choose('Group Access', 'Read Only');
    expect(within(dialog).getByRole('combobox', { name: 'Device Access By Groups' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(postsTo(ApiPaths.security.save)[0]?.[1]).toMatchObject({
      userId: 2,
      securitygroupID: 5,
      UserDivision: [{ DivisionName: 'South' }],
      UserGroup: [],
    });
    expect(await within(table()).findByText('Read Only')).toBeInTheDocument();
    expect(useSession.getState().user.loggedIn).toBe(true);
  });

  it('signs out a user who changed their own group, after Updated successfully alone', async () => {
    // As the server answers once the group has changed: Contribute may not read the users.
    const answer = server.post;
    vi.mocked(api.post).mockImplementation((async (path: string, body?: unknown, params?: never) => {
      if (path === ApiPaths.security.list && server.users[0]?.securityGroupId === 3)
        throw new ApiError('You do not have permission to do this', 403);
      return answer(path, body, params);
    }) as typeof api.post);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit me@demo.local' }));
    await screen.findByRole('dialog', { name: 'Edit Security User' });
    await choose('Group Access', 'Contribute');
    const listed = postsTo(ApiPaths.security.list).length;
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(useSession.getState().user.loggedIn).toBe(false));
    expect(postsTo(ApiPaths.account.logout)).toHaveLength(1);
    // The lists are not asked again for a session that ends: no refusal beside the success.
    expect(postsTo(ApiPaths.security.list)).toHaveLength(listed);
    expect(toaster.getVisibleToasts().map((t) => t.description ?? t.title)).toEqual(['Updated successfully']);
  });

  it('locks the group of a SystemAdmin and shows the password pair with show/hide toggles', async () => {
    signInAs(allClaims, 9, 4);
    useSession.setState((s) => ({ user: { ...s.user, roleName: 'SystemAdmin' } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sa@demo.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Security User' });
    expect(within(dialog).getByRole('combobox', { name: 'Group Access' })).toBeDisabled();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'new pass word');
    expect(password).toHaveValue('newpassword');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(M.passwordMismatch)).toBeInTheDocument();
  });

  it("locks a SystemAdmin's own password pair and points to Change Password, which asks for the current one", async () => {
    signInAs(allClaims, 4, 4);
    useSession.setState((s) => ({ user: { ...s.user, roleName: 'SystemAdmin' } }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sa@demo.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Security User' });
    expect(within(dialog).getByLabelText('Password')).toBeDisabled();
    expect(within(dialog).getByLabelText('Confirm Password')).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/ChangePassword',
    );
  });
});
