import { Messages } from '@tac/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../toast/toaster.ts';
import { writeWithToasts } from './write-with-toasts.ts';

/** An ApiError of @tac/api-client, by its shape (@tac/ui does not depend on the client). */
const apiError = (message: string, status: number, more: { field?: string; requestId?: string } = {}) =>
  Object.assign(new Error(message), { name: 'ApiError', status, ...more });

const shown = () =>
  toaster.getVisibleToasts().map((toast) => [toast.type, toast.title, toast.description] as const);

describe('writeWithToasts', () => {
  afterEach(() => {
    toaster.remove();
  });

  it("toasts the answer's message as a success and resolves to the answer", async () => {
    const answer = { message: 'Saved successfully', data: { id: 7 } };
    await expect(writeWithToasts(async () => answer)).resolves.toBe(answer);
    expect(shown()).toEqual([['success', 'Saved successfully', undefined]]);
  });

  it('leaves the success to a screen that says it, and still toasts a refusal', async () => {
    const answer = { message: 'Thank you: the voucher is signed.', data: null };
    await expect(writeWithToasts(async () => answer, { messageOnScreen: true })).resolves.toBe(answer);
    expect(shown()).toEqual([]);
    await writeWithToasts(() => Promise.reject(apiError('Sign in again', 401)), { messageOnScreen: true });
    expect(shown()).toEqual([['error', 'Sign in again', undefined]]);
  });

  it("toasts a refusal's message as an error and resolves to undefined, with no success toast", async () => {
    const saved = await writeWithToasts(() => Promise.reject(apiError('Name already exists', 409)));
    expect(saved).toBeUndefined();
    expect(shown()).toEqual([['error', 'Name already exists', undefined]]);
  });

  it("puts a server fault's request id under its toast", async () => {
    await writeWithToasts(() =>
      Promise.reject(apiError(Messages.serverTrouble, 503, { requestId: '7d1c9a40' })),
    );
    expect(shown()).toEqual([['error', Messages.serverTrouble, Messages.requestReference('7d1c9a40')]]);
  });

  it('tells a failure with no message, or one that is not an Error, as the generic text', async () => {
    await writeWithToasts(() => Promise.reject(apiError('', 0)));
    await writeWithToasts(() => {
      throw 'not an error';
    });
    expect(shown()).toEqual([
      ['error', Messages.requestFailed, undefined],
      ['error', Messages.requestFailed, undefined],
    ]);
  });

  it('leaves a refusal the form shows beside its field untoasted, and toasts the others', async () => {
    const beside: string[] = [];
    const besideField = (refusal: Error) => {
      const field = (refusal as { field?: string }).field;
      if (field !== 'reason') return false;
      beside.push(refusal.message);
      return true;
    };
    const reasonRefused = apiError('Reason is required', 400, { field: 'reason' });
    const otherRefused = apiError('The period is closed', 409);
    await expect(
      writeWithToasts(() => Promise.reject(reasonRefused), { besideField }),
    ).resolves.toBeUndefined();
    await writeWithToasts(() => Promise.reject(otherRefused), { besideField });
    expect(beside).toEqual(['Reason is required']);
    expect(shown()).toEqual([['error', 'The period is closed', undefined]]);
  });
});
