import { expect, test } from '@playwright/test';
import { DEMO, startSignedIn } from './helpers.ts';

test('Material List: add, edit, search and delete as a user would, with the 50-character limit', async ({
  page,
}) => {
  const name = `E2E Rebar ${Date.now().toString(36)}`;
  await startSignedIn(page, DEMO.admin);
  await page.goto('/MaterialListPage');
  await expect(page.getByRole('heading', { name: 'Material List', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Material List' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Add: an empty name is refused with the message, nothing is sent.
  await page.getByRole('button', { name: 'Add Material List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Material List' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByPlaceholder('Enter Material');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter material name')).toBeVisible();
  // The field takes at most 50 characters.
  await field.fill('x'.repeat(60));
  await expect(field).toHaveValue('x'.repeat(50));
  await field.fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Search finds it (trimmed on save), after the 1 s debounce.
  await page.getByLabel('Search Material List').fill(name);
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit: the modal opens in edit mode with the record loaded.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Material List' });
  await expect(edit.getByPlaceholder('Enter Material')).toHaveValue(name);
  await edit.getByPlaceholder('Enter Material').fill(`${name} edited`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toHaveCount(0);
  await page.getByLabel('Search Material List').fill(`${name} edited`);
  await expect(table.getByRole('cell', { name: `${name} edited`, exact: true })).toBeVisible();

  // Delete asks with the exact confirmation, then the list no longer shows it.
  await page.getByRole('button', { name: `Delete ${name} edited` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(
    confirm.getByText('Are you sure? Do you want to delete this Material List?', { exact: true }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('no result found', { exact: true })).toBeVisible();
});

test('Material List is read-only without the reference-list edit claim', async ({ page }) => {
  await startSignedIn(page, DEMO.readonly);
  await page.goto('/MaterialListPage');
  await expect(page.getByRole('table', { name: 'Material List' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Material List' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
