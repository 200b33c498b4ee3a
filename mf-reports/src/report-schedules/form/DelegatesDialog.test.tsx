import { Messages, type ReportScheduleUser } from '@tac/contracts';
import { renderWithUi } from '@tac/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DelegatesDialog } from './DelegatesDialog.tsx';

const users: ReportScheduleUser[] = [
  { userId: 1, userName: 'ada', firstName: 'Ada', lastName: 'Park', securityGroupName: 'Administrator' },
] as ReportScheduleUser[];

function renderDelegates() {
  const onClose = vi.fn();
  renderWithUi(
    <DelegatesDialog users={users} loading={false} chosen={[]} onApply={vi.fn()} onClose={onClose} />,
  );
  return onClose;
}

describe('DelegatesDialog', () => {
  it('closes on Escape while nothing was ticked', async () => {
    const onClose = renderDelegates();
    await screen.findByRole('dialog', { name: 'Select Report Delegates' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape drops a ticked delegate', async () => {
    const onClose = renderDelegates();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ada Park/ }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: Messages.discardChanges.title })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
