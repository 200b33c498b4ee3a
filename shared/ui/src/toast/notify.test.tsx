import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { AppToaster } from './AppToaster.tsx';
import { notify, notifyEnvelope } from './notify.ts';
import { toaster } from './toaster.ts';

const shown = () => toaster.getVisibleToasts().map((toast) => ({ type: toast.type, title: toast.title }));

describe('notify', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('shows the server message as success when the envelope succeeded', () => {
    expect(notifyEnvelope({ success: true, message: 'Saved successfully' })).toBe(true);
    expect(shown()).toEqual([{ type: 'success', title: 'Saved successfully' }]);
  });

  it('shows the server message as an error when it failed', () => {
    expect(notifyEnvelope({ success: false, message: 'A material with this name already exists' })).toBe(
      false,
    );
    expect(shown()).toEqual([{ type: 'error', title: 'A material with this name already exists' }]);
  });

  it('still reports a failure that came without a message', () => {
    notifyEnvelope({ success: false, message: '' });
    expect(shown()).toEqual([
      { type: 'error', title: 'The request could not be completed. Please try again.' },
    ]);
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
