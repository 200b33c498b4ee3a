import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, logout, signIn, startSignedIn } from './helpers.ts';

/** Opens a drop-down of the dialog, clicks the options, and closes the list with a second click. */
async function choose(page: Page, dialog: Locator, label: string, ...options: string[]) {
  const trigger = dialog.getByRole('combobox', { name: label });
  await trigger.click();
  const list = page.getByRole('listbox', { name: label });
  await expect(list).toBeVisible();
  for (const option of options) await list.getByRole('option', { name: option, exact: true }).click();
  // A single choice closes the list by itself; a multiple one stays open until the trigger is clicked.
  await list.waitFor({ state: 'hidden', timeout: 1000 }).catch(() => trigger.click());
  await expect(list).toBeHidden();
}

test('Security: add a user, edit, search each column, deactivate and reactivate, first sign-in sets a password', async ({
  page,
}) => {
  // A long walk through the screen, with a 1 s debounce per search.
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const userName = `e2e.${tag}@demo.local`;
  const employeeNumber = `E2E${tag}`.toUpperCase();
  const employeeName = `Rosa ${tag} Delgado`;

  // Where an administrator lands is shell.spec.ts's subject; this one starts on the screen.
  await startSignedIn(page, DEMO.admin);
  await page.goto('/Security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Security Users' });
  await expect(table.getByRole('cell', { name: DEMO.pm, exact: true })).toBeVisible();

  // Add: Administrator by default; the checks run in order, each as a toast.
  await page.getByRole('button', { name: 'Add Security User' }).click();
  const add = page.getByRole('dialog', { name: 'Add Security User' });
  await expect(add.getByRole('combobox', { name: 'Group Access' })).toContainText('Administrator');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter Employee Id')).toBeVisible();
  await add.getByLabel('Employee ID').fill(` ${employeeNumber.slice(0, 3)} ${employeeNumber.slice(3)} `);
  await expect(add.getByLabel('Employee ID')).toHaveValue(employeeNumber);
  await add.getByLabel('Employee Full Name').fill(`  ${employeeName}  `);
  await add.getByLabel('User Name').fill(userName);
  await choose(page, add, 'Project Level Access', 'All Divisions', '110 - Site Work');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("as you have already chosen 'All divisions' as an option.").first(),
  ).toBeVisible();
  await choose(page, add, 'Project Level Access', 'All Divisions', '200 - Concrete Foundations');
  await choose(page, add, 'Device Access By Groups', '110 - Site Work');
  await add.getByRole('button', { name: 'Save' }).click();

  // The temporary password shows once, with a copy button.
  const handover = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(handover).toBeVisible();
  await expect(handover.getByRole('button', { name: 'Copy password' })).toBeVisible();
  const temporary = await handover.getByRole('textbox').inputValue();
  expect(temporary).toMatch(/^[A-Za-z0-9]{14}$/);
  await handover.getByRole('button', { name: 'Close' }).click();
  await expect(handover).toHaveCount(0);

  // Search each column (1 s debounce): the new user is the one row.
  const searches: [string, string][] = [
    ['Search Username', userName],
    ['Search Employee Full Name', employeeName],
    ['Search Employee No', employeeNumber],
  ];
  for (const [box, value] of searches) {
    await page.getByLabel(box).fill(value);
    await expect(table.getByRole('cell', { name: userName, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel(box).fill('');
  }
  await page.getByLabel('Search Group').fill('Read Only');
  await expect(table.getByRole('cell', { name: DEMO.readonly, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: userName, exact: true })).toHaveCount(0);
  await page.getByLabel('Search Group').fill('');
  await page.getByLabel('Search Username').fill(userName);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit: loaded by id, Update, 'Updated successfully'; group 5 turns device groups off.
  await page.getByRole('button', { name: `Edit ${userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Security User' });
  await expect(edit.getByLabel('Employee Full Name')).toHaveValue(employeeName);
  await expect(edit.getByRole('combobox', { name: 'Project Level Access' })).toContainText(
    '200 - Concrete Foundations',
  );
  await choose(page, edit, 'Group Access', 'Contribute');
  await edit.getByLabel('Employee Full Name').fill(`${employeeName} Jr`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(table.getByRole('cell', { name: `${employeeName} Jr`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Contribute', exact: true })).toBeVisible();

  // Deactivate with the exact question; the user leaves the Active list and shows under InActive.
  await page.getByRole('button', { name: `Deactivate ${userName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(
    confirm.getByText('Are you sure? Do you want to Deactivate this security user?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('No Result Found')).toBeVisible();
  await page.getByRole('button', { name: 'InActive', exact: true }).click();
  await expect(table.getByRole('cell', { name: userName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Reactivate ${userName}` }).click();
  await expect(
    confirm.getByText('Are you sure? Do you want to Reactivate this security user?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No Result Found')).toBeVisible();
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(table.getByRole('cell', { name: userName, exact: true })).toBeVisible();

  // The new user signs in with the temporary password and must choose their own first.
  await logout(page);
  await page.getByLabel('User name', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/ChangePassword$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  // The guard holds every other route until then.
  await page.goto('/Projects');
  await expect(page).toHaveURL(/\/ChangePassword$/);

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Chosen#Pass1');
  await page.getByLabel('Confirm new password').fill('Chosen#Pass1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/ChangePassword$/);

  // The new password works from now on.
  await logout(page);
  await signIn(page, userName, 'Chosen#Pass1');
  await expect(page).not.toHaveURL(/\/ChangePassword$/);
});

test('Security: SystemAdmin rows and your own row are protected; no Security page without its claim', async ({
  page,
}) => {
  await startSignedIn(page, DEMO.admin);
  await page.goto('/SecurityPage');
  const table = page.getByRole('table', { name: 'Security Users' });
  await expect(table.getByRole('cell', { name: DEMO.pm, exact: true })).toBeVisible();
  // Administrators may not touch a SystemAdmin, nor deactivate themselves.
  await expect(page.getByRole('button', { name: `Edit ${DEMO.sysadmin}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Deactivate ${DEMO.admin}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Deactivate ${DEMO.pm}` })).toBeVisible();
  await logout(page);
  // Without the Security page claim the route is refused.
  await signIn(page, DEMO.contribute);
  await page.goto('/Security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toHaveCount(0);
});
