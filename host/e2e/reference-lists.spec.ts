import { expect, type Page, test } from '@playwright/test';
import { DEMO, menuLabels, pad, signIn, startSignedIn } from './helpers.ts';

const suffix = () => Date.now().toString(36);

async function openList(page: Page, path: string, heading: string) {
  await startSignedIn(page, DEMO.admin);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: heading });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** Deletes the one row the search shows, checking the exact question first. */
async function deleteRow(page: Page, rowName: string, question: string) {
  await page.getByRole('button', { name: `Delete ${rowName}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText(question, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByText('no result found', { exact: true })).toBeVisible();
}

interface TextList {
  name: string;
  path: string;
  heading: string;
  add: string;
  edit: string;
  search: string;
  placeholder: string;
  required: string;
  question: string;
}

const textLists: TextList[] = [
  {
    name: 'Payroll Note List',
    path: '/PayRollNoteOptionPage',
    heading: 'Payroll Note List',
    add: 'Add Payroll Note',
    edit: 'Edit Payroll Note',
    search: 'Search Payroll Note',
    placeholder: 'Enter Payroll Note',
    required: 'Please enter payroll option name',
    question: 'Are you sure? Do you want to delete this Payroll note?',
  },
  {
    name: 'Equipment List',
    path: '/EquipmentListPage',
    heading: 'Equipment List',
    add: 'Add Equipment List',
    edit: 'Edit Equipment List',
    search: 'Search Equipment List',
    placeholder: 'Enter Equipment',
    required: 'Please enter equipment name',
    question: 'Are you sure? Do you want to delete this Equipment List?',
  },
  {
    name: 'Supervisor Override Reason List',
    path: '/SupervisorOverrideReason',
    heading: 'Supervisor Override Reason List',
    add: 'Add Supervisor Override Reason',
    edit: 'Edit Supervisor Override Reason',
    search: 'Search Supervisor Override Reason',
    placeholder: 'Enter Supervisor Override Reason',
    required: 'Please enter supervisor override reason',
    question: 'Are you sure? Do you want to delete this Supervisor override reason?',
  },
];

for (const list of textLists) {
  test(`${list.name}: add, edit, search and delete as a user would`, async ({ page }) => {
    const name = `E2E ${list.name.split(' ')[0]} ${suffix()}`;
    const table = await openList(page, list.path, list.heading);

    await page.getByRole('button', { name: list.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: list.add });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Spec 002 §8: the message is a toast; the field is marked invalid for screen readers.
    await expect(page.getByText(list.required)).toBeVisible();
    await expect(dialog.getByText(list.required)).toHaveCount(0);
    const field = dialog.getByPlaceholder(list.placeholder);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('x'.repeat(60));
    await expect(field).toHaveValue('x'.repeat(50));
    await field.fill(`  ${name}  `);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Saved successfully')).toBeVisible();

    await page.getByLabel(list.search).fill(name);
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: list.edit });
    await expect(edit.getByPlaceholder(list.placeholder)).toHaveValue(name);
    await edit.getByPlaceholder(list.placeholder).fill(`${name} edited`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toHaveCount(0);
    await expect(table.getByRole('cell', { name: `${name} edited`, exact: true })).toBeVisible();

    await deleteRow(page, `${name} edited`, list.question);
  });
}

test('Status Code List: rows read "initial - description"; add, edit, search and delete', async ({
  page,
}) => {
  const initial = `Z${suffix().slice(-2).toUpperCase()}`;
  const description = `E2E status ${suffix()}`;
  const table = await openList(page, '/StatusCodeListPage', 'Status Code List');
  await expect(table.getByRole('cell', { name: 'C - Complete', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Status Code', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Status Code' });
  await dialog.getByPlaceholder('Enter Status Initial').fill(`${initial}XYZ`);
  await expect(dialog.getByPlaceholder('Enter Status Initial')).toHaveValue(initial);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter status code')).toBeVisible();
  await dialog.getByPlaceholder('Enter Description').fill(` ${description} `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const label = `${initial} - ${description}`;
  await page.getByLabel('Search Status Code').fill(description);
  await expect(table.getByRole('cell', { name: label, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Status Code' });
  await expect(edit.getByPlaceholder('Enter Status Initial')).toHaveValue(initial);
  await edit.getByPlaceholder('Enter Description').fill(`${description} edited`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toHaveCount(0);
  await expect(table.getByRole('cell', { name: `${label} edited`, exact: true })).toBeVisible();

  await deleteRow(page, `${label} edited`, 'Are you sure? Do you want to delete this Status Code?');
});

test('Divisions: search and edit only; the number loses underscores and leading spaces as typed', async ({
  page,
}) => {
  const table = await openList(page, '/DivisionPage', 'Divisions');
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.getByLabel('Search Division Number').fill('Fabrication');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit 900 - Fabrication Shop', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Division' });
  const field = dialog.getByRole('textbox', { name: 'Division Number' });
  await expect(field).toHaveValue('900 - Fabrication Shop');
  await field.fill('');
  await field.pressSequentially('  9_00 - Fabrication_Shop E2E');
  await expect(field).toHaveValue('900 - FabricationShop E2E');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('Search Division Number').fill('FabricationShop');
  await expect(table.getByRole('cell', { name: '900 - FabricationShop E2E', exact: true })).toBeVisible();

  // Put the demo name back for the other tests.
  await page.getByRole('button', { name: 'Edit 900 - FabricationShop E2E', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Add Division' });
  await again.getByRole('textbox', { name: 'Division Number' }).fill('900 - Fabrication Shop');
  await again.getByRole('button', { name: 'Update' }).click();
  await expect(again).toHaveCount(0);
});

const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'long' });

test('Forecast: pick a date (past days refused), edit it, search it and delete it', async ({ page }) => {
  const table = await openList(page, '/ForeCast', 'Forecast');
  // The demo's past dates have a delete icon but no edit icon.
  const rows = table.getByRole('row');
  await expect(rows.nth(1).getByRole('button', { name: /^Delete / })).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Forecast Date', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Forecast Date' });
  const input = dialog.getByRole('textbox', { name: 'Forecast Date' });
  await expect(input).toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter forecast date')).toBeVisible();

  await dialog.getByRole('button', { name: 'Choose Forecast Date' }).click();
  const calendar = dialog.getByRole('application');
  await expect(calendar).toBeVisible();
  // Yesterday cannot be picked (when it is in this month's view).
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (yesterday.getMonth() === today.getMonth()) {
    await expect(
      calendar.getByRole('button', { name: new RegExp(`${monthName(yesterday)} ${yesterday.getDate()}, `) }),
    ).toHaveAttribute('aria-disabled', 'true');
  }
  // Two months ahead, the 15th: after every demo date.
  await calendar.getByRole('button', { name: 'Switch to next month' }).click();
  await calendar.getByRole('button', { name: 'Switch to next month' }).click();
  const day = new Date(today.getFullYear(), today.getMonth() + 2, 15);
  await calendar
    .getByRole('button', {
      name: `Choose ${day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}`,
    })
    .click();
  const shown = `${pad(day.getMonth() + 1)}/15/${day.getFullYear()}`;
  await expect(input).toHaveValue(shown);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Saved successfully')).toBeVisible();

  await page.getByLabel('Search Forecast Date').fill(shown);
  await expect(table.getByRole('cell', { name: shown, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit: the picker opens on the loaded date; move to the 16th.
  await page.getByRole('button', { name: `Edit ${shown}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Forecast Date' });
  const editInput = edit.getByRole('textbox', { name: 'Forecast Date' });
  await expect(editInput).toHaveValue(shown);
  await edit.getByRole('button', { name: 'Choose Forecast Date' }).click();
  const next = new Date(day.getFullYear(), day.getMonth(), 16);
  await edit
    .getByRole('application')
    .getByRole('button', {
      name: `Choose ${next.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}`,
    })
    .click();
  const shownNext = `${pad(next.getMonth() + 1)}/16/${next.getFullYear()}`;
  await expect(editInput).toHaveValue(shownNext);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('updated successfully', { exact: true })).toBeVisible();

  await page.getByLabel('Search Forecast Date').fill(shownNext);
  await expect(table.getByRole('cell', { name: shownNext, exact: true })).toBeVisible();
  await deleteRow(page, shownNext, 'Are you sure? Do you want to delete this Forecast?');
});

test('the side menu lists the reference lists in order, none as a top tab', async ({ page }) => {
  await page.goto('/Login');
  await signIn(page, DEMO.admin);
  const labels = await menuLabels(page);
  const order = [
    'Forecast',
    'Divisions',
    'Payroll Note List',
    'Equipment List',
    'Material List',
    'Status Code List',
    'Supervisor Override Reason List',
  ];
  expect(labels.filter((label) => order.includes(label))).toEqual(order);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  for (const label of order) await expect(shortcuts.getByRole('link', { name: label })).toHaveCount(0);
});
