import { expect, test } from '@playwright/test';
import { SUPPORT_EMAIL } from '../playwright.config.ts';
import { DEMO, expectedLanding, logout, menuLabels, PASSWORD, sideMenu, signIn } from './helpers.ts';

test.describe('sign-in and landing by role', () => {
  for (const role of ['sysadmin', 'admin'] as const) {
    test(`${role} lands on Security, or on the first section they may open while Security is not deployed`, async ({
      page,
    }) => {
      await page.goto('/Login');
      await signIn(page, DEMO[role]);
      await expect(page).toHaveURL(await expectedLanding(page, '/Security', 'Security'));
      expect(await menuLabels(page)).toContain('Material List');
    });
  }

  test('the project manager lands on T&M Voucher, or on the first section they may open, and sees no reference lists', async ({
    page,
  }) => {
    await page.goto('/Login');
    await signIn(page, DEMO.pm);
    await expect(page).toHaveURL(await expectedLanding(page, '/TMVoucher', 'T&M Voucher'));
    expect(await menuLabels(page)).not.toContain('Material List');
    await expect(page.getByTestId('role-name')).toHaveText('Project Manager');
  });

  for (const role of ['contribute', 'readonly'] as const) {
    test(`${role} lands on Projects, or on the first section they may open`, async ({ page }) => {
      await page.goto('/Login');
      await signIn(page, DEMO[role]);
      await expect(page).toHaveURL(await expectedLanding(page, '/Projects', 'Projects'));
      const labels = await menuLabels(page);
      expect(labels).toContain('Material List');
      expect(labels).not.toContain('Security');
      expect(labels).not.toContain('Divisions');
    });
  }

  test('wrong password and empty fields show the spec messages', async ({ page }) => {
    await page.goto('/Login');
    await expect(page.getByRole('heading', { name: 'TIME ADMIN CONSOLE' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('User name is required!').first()).toBeVisible();
    await page.getByLabel('User name', { exact: true }).fill(DEMO.admin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Password is required!').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid User Name or Password' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
  });

  test('a signed-in user who opens the login page is sent on by role', async ({ page }) => {
    await page.goto('/Login');
    await signIn(page, DEMO.pm);
    const landing = await expectedLanding(page, '/TMVoucher', 'T&M Voucher');
    await page.goto('/Login');
    await expect(page).toHaveURL(landing);
  });
});

test.describe('guard', () => {
  test('a route without its claim redirects, re-checked on every navigation', async ({ page }) => {
    await page.goto('/Login');
    await signIn(page, DEMO.pm);
    const landing = await expectedLanding(page, '/TMVoucher', 'T&M Voucher');
    await page.goto('/MaterialListPage');
    // Refused → /Login, which sends a signed-in user on to their landing.
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('heading', { name: 'Material List' })).toHaveCount(0);
  });

  test('a signed-out user is sent to /Login, and to /Admin when the last role was SystemAdmin', async ({
    page,
  }) => {
    await page.goto('/MaterialListPage');
    await expect(page).toHaveURL(/\/Login$/);
    await signIn(page, DEMO.sysadmin);
    await logout(page);
    await expect(page).toHaveURL(/\/Admin$/);
    await page.goto('/MaterialListPage');
    await expect(page).toHaveURL(/\/Admin$/);
    await expect(page.getByText('System administrator sign-in')).toBeVisible();
  });

  test('the copyright year and the support e-mail show on the sign-in page and under the version', async ({
    page,
  }) => {
    await page.goto('/Login');
    // Inside the page's main landmark, so a footer element rather than a contentinfo landmark.
    const footer = page.locator('footer');
    await expect(footer).toContainText('© 2025 Time Admin Console');
    await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await signIn(page, DEMO.readonly);
    // Under the version, beside the menu's navigation (so it is not taken for a section).
    const menuFooter = page.locator('#side-menu').getByRole('contentinfo');
    await expect(menuFooter).toContainText('Version 11.2.0');
    await expect(menuFooter).toContainText('© 2025 Time Admin Console');
    await expect(menuFooter.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: SUPPORT_EMAIL })).toHaveCount(0);
  });

  test('an unknown path shows Page Not Found !', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found !' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('a second tab cannot sign in while another tab holds a session', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/Login');
    await first.goto('/Login');
    await signIn(first, DEMO.admin);
    const fullName = await first.getByTestId('user-name').textContent();
    await second.getByLabel('User name', { exact: true }).fill(DEMO.readonly);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      second
        .getByRole('alert')
        .filter({
          hasText: `${fullName} has logged in another tab, please log out and log in as another user`,
        })
        .first(),
    ).toBeVisible();
  });

  test('logout ends the session on the server, keeps the role name, and other tabs follow', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/Login');
    await signIn(page, DEMO.admin);
    const other = await context.newPage();
    await other.goto('/MaterialListPage');
    await expect(other.getByRole('heading', { name: 'Material List' })).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('tac.session') ?? '{}').state.user.accessToken,
    );
    await logout(page);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('tac.session') ?? '{}').state.user,
    );
    expect(stored.loggedIn).toBe(false);
    expect(stored.accessToken).toBe('');
    expect(stored.loggedOutUserRole).toBe('Administrator');
    const response = await page.request.post('/api/MaterialList/GetMaterialList', {
      headers: { Authorization: `Bearer ${token}` },
      data: { SearchText: [], Skip: 0, Take: 100 },
    });
    expect(response.status()).toBe(401);
    // The other tab saw the logout and its guard sent it to sign-in.
    await expect(other).toHaveURL(/\/Login$/);
  });
});

test.describe('remotes at run time', () => {
  test('a blocked remote shows the fallback inside the shell, and Retry recovers once unblocked', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-reference/**', (route) => route.abort());
    await page.goto('/Login');
    await signIn(page, DEMO.admin);
    await page.goto('/MaterialListPage');
    await expect(page.getByText('This section is unavailable')).toBeVisible();
    // The shell still works around it.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: /side menu/ }).click();
    await expect(sideMenu(page)).toHaveCount(0);
    await page.getByRole('button', { name: /side menu/ }).click();
    await expect(sideMenu(page)).toBeVisible();

    await page.unroute('**/remotes/mf-reference/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Material List' })).toBeVisible();
    expect(await menuLabels(page)).toContain('Material List');
  });

  test('a remote that never answers falls back within seconds', async ({ page }) => {
    await page.route('**/remotes/mf-reference/**/remoteEntry.js*', () => {
      /* never answered */
    });
    await page.goto('/Login');
    // The menu comes from the route table and the manifest: the hung remote does not hold sign-in.
    await signIn(page, DEMO.admin);
    expect(await menuLabels(page)).toContain('Material List');
    // The hung script would hold the page's load event: do not wait for it.
    await page.goto('/MaterialListPage', { waitUntil: 'commit' });
    await expect(page.getByText('This section is unavailable')).toBeVisible({ timeout: 9_000 });
    await page.unroute('**/remotes/mf-reference/**/remoteEntry.js*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Material List' })).toBeVisible();
  });
});
