import { api } from '@tac/api-client';
import { ApiPaths, ButtonClaim, PageClaim, type WeekSettings } from '@tac/contracts';
import { useSession } from '@tac/session';
import { renderPage } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ok } from '../testing/fixtures.ts';
import { WeekSettingsPage } from './WeekSettingsPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

let settings: WeekSettings[] = [];
const NO_DEADLINE = { closeWeekday: null, closeHour: null, staleDeviceDays: 3 };
const signIn = (claims: string[]) =>
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));

beforeEach(() => {
  settings = [
    { divisionId: 1, divisionName: 'North', overtimeRuleSet: 'california', ...NO_DEADLINE },
    { divisionId: 2, divisionName: 'Nevada', overtimeRuleSet: 'flsa', ...NO_DEADLINE },
  ];
  vi.mocked(api.get).mockImplementation(async () => ok(settings, settings.length) as never);
  vi.mocked(api.post).mockImplementation(async (_path: string, body: unknown) => {
    const save = body as { divisionId: number; overtimeRuleSet: WeekSettings['overtimeRuleSet'] };
    settings = settings.map((s) => (s.divisionId === save.divisionId ? { ...s, ...save } : s));
    return { ...ok(settings[0]), message: 'Week settings saved for North' } as never;
  });
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

it("shows each division's overtime rules and saves a change with the close claim", async () => {
  const user = userEvent.setup();
  signIn([PageClaim.TimeCard, ButtonClaim.PayPeriodClose]);
  renderPage(<WeekSettingsPage />);
  const north = await screen.findByRole('combobox', { name: 'Overtime rules of North' });
  expect(screen.getByRole('combobox', { name: 'Overtime rules of Nevada' })).toHaveTextContent(
    'FLSA (federal)',
  );
  const save = screen.getByRole('button', { name: 'Save the week settings of North' });
  expect(save).toBeDisabled();
  await user.click(north);
  await user.click(await screen.findByRole('option', { name: 'FLSA (federal)' }));
  expect(save).toBeEnabled();
  await user.click(save);
  await waitFor(() =>
    expect(api.post).toHaveBeenCalledWith(ApiPaths.employeeWeeks.saveSettings, {
      divisionId: 1,
      overtimeRuleSet: 'flsa',
    }),
  );
  expect(await screen.findByText('Week settings saved for North')).toBeInTheDocument();
  await waitFor(() => expect(save).toBeDisabled());
});

it('shows the settings without a way to change them to a user without the close claim', async () => {
  signIn([PageClaim.TimeCard]);
  renderPage(<WeekSettingsPage />);
  expect(await screen.findByRole('combobox', { name: 'Overtime rules of North' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
});
