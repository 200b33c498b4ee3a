import { api } from '@tac/api-client';
import {
  ApiPaths,
  ButtonClaim,
  CloseReminderMessages,
  type CloseReminderPreference,
  PageClaim,
  type WeekSettings,
} from '@tac/contracts';
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
let preference: CloseReminderPreference;
const NO_DEADLINE = { closeWeekday: null, closeHour: null, staleDeviceDays: 3 };
const signIn = (claims: string[]) =>
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));
const posted = (path: string) => vi.mocked(api.post).mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  settings = [
    { divisionId: 1, divisionName: 'North', overtimeRuleSet: 'california', ...NO_DEADLINE },
    { divisionId: 2, divisionName: 'Nevada', overtimeRuleSet: 'flsa', ...NO_DEADLINE },
  ];
  preference = { emailMe: true, approver: true, hasEmail: true, hoursBefore: 24 };
  vi.mocked(api.get).mockImplementation(async (path: string) =>
    path === ApiPaths.closeReminders.preference
      ? (ok(preference) as never)
      : (ok(settings, settings.length) as never),
  );
  vi.mocked(api.post).mockImplementation(async (path: string, body: unknown) => {
    if (path === ApiPaths.closeReminders.savePreference) {
      preference = { ...preference, ...(body as { emailMe: boolean }) };
      return {
        ...ok(preference),
        message: CloseReminderMessages.preferenceSaved(preference.emailMe),
      } as never;
    }
    const save = body as WeekSettings;
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
      ...NO_DEADLINE,
    }),
  );
  expect(await screen.findByText('Week settings saved for North')).toBeInTheDocument();
  await waitFor(() => expect(save).toBeDisabled());
});

it('sets a close deadline: the hour follows the day, a day without its hour is named and not saved', async () => {
  const user = userEvent.setup();
  signIn([PageClaim.TimeCard, ButtonClaim.PayPeriodClose]);
  renderPage(<WeekSettingsPage />);
  const day = await screen.findByRole('combobox', { name: 'Close day of North' });
  expect(day).toHaveTextContent('No deadline');
  const hour = screen.getByRole('combobox', { name: 'Close hour of North' });
  expect(hour).toBeDisabled();
  await user.click(day);
  await user.click(await screen.findByRole('option', { name: 'Monday' }));
  expect(hour).toBeEnabled();
  const save = screen.getByRole('button', { name: 'Save the week settings of North' });
  await user.click(save);
  expect(await screen.findByText(CloseReminderMessages.hourMissing)).toBeInTheDocument();
  expect(posted(ApiPaths.employeeWeeks.saveSettings)).toEqual([]);

  await user.click(hour);
  await user.click(await screen.findByRole('option', { name: '10:00 AM' }));
  expect(screen.queryByText(CloseReminderMessages.hourMissing)).toBeNull();
  const days = screen.getByRole('spinbutton', { name: 'Stale device days of North' });
  await user.clear(days);
  await user.type(days, '5');
  await user.click(save);
  await waitFor(() =>
    expect(posted(ApiPaths.employeeWeeks.saveSettings)).toEqual([
      [
        ApiPaths.employeeWeeks.saveSettings,
        { divisionId: 1, overtimeRuleSet: 'california', closeWeekday: 1, closeHour: 10, staleDeviceDays: 5 },
      ],
    ]),
  );
  await waitFor(() => expect(save).toBeDisabled());
  expect(day).toHaveTextContent('Monday');
  expect(hour).toHaveTextContent('10:00 AM');

  // "No deadline" takes the hour with it: the reminder stops.
  await user.click(day);
  await user.click(await screen.findByRole('option', { name: 'No deadline' }));
  expect(hour).toBeDisabled();
  await user.click(save);
  await waitFor(() => expect(posted(ApiPaths.employeeWeeks.saveSettings)).toHaveLength(2));
  expect(posted(ApiPaths.employeeWeeks.saveSettings)[1]?.[1]).toMatchObject({
    closeWeekday: null,
    closeHour: null,
  });
});

it('names stale device days that are not a whole number from 1 to 60, and saves nothing', async () => {
  const user = userEvent.setup();
  signIn([PageClaim.TimeCard, ButtonClaim.PayPeriodClose]);
  renderPage(<WeekSettingsPage />);
  const days = await screen.findByRole('spinbutton', { name: 'Stale device days of Nevada' });
  await user.clear(days);
  await user.type(days, '61');
  await user.click(screen.getByRole('button', { name: 'Save the week settings of Nevada' }));
  expect(await screen.findByText(CloseReminderMessages.staleDeviceDays)).toBeInTheDocument();
  expect(days).toHaveAttribute('aria-invalid', 'true');
  expect(posted(ApiPaths.employeeWeeks.saveSettings)).toEqual([]);
});

it('turns the close reminders off for the signed-in user, and says why one gets none', async () => {
  const user = userEvent.setup();
  signIn([PageClaim.TimeCard]);
  const { unmount } = renderPage(<WeekSettingsPage />);
  const box = await screen.findByRole('checkbox', { name: 'E-mail me the close reminders' });
  expect(box).toBeChecked();
  expect(screen.getByText(/24 hours before a division's close deadline/)).toBeInTheDocument();
  await user.click(box);
  await waitFor(() =>
    expect(posted(ApiPaths.closeReminders.savePreference)).toEqual([
      [ApiPaths.closeReminders.savePreference, { emailMe: false }],
    ]),
  );
  expect(await screen.findByText(CloseReminderMessages.preferenceSaved(false))).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  unmount();

  preference = { emailMe: true, approver: false, hasEmail: false, hoursBefore: 24 };
  renderPage(<WeekSettingsPage />);
  expect(await screen.findByText(CloseReminderMessages.notApprover)).toBeInTheDocument();
});

it('shows the settings without a way to change them to a user without the close claim', async () => {
  signIn([PageClaim.TimeCard]);
  renderPage(<WeekSettingsPage />);
  expect(await screen.findByRole('combobox', { name: 'Overtime rules of North' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Close day of North' })).toBeDisabled();
  expect(screen.getByRole('spinbutton', { name: 'Stale device days of North' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
});
