import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, openFromMenu as open, shot, startSignedIn } from './helpers.ts';

/**
 * mf-workforce end to end, on the demo data as the SystemAdmin, who holds every claim and
 * the import. Names are read from the screens, so the spec follows whatever the seed holds.
 * TAC_E2E_SHOTS=<folder> also saves a 1366×768 screenshot of each screen and dialog there.
 */

const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const bodyRows = (table: Locator) => table.locator('tbody tr');
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();
const firstCell = async (table: Locator, row = 0) =>
  await textOf(bodyRows(table).nth(row).locator('td').first());
const listItems = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');

/** Checks the first item of a transfer list's pane and presses its arrow; returns the item's text. */
async function moveFirst(dialog: Locator, pane: string, arrow: string): Promise<string> {
  const box = dialog.getByRole('group', { name: pane, exact: true }).getByRole('checkbox').first();
  await expect(box).toBeVisible();
  const label = await textOf(box.locator('xpath=..'));
  await box.check();
  await dialog.getByRole('button', { name: arrow, exact: true }).click();
  return label;
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, DEMO.sysadmin);
  await page.goto('/Projects');
});

test("Projects: the first project's panes, edit its gc, assign a device", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'Projects', 'Projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(bodyRows(table).first()).toHaveAttribute('aria-selected', 'true');
  const project = await firstCell(table);
  await expect(listItems(page, 'Task Codes').first()).toBeVisible();
  await shot(page, 'projects');

  // The gc: saved and read back.
  const gc = `E2E GC ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: `Edit details of ${project}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Project Details' });
  await dialog.getByLabel('GC').fill(gc);
  await shot(page, 'project-details');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Updated successfully');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Edit details of ${project}` }).click();
  dialog = page.getByRole('dialog', { name: 'Project Details' });
  await expect(dialog.getByLabel('GC')).toHaveValue(gc);
  await dialog.getByRole('button', { name: 'Back' }).click();

  // Assign a device: nothing is sent until Save; then the devices pane lists it.
  await page.getByRole('button', { name: `Assign devices to ${project}` }).click();
  dialog = page.getByRole('dialog', { name: `Assign Devices: ${project}` });
  const device = await moveFirst(dialog, 'Unassigned Devices', 'Assign selected Devices');
  await expect(
    dialog.getByRole('group', { name: 'Assigned Devices' }).getByText(device, { exact: true }),
  ).toBeVisible();
  await shot(page, 'project-assign-devices');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Devices assigned successfully');
  await expect(dialog).toHaveCount(0);
  await expect(listItems(page, 'Devices').filter({ hasText: device })).toHaveCount(1);
});

test('Employees: add an employee, then assign a device to it', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'Employees', 'Employees');
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(bodyRows(table).first()).toBeVisible();
  const projectNumber = await textOf(bodyRows(table).first().locator('td').nth(2));
  await shot(page, 'employees');

  const number = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const add = page.getByRole('dialog', { name: 'Add Employee' });
  await add.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Please enter employee name');
  await add.getByLabel('Employee Number').fill(`${number}#`);
  await expect(add.getByLabel('Employee Number')).toHaveValue(number);
  await add.getByLabel('Full Name').fill('Rosa Delgado');
  await add.getByLabel('Job Title').fill('Foreman');
  await add.getByLabel('Hire Date').fill('03/15/2024');
  await add.getByLabel('Union Number').fill('L-100');
  await add.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('listbox', { name: 'Division' }).getByRole('option').first().click();
  await add.getByLabel('Project Number').fill(projectNumber);
  await add.getByLabel('E-mail').fill(`${number.toLowerCase()}@fieldcrew.example`);
  await shot(page, 'employee-add');
  await add.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');
  await expect(add).toHaveCount(0);

  await page.getByLabel('Search Employee Number - Name').fill(number);
  const label = `${number} - Rosa Delgado`;
  await expect(table.getByRole('cell', { name: label, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Assign devices to ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign Devices: ${label}` });
  const device = await moveFirst(dialog, 'Unassigned Devices', 'Assign selected Devices');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Devices assigned successfully');
  await expect(bodyRows(table).first().locator('td').nth(3)).toHaveText(device);
});

test('Devices: details, assign employees and projects, copy with Append and with Replace', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, 'Devices', 'Devices');
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(bodyRows(table).first()).toHaveAttribute('aria-selected', 'true');
  const target = await firstCell(table, 0);
  const source = await firstCell(table, 1);
  await expect(page.getByRole('heading', { name: `Projects of ${target}` })).toBeVisible();
  await shot(page, 'devices');

  // Details: the employee as 'employeenumber-email' in lower case; none chosen: nothing sent.
  await page.getByRole('button', { name: `Edit details of ${target}` }).click();
  const details = page.getByRole('dialog', { name: 'Device Details' });
  const employee = details.getByRole('combobox', { name: 'Employee' });
  await expect(employee).toHaveValue(/^[a-z0-9-]+-\S+@\S+$/);
  const chosen = await employee.inputValue();
  await shot(page, 'device-details');
  await employee.fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'please select employee email');
  await employee.fill(chosen);
  await details.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'updated successfully');
  await expect(details).toHaveCount(0);

  // Assign: Save once the four lists are in; the panes show the new employee and project.
  await page.getByRole('button', { name: `Assign employees and projects to ${target}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign Employees and Projects: ${target}` });
  await expect(assign.getByRole('button', { name: 'Save' })).toBeEnabled();
  const newEmployee = await moveFirst(assign, 'Unassigned Employees', 'Assign selected Employees');
  const newProject = await moveFirst(assign, 'Unassigned Projects', 'Assign selected Projects');
  await shot(page, 'device-assign');
  await assign.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Assignment saved successfully');
  await expect(assign).toHaveCount(0);
  await expect(listItems(page, `Employees of ${target}`).filter({ hasText: newEmployee })).toHaveCount(1);
  await expect(listItems(page, `Projects of ${target}`).filter({ hasText: newProject })).toHaveCount(1);

  // The source's projects, to compare with after each copy.
  await table.getByRole('cell', { name: source, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Projects of ${source}` })).toBeVisible();
  await expect(listItems(page, `Projects of ${source}`).first()).toBeVisible();
  const sourceProjects = (await listItems(page, `Projects of ${source}`).allInnerTexts()).sort();
  await table.getByRole('cell', { name: target, exact: true }).click();
  await expect(listItems(page, `Projects of ${target}`).filter({ hasText: newProject })).toHaveCount(1);
  const before = await listItems(page, `Projects of ${target}`).allInnerTexts();

  const copyFrom = async (mode: 'Append' | 'Replace') => {
    await page.getByRole('button', { name: `Copy assignments to ${target}` }).click();
    const copy = page.getByRole('dialog', { name: `Copy Assignments to ${target}` });
    await expect(copy.getByRole('button', { name: mode })).toBeDisabled();
    const sources = copy.getByRole('group', { name: 'Copy Projects From' });
    await copy.getByRole('searchbox', { name: 'Search Copy Projects From' }).fill(source);
    await sources.getByRole('checkbox', { name: new RegExp(`^${source}`) }).check();
    await shot(page, `device-copy-${mode.toLowerCase()}`);
    await copy.getByRole('button', { name: mode }).click();
    await toast(page, 'Assignment copied successfully');
    await expect(copy).toHaveCount(0);
  };

  // Append adds the source's projects, keeping the device's own, none twice.
  await copyFrom('Append');
  const expected = [...new Set([...before, ...sourceProjects])].sort();
  await expect
    .poll(async () => (await listItems(page, `Projects of ${target}`).allInnerTexts()).sort())
    .toEqual(expected);
  // Replace makes them the source's.
  await copyFrom('Replace');
  await expect
    .poll(async () => (await listItems(page, `Projects of ${target}`).allInnerTexts()).sort())
    .toEqual(sourceProjects);
});

test('Import: a CSV with one bad row is refused by its line; a good one is imported', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'Employees', 'Employees');
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(bodyRows(table).first()).toBeVisible();
  const division = await textOf(bodyRows(table).first().locator('td').nth(1));
  const project = await textOf(bodyRows(table).first().locator('td').nth(2));
  const tag = Date.now().toString(36).toUpperCase();
  const header =
    'EmployeeNumber,FullName,Status,JobTitle,EmailAddress,HireDate,Division,UnionNumber,ProjectNumber,ManagerAccess';
  const row = (n: string, status = 'active') =>
    `IMP${tag}${n},Imported ${n},${status},Laborer,,03/15/2024,"${division}",L-100,${project},no`;
  const file = (lines: string[]) => ({
    name: 'employees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
  });

  await page.getByRole('button', { name: 'Import Employees CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Employees' });
  await dialog.getByLabel('CSV file').setInputFiles(file([row('1'), row('2', 'sometimes')]));
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.locator('tbody tr').first().locator('td').first()).toHaveText('3');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await shot(page, 'import-preview-errors');

  await dialog.getByLabel('CSV file').setInputFiles(file([row('1'), row('2')]));
  await expect(dialog.getByText(/2 row\(s\) are valid\. Employees: 2 to add, 0 to update/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await toast(page, 'Imported: 2 added, 0 updated');
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search Employee Number - Name').fill(`IMP${tag}`);
  await expect(bodyRows(table)).toHaveCount(2);

  // An imported employee's own fields are locked.
  await page.getByRole('button', { name: `Edit IMP${tag}1 - Imported 1` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(edit.getByLabel('Full Name')).toBeDisabled();
  await expect(edit.getByLabel('E-mail')).toBeEnabled();
  await shot(page, 'employee-imported-edit');
});
