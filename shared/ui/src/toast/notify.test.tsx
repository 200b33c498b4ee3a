import { Messages } from '@tac/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../server-state/query-client.ts';
import { renderWithUi } from '../testing/render.tsx';
import { AppToaster } from './AppToaster.tsx';
import { notify } from './notify.ts';
import { toaster } from './toaster.ts';

const shown = () => toaster.getVisibleToasts().map((toast) => ({ type: toast.type, title: toast.title }));

describe('notify', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('has one function per kind and ignores an empty message', () => {
    notify.info('Showing current week details');
    notify.warning('Check the dates');
    notify.success('');
    expect(shown().map((toast) => toast.type)).toEqual(['warning', 'info']);
  });

  it('keeps toasts raised before the lazily loaded toaster mounts, then shows them', async () => {
    notify.error('Invalid User Name or Password');
    renderWithUi(<AppToaster />);
    expect(await screen.findByText('Invalid User Name or Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it("puts a server fault's request id under a failed load's toast, and none under a refusal", async () => {
    const client = createQueryClient();
    const failed = (status: number, message: string) =>
      client
        .fetchQuery({
          queryKey: ['load', status],
          queryFn: () => {
            throw Object.assign(new Error(message), { name: 'ApiError', status, requestId: '7d1c9a40-2b3e' });
          },
        })
        .catch(() => undefined);
    await failed(503, Messages.serverTrouble);
    await failed(400, 'Name is required');
    expect(toaster.getVisibleToasts().map((toast) => [toast.title, toast.description])).toEqual([
      ['Name is required', undefined],
      [Messages.serverTrouble, Messages.requestReference('7d1c9a40-2b3e')],
    ]);
  });
});
