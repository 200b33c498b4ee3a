import { ApiPaths, ButtonClaim, RoleName, WorkforceMessages } from '@tac/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToast, postsTo, renderPage, serveFreshDemo, signInAs } from '../testing/render-page.tsx';
import { EmployeesPage } from './EmployeesPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const ALL = [ButtonClaim.EmployeeAdd, ButtonClaim.EmployeeEdit, ButtonClaim.EmployeeStatusEdit];
const table = () => screen.getByRole('table', { name: 'Employees' });
/** A text field by its label; Project Number offers the user's projects, so it is a combobox. */
const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole(name === 'Project Number' ? 'combobox' : 'textbox', {
    name: new RegExp(`^${name}`),
  });

/**
 * Puts free text in at once where the form only checks or sends the whole value; the fields that
 * change what is typed key by key (Employee Number, Hire Date, Project Number) are still typed.
 */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

beforeEach(() => {
  serveFreshDemo();
  signInAs(RoleName.Administrator, ALL);
});

describe('Employees page', () => {
  it('lists active employees with division, project and devices; a status switch resets page and searches', async () => {
    renderPage(<EmployeesPage />);
    const row = (await within(table()).findByText('E5001 - Employee 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('North')).toBeInTheDocument();
    expect(within(row).getByText('TAB-001')).toBeInTheDocument();
    expect(within(table()).queryByText('E5003 - Employee 3')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Devices' }), 'TAB');
    await waitFor(
      () =>
        expect(postsTo(ApiPaths.employees.list).at(-1)).toMatchObject({
          SearchText: [{ FieldName: 'devices', Value: 'TAB' }],
        }),
      { timeout: 3000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'InActive' }));
    expect(await within(table()).findByText('E5003 - Employee 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Devices' })).toHaveValue('');
    expect(postsTo(ApiPaths.employees.list).at(-1)).toEqual({
      SearchText: [],
      Skip: 0,
      Take: 100,
      Status: 'inactive',
    });
  });

  it('a failed list load empties the list with its notice and toasts why', async () => {
    serveFreshDemo().failNext.set(ApiPaths.employees.list, 'The employees could not be loaded');
    renderPage(<EmployeesPage />);
    await expectToast('The employees could not be loaded');
    expect(within(table()).getByText('No Result Found')).toBeInTheDocument();
    expect(within(table()).queryByText('E5001 - Employee 1')).not.toBeInTheDocument();
  });

  it('offers add only with the add claim and assigning devices only with the edit claim', async () => {
    signInAs(RoleName.ReadOnly, []);
    renderPage(<EmployeesPage />);
    await within(table()).findByText('E5001 - Employee 1');
    expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign devices/ })).not.toBeInTheDocument();
  });
});

describe('Employee modal', () => {
  it('adds an employee: the checks run in order as toasts, then the save sends sanitised values', async () => {
    renderPage(<EmployeesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    await within(dialog).findByRole('textbox', { name: /^Employee Number/ });

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Manager access' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.emailRequired);
    await fill(field(dialog, 'E-mail'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.emailInvalid);
    await userEvent.clear(field(dialog, 'E-mail'));
    await fill(field(dialog, 'E-mail'), 'ana@demo.local');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.nameRequired);

    await userEvent.type(field(dialog, 'Employee Number'), 'E 9#9');
    expect(field(dialog, 'Employee Number')).toHaveValue('E99');
    // A pasted name of zero-width spaces looks blank, so it counts as no name.
    await userEvent.click(field(dialog, 'Full Name'));
    await userEvent.paste('\u200b\u200b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.nameRequired);
    await userEvent.clear(field(dialog, 'Full Name'));
    await fill(field(dialog, 'Full Name'), 'Ana Ruiz');
    await fill(field(dialog, 'Job Title'), 'Foreman');
    await userEvent.type(field(dialog, 'Hire Date'), '13/45/2024');
    await fill(field(dialog, 'Union Number'), 'U-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.hireDateInvalid);
    await userEvent.clear(field(dialog, 'Hire Date'));
    await userEvent.type(field(dialog, 'Hire Date'), '03/15/2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.divisionRequired);
    expect(postsTo(ApiPaths.employees.save)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Division/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'South' }));
    await userEvent.type(field(dialog, 'Project Number'), '24/1002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.saved);
    expect(postsTo(ApiPaths.employees.save)).toEqual([
      {
        id: 0,
        fullName: 'Ana Ruiz',
        employeeNumber: 'E99',
        employeeStatusFlag: 'active',
        jobTitle: 'Foreman',
        emailAddress: 'ana@demo.local',
        hireDate: '2024-03-15',
        divisionId: 12,
        unionNumber: 'U-7',
        projectNumber: '241002',
        isManagerAccessEnabled: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('E99 - Ana Ruiz')).toBeInTheDocument();
  });

  it('edits a manually added employee with every field open; the hire date shows as MM/DD/YYYY', async () => {
    renderPage(<EmployeesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit E5001 - Employee 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    expect(await within(dialog).findByRole('textbox', { name: /^Hire Date/ })).toHaveValue('03/15/2024');
    for (const name of [
      'Employee Number',
      'Full Name',
      'Job Title',
      'Union Number',
      'Project Number',
      'E-mail',
    ])
      expect(field(dialog, name)).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeEnabled();
    await userEvent.clear(field(dialog, 'Job Title'));
    await fill(field(dialog, 'Job Title'), 'Lead');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast(WorkforceMessages.employees.updated);
    expect(postsTo(ApiPaths.employees.save)).toMatchObject([
      { id: 1, jobTitle: 'Lead', hireDate: '2024-03-15' },
    ]);
  });

  it("locks an imported employee's imported fields and status; e-mail, division and project stay open", async () => {
    renderPage(<EmployeesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit E5002 - Imported Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    await within(dialog).findByText(/Imported employee/);
    for (const name of ['Employee Number', 'Full Name', 'Job Title', 'Hire Date', 'Union Number'])
      expect(field(dialog, name)).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeDisabled();
    for (const name of ['Project Number', 'E-mail']) expect(field(dialog, name)).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /Division/ })).toBeEnabled();
  });

  it('without the edit claim everything is read-only and there is no Update; without the status claim status is locked', async () => {
    signInAs(RoleName.ReadOnly, []);
    renderPage(<EmployeesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit E5001 - Employee 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    expect(await within(dialog).findByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    signInAs(RoleName.Contribute, [ButtonClaim.EmployeeEdit]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit E5001 - Employee 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    expect(await within(dialog).findByRole('textbox', { name: /^Full Name/ })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toBeDisabled();
  });
});

describe('Employee assign-devices modal', () => {
  it('moves devices and saves the whole assigned list; the row shows them', async () => {
    renderPage(<EmployeesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Assign devices to E5001 - Employee 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Devices: E5001 - Employee 1' });
    await within(dialog).findByRole('checkbox', { name: 'TAB-002' });
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Select all Unassigned Devices' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign selected Devices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(WorkforceMessages.employees.devicesAssigned);
    expect(postsTo(ApiPaths.employees.assignDevices)).toEqual([
      [
        { deviceID: 1, deviceEmpID: 'TAB-001' },
        { deviceID: 2, deviceEmpID: 'TAB-002' },
        { deviceID: 3, deviceEmpID: 'TAB-003' },
      ],
    ]);
    expect(await within(table()).findByText('TAB-001, TAB-002, TAB-003')).toBeInTheDocument();
  });
});
