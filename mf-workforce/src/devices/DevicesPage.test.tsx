import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, RoleName, WorkforceMessages } from '@tac/contracts';
import { deferred } from '@tac/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToast, postsTo, renderPage, serveFreshDemo, signInAs } from '../testing/render-page.tsx';
import { DevicesPage } from './DevicesPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const ADMIN = [ButtonClaim.DeviceEdit, ButtonClaim.DeviceStatusEdit, ButtonClaim.DeviceAttestationEdit];
const table = () => screen.getByRole('table', { name: 'Devices' });
const itemsOf = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

let fake: ReturnType<typeof serveFreshDemo>;
beforeEach(() => {
  fake = serveFreshDemo();
  signInAs(RoleName.Administrator, ADMIN);
});

/** Holds the answers to one path until released, the rest of the fake answering at once. */
function holdAnswers(path: string) {
  const gate = deferred<void>();
  const real = fake.post;
  vi.mocked(api.post).mockImplementation(((p: string, body: unknown, params: never) =>
    p === path ? gate.promise.then(() => real(p, body, params)) : real(p, body, params)) as typeof api.post);
  return () => act(async () => gate.resolve());
}

describe('Devices page', () => {
  it('opens with the first device selected and its projects and employees shown; another row shows its own', async () => {
    renderPage(<DevicesPage />);
    expect(await within(table()).findByText('TAB-001')).toBeInTheDocument();
    expect(await itemsOf('Projects of TAB-001')).toEqual(['24-1001 - Project 1']);
    expect(await itemsOf('Employees of TAB-001')).toEqual(['E5001 - Employee 1']);
    expect(within(table()).getByText('E5001 - Employee 1')).toBeInTheDocument();

    await userEvent.click(within(table()).getByText('TAB-003'));
    expect(await screen.findByRole('heading', { name: 'Projects of TAB-003' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No Result Found')).toHaveLength(2));
  });

  it('a status change clears the searches and filters and starts at page 1', async () => {
    renderPage(<DevicesPage />);
    await within(table()).findByText('TAB-001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Devices' }), 'TAB-00');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter Attestation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(
      () =>
        expect(postsTo(ApiPaths.devices.list).at(-1)).toMatchObject({
          SearchText: [
            { FieldName: 'deviceEmpID', Value: 'TAB-00' },
            { FieldName: 'allowAttestation', Value: 'inactive' },
          ],
        }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(within(table()).queryByText('TAB-001')).not.toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'InActive' }));
    await waitFor(() =>
      expect(postsTo(ApiPaths.devices.list).at(-1)).toEqual({
        SearchText: [],
        Skip: 0,
        Take: 100,
        Status: 'inactive',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search Devices' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Filter Attestation' })).toHaveTextContent('All');
  });

  it('the Attestation filter holds Active and Inactive together, which filters nothing', async () => {
    renderPage(<DevicesPage />);
    await within(table()).findByText('TAB-001');
    const filter = screen.getByRole('combobox', { name: 'Filter Attestation' });
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(within(table()).queryByText('TAB-003')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(
      () =>
        expect(postsTo(ApiPaths.devices.list).at(-1)).toMatchObject({
          SearchText: [{ FieldName: 'allowAttestation', Value: 'active,inactive' }],
        }),
      { timeout: 3000 },
    );
    expect(await within(table()).findByText('TAB-003')).toBeInTheDocument();
    for (const name of ['Active', 'Inactive'])
      expect(screen.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
    expect(filter).not.toHaveTextContent('All');
  });

  it('a failed list fetch empties the list with its notice', async () => {
    fake.failNext.set(ApiPaths.devices.list, 'The devices could not be loaded');
    renderPage(<DevicesPage />);
    await expectToast('The devices could not be loaded');
    expect(within(table()).getByText('No Result Found')).toBeInTheDocument();
  });

  it('row icons follow the claims; copy only while Active is shown; the read-only role has no icon column', async () => {
    const { unmount } = renderPage(<DevicesPage />);
    await within(table()).findByText('TAB-001');
    for (const name of [
      'Assign employees and projects to',
      'Edit details of',
      'Copy assignments to',
      'Enrol',
    ])
      expect(screen.getByRole('button', { name: `${name} TAB-001` })).toBeInTheDocument();
    fake.devices[0] = { ...(fake.devices[0] as (typeof fake.devices)[0]), status: 'inactive' };
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'InActive' }));
    await within(table()).findByText('TAB-001');
    expect(screen.queryByRole('button', { name: 'Copy assignments to TAB-001' })).not.toBeInTheDocument();
    // An inactive device cannot enrol (shared/docs/field-sync.md).
    expect(screen.queryByRole('button', { name: 'Enrol TAB-001' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Assign employees and projects to TAB-001' }),
    ).toBeInTheDocument();
    unmount();

    signInAs(RoleName.ReadOnly, []);
    renderPage(<DevicesPage />);
    await within(table()).findByText('TAB-002');
    expect(within(table()).queryAllByRole('button')).toEqual([]);
    // The spec's six columns and the three of field sync.
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(9);
  });

  it("shows each device's last sync, app version and pending errors; a device never synced says Never", async () => {
    fake.devices[1] = {
      ...(fake.devices[1] as (typeof fake.devices)[1]),
      lastSyncAt: new Date(2026, 2, 4, 15, 6).toISOString(),
      appVersion: 'field-2.4.1',
      pendingErrors: 3,
    };
    renderPage(<DevicesPage />);
    const row = (await within(table()).findByText('TAB-002')).closest('tr') as HTMLElement;
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Last Sync', 'App Version', 'Pending Errors']));
    expect(within(row).getByText(/^03\/04, 03:06/)).toBeInTheDocument();
    expect(within(row).getByText('field-2.4.1')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    const never = within(table()).getByText('TAB-001').closest('tr') as HTMLElement;
    expect(within(never).getByText('Never')).toBeInTheDocument();
  });
});

describe('Enrol dialog', () => {
  it('shows a one-time code with its QR code and time left; New code asks for another', async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol TAB-001' });
    const code = await within(dialog).findByRole('group', { name: 'Enrolment code' });
    expect(code).toHaveTextContent('ABCDE-XXXX1');
    expect(postsTo(ApiPaths.devices.enrol)).toEqual([{ deviceId: 1 }]);
    expect(await within(dialog).findByRole('img', { name: 'QR code of the enrolment code' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    expect(within(dialog).getByText(/Works once, for (10:00|9:5\d) more\./)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'New code' }));
    await waitFor(() => expect(code).toHaveTextContent('ABCDE-XXXX2'));
    expect(postsTo(ApiPaths.devices.enrol)).toHaveLength(2);
  });

  it('says when the code has expired', async () => {
    fake.now = () => Date.now() - 600_000 + 1_200;
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol TAB-001' });
    expect(await within(dialog).findByText(/Works once, for 0:0[12] more\./)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('This code has expired: ask for a new code.', {}, { timeout: 3000 }),
    ).toHaveAttribute('role', 'alert');
  });

  it('closing reads the devices list again, so an enrolled device shows its app version', async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol TAB-001' });
    await within(dialog).findByRole('group', { name: 'Enrolment code' });
    fake.devices[0] = { ...(fake.devices[0] as (typeof fake.devices)[0]), appVersion: 'field-3.0.0' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(table()).findByText('field-3.0.0')).toBeInTheDocument();
  });

  it('a refused code request shows the message in the dialog', async () => {
    fake.failNext.set(ApiPaths.devices.enrol, 'The device is inactive');
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol TAB-001' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The device is inactive');
  });
});

describe('Device Details modal', () => {
  const open = async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details of TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device Details' });
    await within(dialog).findByRole('combobox', { name: /Employee/ });
    return dialog;
  };

  it("shows the employee as 'employeenumber-email' in lower case and saves: 'updated successfully'", async () => {
    fake.employees[0] = {
      ...(fake.employees[0] as (typeof fake.employees)[0]),
      emailAddress: 'Ana.Ruiz@Demo.LOCAL',
    };
    const dialog = await open();
    expect(within(dialog).getByRole('combobox', { name: /Employee/ })).toHaveValue(
      'e5001-ana.ruiz@demo.local',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Attestation/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.updated);
    expect(postsTo(ApiPaths.devices.update)).toEqual([
      {
        deviceID: 1,
        empID: 1,
        status: 'active',
        allowAttestation: 'inactive',
        allowTMVoucherSignature: 'inactive',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("without a chosen employee: 'please select employee email', nothing sent, the modal stays", async () => {
    const dialog = await open();
    await userEvent.clear(within(dialog).getByRole('combobox', { name: /Employee/ }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Employee/ }), 'e5001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.selectEmployeeEmail);
    expect(postsTo(ApiPaths.devices.update)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Device Details' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('combobox', { name: /Employee/ }));
    // The whole address at once: Save matches the text as it stands, and the partial one above is typed.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Employee/ }));
    await userEvent.paste('e5002-e2@demo.local');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.updated);
    expect(postsTo(ApiPaths.devices.update)).toMatchObject([{ empID: 2 }]);
  });

  it('a device whose employee has no e-mail shows them by number and name, and Save keeps them', async () => {
    fake.employees[0] = { ...(fake.employees[0] as (typeof fake.employees)[0]), emailAddress: '' };
    const dialog = await open();
    expect(within(dialog).getByRole('combobox', { name: /Employee/ })).toHaveValue(
      'E5001 - Employee 1 (no e-mail)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.updated);
    expect(postsTo(ApiPaths.devices.update)).toMatchObject([{ deviceID: 1, empID: 1 }]);
  });

  it('signature only for Administrator and SystemAdmin; attestation with its claim; status and Save with theirs', async () => {
    signInAs(RoleName.Contribute, [ButtonClaim.DeviceEdit, ButtonClaim.DeviceAttestationEdit]);
    const dialog = await open();
    expect(within(dialog).getByRole('combobox', { name: /Signature/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Attestation/ })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Employee/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('Device assign view', () => {
  it('Save waits for all four lists; the moves are sent whole; the view closes and the lists reload', async () => {
    const release = holdAnswers(ApiPaths.devices.unassignedProjects);
    renderPage(<DevicesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign employees and projects to TAB-001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employees and Projects: TAB-001' });
    await within(dialog).findByRole('checkbox', { name: 'E5002 - Imported Person' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await release();
    await within(dialog).findByRole('checkbox', { name: '24-1002 - Project 2' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'E5002 - Imported Person' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign selected Employees' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all Unassigned Projects' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign selected Projects' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.assigned);
    expect(postsTo(ApiPaths.devices.saveAssignment)).toEqual([
      { DeviceID: 1, empID: 1, EmployeeIds: [1, 2], ProjectIds: [1, 2] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('24-1001 - Project 1, 24-1002 - Project 2')).toBeInTheDocument();
  });

  it("a pane whose lists are still loading says so, never 'No Result Found'", async () => {
    const release = holdAnswers(ApiPaths.devices.unassignedProjects);
    renderPage(<DevicesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign employees and projects to TAB-003' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employees and Projects: TAB-003' });
    await within(dialog).findByRole('checkbox', { name: 'E5002 - Imported Person' });
    // TAB-003's assigned projects (none) are answered at once; the unassigned ones are held back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const assignedProjects = within(dialog).getByRole('group', { name: 'Assigned Projects' });
    expect(within(assignedProjects).getByLabelText('Loading')).toBeInTheDocument();
    expect(within(assignedProjects).queryByText('No Result Found')).not.toBeInTheDocument();
    await release();
    expect(await within(assignedProjects).findByText('No Result Found')).toBeInTheDocument();
    expect(within(assignedProjects).queryByLabelText('Loading')).not.toBeInTheDocument();
  });

  it('shows the employee read-only without the status-edit claim, as Device Details does, and sends it unchanged', async () => {
    signInAs(RoleName.Contribute, [ButtonClaim.DeviceEdit]);
    renderPage(<DevicesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign employees and projects to TAB-001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employees and Projects: TAB-001' });
    const employee = await within(dialog).findByRole('combobox', { name: /Employee/ });
    expect(employee).toHaveValue('e5001-e1@demo.local');
    expect(employee).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.assigned);
    expect(postsTo(ApiPaths.devices.saveAssignment)).toMatchObject([{ empID: 1 }]);
  });

  it('keeps an employee without an e-mail for a user who may not change it', async () => {
    fake.employees[0] = { ...(fake.employees[0] as (typeof fake.employees)[0]), emailAddress: '' };
    signInAs(RoleName.Contribute, [ButtonClaim.DeviceEdit]);
    renderPage(<DevicesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign employees and projects to TAB-001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employees and Projects: TAB-001' });
    expect(await within(dialog).findByRole('combobox', { name: /Employee/ })).toHaveValue(
      'E5001 - Employee 1 (no e-mail)',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.assigned);
    expect(postsTo(ApiPaths.devices.saveAssignment)).toMatchObject([{ empID: 1 }]);
  });

  it('Back discards; without a chosen employee nothing is sent', async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign employees and projects to TAB-002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Employees and Projects: TAB-002' });
    await within(dialog).findByRole('combobox', { name: /Employee/ });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    // TAB-002 has no employee yet.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.devices.selectEmployeeEmail);
    expect(postsTo(ApiPaths.devices.saveAssignment)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Device copy view', () => {
  it('Replace and Append wait for a source; Append sends the chosen sources once, disabled while pending', async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy assignments to TAB-003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Assignments to TAB-003' });
    await within(dialog).findByRole('combobox', { name: /Employee/ });
    const append = within(dialog).getByRole('button', { name: 'Append' });
    const replace = within(dialog).getByRole('button', { name: 'Replace' });
    expect(append).toBeDisabled();
    expect(replace).toBeDisabled();

    const employeeSources = within(dialog).getByRole('group', { name: 'Copy Employees From' });
    await userEvent.click(within(employeeSources).getByRole('checkbox', { name: 'TAB-001' }));
    expect(append).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Employee/ }));
    await userEvent.paste('e5001-e1@demo.local');

    const release = holdAnswers(ApiPaths.devices.saveCopy);
    await userEvent.click(append);
    expect(append).toBeDisabled();
    expect(replace).toBeDisabled();
    await release();
    await expectToast(WorkforceMessages.devices.copied);
    expect(postsTo(ApiPaths.devices.saveCopy)).toEqual([
      {
        EmpId: 1,
        DeviceID: 3,
        EmployeeDeviceIds: [1],
        ProjectDeviceIds: [],
        IsReplace: false,
        IsAppend: true,
      },
    ]);
  });

  it('shows the employee read-only without the status-edit claim', async () => {
    signInAs(RoleName.Contribute, [ButtonClaim.DeviceEdit]);
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy assignments to TAB-001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Assignments to TAB-001' });
    const employee = await within(dialog).findByRole('combobox', { name: /Employee/ });
    expect(employee).toHaveValue('e5001-e1@demo.local');
    expect(employee).toBeDisabled();
  });

  it("without a chosen employee: 'please select employee email' and nothing sent", async () => {
    renderPage(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy assignments to TAB-002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Assignments to TAB-002' });
    await within(dialog).findByRole('combobox', { name: /Employee/ });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all Copy Projects From' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await expectToast(WorkforceMessages.devices.selectEmployeeEmail);
    expect(postsTo(ApiPaths.devices.saveCopy)).toEqual([]);
  });
});
