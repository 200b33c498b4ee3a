import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
