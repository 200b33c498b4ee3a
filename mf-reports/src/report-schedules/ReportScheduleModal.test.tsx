import { ApiPaths, ButtonClaim, PageClaim, REPORT_TYPES, ReportMessages, RoleName } from '@tac/contracts';
import { WEEKLY_ROSTER_TIMING } from '@tac/contracts/testing';
import { datePickerWithStubs } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeReportsApi, schedule } from '../testing/fake-reports-api.ts';
import { expectToast, postsTo, renderPage, serveWith, signInAs } from '../testing/render-page.tsx';
import { ReportScheduleModal } from './ReportScheduleModal.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));
vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real));

const CLAIMS = [PageClaim.Report, ButtonClaim.ReportAdd, ButtonClaim.ReportEdit, ButtonClaim.ReportDelete];
let fake: ReturnType<typeof createFakeReportsApi>;
const onSaved = vi.fn();

function open(scheduleId?: number) {
  renderPage(<ReportScheduleModal scheduleId={scheduleId} onClose={() => {}} onSaved={onSaved} />);
  return screen.findByRole('dialog', { name: scheduleId ? 'Edit Report Schedule' : 'Add Report Schedule' });
}

const select = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

/** Opens a drop-down of the dialog: its list of options. */
async function openList(dialog: HTMLElement, label: string) {
  await userEvent.click(select(dialog, label));
  return within(dialog).findByRole('listbox', { name: label });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  const list = await openList(dialog, label);
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

const optionTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Ticks project 1 in the Projects drop-down and closes it. */
async function chooseProject1(dialog: HTMLElement) {
  await userEvent.click(select(dialog, 'Projects'));
  await userEvent.click(await screen.findByRole('option', { name: '24-1001 - Project 1' }));
  await userEvent.keyboard('{Escape}');
}

const text = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Fills a valid weekly Field Roster by Project schedule for project 1 sent to office@demo.local. */
async function fillWeekly(dialog: HTMLElement) {
  // Text set at once: typed key by key, the whole form took longer than a test may on a busy machine.
  const fill = (label: string, value: string) => fireEvent.change(text(dialog, label), { target: { value } });
  fill('Schedule Name', 'Weekly roster');
  fill('Description', 'For the office');
  await choose(dialog, 'Report Type', 'Field Roster by Project');
  await choose(dialog, 'Run', 'Weekly');
  await choose(dialog, 'Day', 'Monday');
  await choose(dialog, 'Hour', '07 AM');
  await choose(dialog, 'Minute', '30');
  await choose(dialog, 'Start Date (days back)', '7');
  await choose(dialog, 'End Date (days back)', '1');
  await chooseProject1(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Select recipients' }));
  const picker = await screen.findByRole('dialog', { name: 'Select Recipients' });
  // Put in at once like the texts above; typing an address is the subject of its own test below.
  await userEvent.click(within(picker).getByRole('textbox', { name: 'Add an e-mail address' }));
  await userEvent.paste('Office@Demo.local');
  await userEvent.click(within(picker).getByRole('button', { name: 'Add' }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Recipients' })).toBeNull());
  fill('Subject', 'Roster');
  fill('Message', 'Attached.');
}

beforeEach(() => {
  fake = createFakeReportsApi({
    schedules: [schedule(1)],
    tasks: [
      { id: 5, projectId: 1, taskNumber: 'TM-01', taskName: 'Extra work' },
      { id: 6, projectId: 1, taskNumber: '100', taskName: 'Framing' },
    ],
  });
  serveWith(fake);
  signInAs(RoleName.Administrator, CLAIMS);
});

afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('report schedule modal (spec 001 §4.5, §5.4)', () => {
  it("an empty Save shows '<Field> is required' under each required field and sends nothing", async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const field of [
      'Schedule Name',
      'Description',
      'Report Type',
      'Run',
      'Projects',
      'Send Report To',
      'Subject',
      'Message',
      'Hour',
    ]) {
      expect(within(dialog).getAllByText(`${field} is required`).length).toBeGreaterThan(0);
    }
    expect(postsTo(ApiPaths.reports.save)).toEqual([]);
  });

  it('saves a weekly schedule: the body as §3.4 with the time as HH:MM AM, the server message as a toast', async () => {
    const dialog = await open();
    await fillWeekly(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ReportMessages.saved);
    expect(onSaved).toHaveBeenCalled();
    expect(postsTo(ApiPaths.reports.save)).toEqual([
      expect.objectContaining({
        id: 0,
        scheduleName: 'Weekly roster',
        ...WEEKLY_ROSTER_TIMING,
        projects: [expect.objectContaining({ projectID: 1, isAllProject: false })],
        sendReportTo: [
          expect.objectContaining({ contactType: 'Contact', employeeEmailAddress: 'office@demo.local' }),
        ],
        createdById: 7,
      }),
    ]);
  }, 90_000);

  it("'Run now' saves the schedule with its own run, day and time, then sends it once", async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    const stored = fake.schedules[0];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    await expectToast(ReportMessages.ranNow);
    expect(postsTo(ApiPaths.reports.save)[0]).toMatchObject({
      run: stored?.run,
      runReportAt: stored?.runReportAt,
      scheduleHour: stored?.scheduleHour,
      scheduleMinute: stored?.scheduleMinute,
      weekday: stored?.weekday,
    });
    expect(postsTo(ApiPaths.reports.runNow)).toEqual([{ id: 1 }]);
    expect(onSaved).toHaveBeenCalled();
  });

  it('Update alone never asks for a send', async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    fireEvent.change(text(dialog, 'Subject'), { target: { value: 'Only the subject' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast(ReportMessages.updated);
    expect(postsTo(ApiPaths.reports.runNow)).toEqual([]);
  });

  it('a paused schedule says why and that its Update resumes it', async () => {
    const reason = ReportMessages.ownerInactive('pm@demo.local');
    fake.schedules = [schedule(1, { pausedReason: reason })];
    const dialog = await open(1);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Paused. ${reason}. ${ReportMessages.pausedResume}`,
    );
  });

  it('end offset after the start is refused for a weekly run (PLEASE_ENTER_VALID_END_DATE)', async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    await choose(dialog, 'End Date (days back)', '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(ReportMessages.endAfterStart)).toBeInTheDocument();
    expect(postsTo(ApiPaths.reports.save)).toEqual([]);
  });

  it('date mode clears and disables run, day, date, offsets and time; the dates are asked for, To not after today', async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Date mode/ }));
    for (const label of [
      'Run',
      'Day',
      'Date',
      'Hour',
      'Minute',
      'Start Date (days back)',
      'End Date (days back)',
    ]) {
      expect(select(dialog, label)).toBeDisabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'Run now' })).toBeNull();
    const to = within(dialog).getByLabelText('To Date');
    expect(to).toBeEnabled();
    expect(to).toHaveAttribute('max', new Date().toLocaleDateString('en-CA'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('From Date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('To Date is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Run is required')).toBeNull();
  });

  it("hour 'now' disables day and minute; an hour of 11 sets the minute to 00 and disables it", async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    expect(select(dialog, 'Minute')).toBeEnabled();
    await choose(dialog, 'Hour', '11 AM');
    expect(select(dialog, 'Minute')).toBeDisabled();
    expect(select(dialog, 'Minute')).toHaveTextContent('00');
    await choose(dialog, 'Hour', 'Now');
    expect(select(dialog, 'Minute')).toBeDisabled();
    expect(select(dialog, 'Day')).toBeDisabled();
    await choose(dialog, 'Run', 'Daily');
    expect(select(dialog, 'Start Date (days back)')).toBeDisabled();
    expect(select(dialog, 'Start Date (days back)')).toHaveTextContent('0');
  });

  it('a report type change clears the projects; the T&M types load T&M task codes (isTMCode)', async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    expect(select(dialog, 'Projects')).toHaveAttribute('placeholder', '24-1001 - Project 1');
    await choose(dialog, 'Report Type', 'T&M Voucher');
    expect(select(dialog, 'Projects')).toHaveAttribute('placeholder', 'Select projects');
    await chooseProject1(dialog);
    const list = await openList(dialog, 'Task Codes');
    expect(optionTexts(list)).toEqual(['TM-01 - Extra work']);
    const call = vi
      .mocked((await import('@tac/api-client')).api.post)
      .mock.calls.find(([path]) => path === ApiPaths.reports.taskCodes);
    expect(call?.slice(1)).toEqual([[{ projectId: 1 }], { isTMCode: true }]);
  });

  it('a type change from 6 to 17 drops the old task code: only T&M codes are chosen and saved', async () => {
    fake.schedules = [
      schedule(1, {
        reportType: '6',
        taskCodes: [{ id: 3, taskCodeID: 6, taskNumber: '100', taskName: 'Framing' }],
      }),
    ];
    const dialog = await open(1);
    await waitFor(() => expect(select(dialog, 'Task Codes')).toHaveAttribute('placeholder', '100 - Framing'));
    await choose(dialog, 'Report Type', 'T&M Voucher');
    await chooseProject1(dialog);
    expect(select(dialog, 'Task Codes')).toHaveAttribute('placeholder', 'Select task codes');
    const list = await openList(dialog, 'Task Codes');
    expect(optionTexts(list)).toEqual(['TM-01 - Extra work']);
    await userEvent.click(within(list).getByRole('option', { name: 'TM-01 - Extra work' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast(ReportMessages.updated);
    expect(postsTo(ApiPaths.reports.save)[0]).toMatchObject({
      reportType: '17',
      taskCodes: [{ taskCodeID: 5 }],
      ProjectTasks: [{ projectID: 1, projectTaskID: 5 }],
    });
  });

  it("daily, then weekly picks no day; daily, then monthly says 'Date is required'", async () => {
    const dialog = await open(1);
    await waitFor(() => expect(select(dialog, 'Day')).toHaveTextContent('Monday'));
    await choose(dialog, 'Run', 'Daily');
    await choose(dialog, 'Run', 'Weekly');
    expect(select(dialog, 'Day')).toBeEnabled();
    expect(select(dialog, 'Day')).not.toHaveTextContent(/Sunday|Monday/);
    await choose(dialog, 'Run', 'Daily');
    await choose(dialog, 'Run', 'Monthly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    expect(within(dialog).queryByText(ReportMessages.invalidDateInMonth)).toBeNull();
    expect(postsTo(ApiPaths.reports.save)).toEqual([]);
  });

  it('offers the report types of the role (spec 001 §6)', async () => {
    signInAs(RoleName.ProjectManager, CLAIMS);
    const dialog = await open();
    const list = await openList(dialog, 'Report Type');
    const names = (codes: string[]) => REPORT_TYPES.filter((t) => codes.includes(t.code)).map((t) => t.name);
    expect(optionTexts(list)).toEqual(names(['13', '14', '17', '18', '21']));
  });

  it('All Projects: offered to an admin for attestation types, refused with another project (ALL_PROJECT_INVALID_OPTION)', async () => {
    const dialog = await open();
    await choose(dialog, 'Report Type', "Attested 'No' Report");
    await userEvent.click(select(dialog, 'Projects'));
    await userEvent.click(await screen.findByRole('option', { name: 'All Projects' }));
    await userEvent.click(await screen.findByRole('option', { name: '24-1002 - Project 2' }));
    await expectToast(ReportMessages.allProjectsCombined);
    await userEvent.keyboard('{Escape}');
    expect(select(dialog, 'Projects')).toHaveAttribute('placeholder', 'All Projects');
  });

  it('delegates: only the security groups the type allows (spec 001 §6)', async () => {
    const dialog = await open();
    await choose(dialog, 'Report Type', 'TM Voucher Metrics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select delegates' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Report Delegates' });
    const names = within(picker)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent ?? '')
      .filter((label) => label.includes('·'));
    expect(names.map((n) => n.split('· ')[1])).toEqual(['Administrator', 'SystemAdmin']);
  });

  it('typed recipient e-mails: refused when invalid or already chosen, lower-cased (spec 001 §5.4)', async () => {
    const dialog = await open(1);
    await waitFor(() => expect(text(dialog, 'Schedule Name')).toHaveValue('Schedule 1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select recipients' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Recipients' });
    const box = within(picker).getByRole('textbox', { name: 'Add an e-mail address' });
    await userEvent.type(box, 'not-an-email{Enter}');
    expect(within(picker).getByText(ReportMessages.invalidEmail)).toBeInTheDocument();
    // The next ones at once: the picker checks an address as a whole, on Enter.
    await userEvent.clear(box);
    await userEvent.paste('OFFICE@demo.local');
    await userEvent.keyboard('{Enter}');
    expect(within(picker).getByText(ReportMessages.emailAlreadySelected)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.paste('New.Person@Demo.Local');
    await userEvent.keyboard('{Enter}');
    expect(within(picker).getByText('new.person@demo.local')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    const chosen = await within(dialog).findByRole('list', { name: 'Chosen recipients' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['office@demo.local', 'new.person@demo.local']);
  });

  it('a schedule out of the user’s reach: shown whole and disabled with the contact-support note, no Update or Run now', async () => {
    fake.schedules = [schedule(1, { hasFullAccess: false })];
    const dialog = await open(1);
    expect(await within(dialog).findByText(ReportMessages.contactSupport)).toBeInTheDocument();
    expect(select(dialog, 'Projects')).toBeDisabled();
    expect(select(dialog, 'Report Type')).toBeDisabled();
    expect(text(dialog, 'Schedule Name')).toBeDisabled();
    expect(text(dialog, 'Subject')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Select recipients' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Run now' })).toBeNull();
  });
});
