import { api } from '@tac/api-client';
import { ApiPaths, type LineTaskCodes, type PayCodeItem } from '@tac/contracts';
import { renderWithUi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok, timecard } from '../testing/fixtures.ts';
import { CorrectLineDialog } from './CorrectLineDialog.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const TASKS: LineTaskCodes = {
  taskId: 501,
  tasks: [
    { id: 501, taskNumber: '01-100', taskName: 'Framing' },
    { id: 502, taskNumber: '02-200', taskName: 'Drywall' },
  ],
};

const PAY_CODES: PayCodeItem[] = [
  { id: 1, code: 'DT', description: 'Double Time', countsAs: 'DoubleTime', isActive: false },
  { id: 2, code: 'HOL', description: 'Holiday', countsAs: 'Regular', isActive: false },
  { id: 3, code: 'OT', description: 'Overtime', countsAs: 'Overtime', isActive: true },
  { id: 4, code: 'REG', description: 'Regular', countsAs: 'Regular', isActive: true },
];

const corrections = () =>
  vi.mocked(api.post).mock.calls.filter(([path]) => path === ApiPaths.approval.correct);
const row = timecard({
  lineId: 21,
  fullName: 'Dee Phase',
  taskNumber: '01-100',
  taskName: 'Framing',
  original: {
    hours: 8,
    hoursType: 'REG',
    taskId: 503,
    taskNumber: '03-300',
    taskName: 'Paint',
    startTime: '07:00',
    lunchStartTime: '11:00',
    lunchEndTime: '11:30',
    endTime: '15:30',
  },
});

const render = (onClose = vi.fn(), line = row) => {
  renderWithUi(
    <>
      <CorrectLineDialog row={line} onClose={onClose} />
      <AppToaster />
    </>,
  );
  return onClose;
};
/**
 * Puts the reason in at once: it is free text the dialog only sends, so typing it key by key would
 * re-render the dialog for every letter and prove nothing more (the pay code test types one).
 */
async function giveReason(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, reason: string) {
  await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
  await user.paste(reason);
}
const taskPicker = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Task Code' });

/** The dialog once the task codes have come, the line's own picked. */
async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Correct line' });
  await waitFor(() => expect(taskPicker(dialog)).toHaveTextContent('01-100 Framing'));
  return dialog;
}

/** Picks a Task Code, and saves the correction with `reason` when one is given. */
async function pickTask(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  task: string,
  reason?: string,
) {
  await user.click(taskPicker(dialog));
  await user.click(within(dialog).getByRole('option', { name: task }));
  if (reason === undefined) return;
  await giveReason(user, dialog, reason);
  await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === ApiPaths.approval.lineTaskCodes) return ok(TASKS) as never;
    if (path === ApiPaths.payCodeList.choices) return ok(PAY_CODES) as never;
    throw failed('unexpected');
  });
  vi.mocked(api.post).mockResolvedValue({ ...ok({}), message: 'The line was corrected' } as never);
});
afterEach(() => {
  toaster.remove();
  vi.clearAllMocks();
});

describe('Correct line: the task code', () => {
  it("offers the line's project's task codes, the line's own picked, the original shown beside", async () => {
    render();
    const dialog = await openDialog();
    expect(api.get).toHaveBeenCalledWith(ApiPaths.approval.lineTaskCodes, { lineId: 21 });
    expect(within(dialog).getByRole('group', { name: 'Original values' })).toHaveTextContent(
      'task 03-300 Paint',
    );
    await userEvent.setup().click(taskPicker(dialog));
    const options = within(dialog).getByRole('listbox', { name: 'Task Code' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No task code', '01-100 Framing', '02-200 Drywall']);
  });

  it("takes picking the line's own task code for no change", async () => {
    render();
    const dialog = await openDialog();
    await pickTask(userEvent.setup(), dialog, '01-100 Framing', 'Same');
    expect(
      await within(dialog).findByText('Change at least one of hours, times, pay code or task code'),
    ).toBeInTheDocument();
    expect(corrections()).toHaveLength(0);
  });

  it('sends the task code picked, alone with the reason, and closes', async () => {
    const onClose = render();
    await pickTask(userEvent.setup(), await openDialog(), '02-200 Drywall', 'Drywall');
    await waitFor(() =>
      expect(corrections()[0]?.[1]).toEqual({ lineId: 21, reason: 'Drywall', taskId: 502 }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('clears the task code with "No task code"', async () => {
    render();
    await pickTask(userEvent.setup(), await openDialog(), 'No task code', 'No phase');
    await waitFor(() =>
      expect(corrections()[0]?.[1]).toEqual({ lineId: 21, reason: 'No phase', taskId: null }),
    );
  });

  it("shows the server's refusal of the task code beside the picker, and the dialog stays", async () => {
    vi.mocked(api.post).mockRejectedValue(failed("taskId must name a task of the line's project"));
    const onClose = render();
    const dialog = await openDialog();
    await pickTask(userEvent.setup(), dialog, '02-200 Drywall', 'x');
    expect(
      await within(dialog).findByText("taskId must name a task of the line's project"),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not save until the task codes have come', async () => {
    let answer: (value: never) => void = () => {};
    vi.mocked(api.get).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve as (value: never) => void;
        }),
    );
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Correct line' });
    expect(within(dialog).getByRole('button', { name: 'Save correction' })).toBeDisabled();
    expect(taskPicker(dialog)).toHaveTextContent('Loading task codes…');
    answer(ok(TASKS) as never);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save correction' })).toBeEnabled(),
    );
    expect(taskPicker(dialog)).toHaveTextContent('01-100 Framing');
  });

  it('corrects the other values when the task codes cannot be read, saying so', async () => {
    vi.mocked(api.get).mockRejectedValue(failed('The timecard line was not found', 404));
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Correct line' });
    expect(
      await within(dialog).findByText('The task codes could not be loaded: The timecard line was not found'),
    ).toBeInTheDocument();
    expect(taskPicker(dialog)).toBeDisabled();
    const hours = within(dialog).getByRole('textbox', { name: 'Total Hours' });
    await user.clear(hours);
    await user.type(hours, '7');
    await giveReason(user, dialog, 'Left early');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(corrections()[0]?.[1]).toEqual({ lineId: 21, reason: 'Left early', hours: 7 }),
    );
  });
});

describe('Correct line: the pay code', () => {
  const payPicker = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Pay Code' });
  const retiredLine = timecard({ lineId: 22, hoursType: 'HOL' });

  it("offers the active pay codes, the line's retired code shown chosen, and sends one picked by keyboard", async () => {
    const user = userEvent.setup();
    const onClose = render(vi.fn(), retiredLine);
    const dialog = await openDialog();
    await waitFor(() => expect(payPicker(dialog)).toBeEnabled());
    expect(payPicker(dialog)).toHaveTextContent('HOL - Holiday (inactive)');
    expect(api.get).toHaveBeenCalledWith(ApiPaths.payCodeList.choices);
    payPicker(dialog).focus();
    await user.keyboard('{Enter}');
    const options = within(dialog).getByRole('listbox', { name: 'Pay Code' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['HOL - Holiday (inactive)', 'OT - Overtime', 'REG - Regular']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(payPicker(dialog)).toHaveTextContent('OT - Overtime');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Worked late');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(corrections()[0]?.[1]).toEqual({ lineId: 22, reason: 'Worked late', payCode: 'OT' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal of the pay code beside the picker, and the dialog stays", async () => {
    const user = userEvent.setup();
    render();
    const dialog = await openDialog();
    await waitFor(() => expect(payPicker(dialog)).toHaveTextContent('REG - Regular'));
    vi.mocked(api.post).mockRejectedValue(failed("payCode: pay code 'OT' is inactive"));
    await user.click(payPicker(dialog));
    await user.click(within(dialog).getByRole('option', { name: 'OT - Overtime' }));
    await giveReason(user, dialog, 'Overtime');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText("payCode: pay code 'OT' is inactive")).toBeInTheDocument();
    expect(payPicker(dialog)).toHaveAttribute('aria-invalid', 'true');
  });

  it("corrects the other values when the pay codes cannot be read, the line's code kept", async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path === ApiPaths.approval.lineTaskCodes) return ok(TASKS) as never;
      throw failed('Not allowed', 403);
    });
    const user = userEvent.setup();
    render();
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('The pay codes could not be loaded: Not allowed'),
    ).toBeInTheDocument();
    expect(payPicker(dialog)).toBeDisabled();
    expect(payPicker(dialog)).toHaveTextContent('REG');
    const hours = within(dialog).getByRole('textbox', { name: 'Total Hours' });
    await user.clear(hours);
    await user.type(hours, '6');
    await giveReason(user, dialog, 'Short day');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(corrections()[0]?.[1]).toEqual({ lineId: 21, reason: 'Short day', hours: 6 }));
  });
});
