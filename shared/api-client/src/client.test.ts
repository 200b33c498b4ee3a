import { type LoginResult, Messages } from '@tac/contracts';
import { EMPTY_USER, useSession } from '@tac/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './answer.ts';
import { api, dispositionFileName, setCallingRemote, signedOutApi } from './client.ts';

/** What a call threw (fails the test when it resolved). */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

import { onUnauthorized } from './unauthorized.ts';

const calls: Request[] = [];
const bodies: string[] = [];
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      bodies.push(await input.clone().text());
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
}
const signedIn = { token: 'tok-9', claimValue: [] } as unknown as LoginResult;

beforeEach(() => {
  calls.length = 0;
  bodies.length = 0;
  localStorage.clear();
  useSession.setState({ user: EMPTY_USER });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(undefined);
  setCallingRemote(undefined);
});

describe('api client', () => {
  it('sends the bearer token when signed in and a no-cache header on GET', async () => {
    useSession.getState().signIn(signedIn);
    answer(200, { success: true, message: '', data: [1], totalCount: 1 });
    const result = await api.get<number[]>('/api/Thing', { id: 3, skip: undefined });
    expect(result).toEqual({ message: '', data: [1], totalCount: 1 });
    const req = calls[0];
    expect(req?.headers.get('authorization')).toBe('Bearer tok-9');
    expect(req?.headers.get('cache-control')).toBe('no-cache');
    expect(new URL(req?.url ?? '').search).toBe('?id=3');
  });

  it("names the section's remote and version on every call while one is set", async () => {
    answer(200, { success: true, message: '', data: null, totalCount: 0 });
    setCallingRemote('mf-timecards@11.2.0');
    await api.get('/api/Thing');
    await api.post('/api/Thing', {});
    setCallingRemote(undefined);
    await api.get('/api/Thing');
    expect(calls.map((c) => c.headers.get('x-tac-remote'))).toEqual([
      'mf-timecards@11.2.0',
      'mf-timecards@11.2.0',
      null,
    ]);
  });

  it('sends no token when signed out and posts JSON bodies', async () => {
    answer(200, { success: true, message: 'ok', data: null, totalCount: 0 });
    await api.post('/api/Thing', { Skip: 0, Take: 100 });
    const req = calls[0];
    expect(req?.headers.get('authorization')).toBeNull();
    expect(req?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ Skip: 0, Take: 100 });
  });

  it("throws the server's refusal as an ApiError with its message, status and field", async () => {
    answer(400, { success: false, message: 'DisplayText is required', data: null, totalCount: 0 });
    const error = await refusal(api.post('/api/Thing', {}));
    expect(error.message).toBe('DisplayText is required');
    expect(error.status).toBe(400);
    expect(error.field).toBeUndefined();
    answer(409, { success: false, message: 'Taken', data: null, totalCount: 0, field: 'UserName' });
    expect(await refusal(api.post('/api/Thing', {}))).toMatchObject({ status: 409, field: 'UserName' });
    answer(400, { success: false, message: '', data: null, totalCount: 0 });
    expect((await refusal(api.post('/api/Thing', {}))).message).toBe(Messages.requestFailed);
  });

  it('says something a person can act on when an error comes without an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Internal Server Error</html>', {
            status: 500,
            statusText: 'Internal Server Error',
          }),
      ),
    );
    const failed = await refusal(api.post('/api/Account/Login', { UserName: 'a', Password: 'b' }));
    expect(failed.message).toBe(Messages.serverTrouble);
    expect(failed.status).toBe(500);
    expect(failed.message).not.toMatch(/500|Internal Server Error/);
    answer(404, 'Not Found');
    expect((await refusal(api.post('/api/Thing', {}))).message).toBe(Messages.requestFailed);
  });

  it('hands on the id the answer gave the request, for the screen to show beside a fault', async () => {
    const id = '0c0e4d3a-9f1b-4c57-8d2e-5b7a1f6c9e20';
    answer(
      500,
      { success: false, message: 'Something went wrong', data: null, totalCount: 0 },
      { 'x-request-id': id },
    );
    expect((await refusal(api.post('/api/Thing', {}))).requestId).toBe(id);
    answer(503, '<html>no server</html>', { 'x-request-id': id });
    const fault = await refusal(api.get('/api/Thing'));
    expect([fault.message, fault.requestId]).toEqual([Messages.serverTrouble, id]);
    answer(400, { success: false, message: 'Name is required', data: null, totalCount: 0 });
    expect((await refusal(api.post('/api/Thing', {}))).requestId).toBeUndefined();
  });

  it('throws network failures as an ApiError with status 0 and a readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await refusal(api.get('/api/Thing'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not be reached/);
  });

  it('calls the unauthorized handler on 401 when a token was sent', async () => {
    useSession.getState().signIn(signedIn);
    const handler = vi.fn();
    onUnauthorized(handler);
    answer(401, { success: false, message: 'Your session has ended.', data: null, totalCount: 0 });
    expect((await refusal(api.get('/api/Thing'))).status).toBe(401);
    expect(handler).toHaveBeenCalledWith('Your session has ended.');
  });

  it('does not treat a 401 without a token (a failed sign-in) as an ended session', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    answer(401, { success: false, message: 'Invalid User Name or Password', data: null, totalCount: 0 });
    const error = await refusal(api.post('/api/Account/Login', { UserName: 'x', Password: 'y' }));
    expect(error.message).toBe('Invalid User Name or Password');
    expect(handler).not.toHaveBeenCalled();
  });

  it('signedOutApi sends no token while a console user is signed in, and its 401 ends no session', async () => {
    useSession.getState().signIn(signedIn);
    const handler = vi.fn();
    onUnauthorized(handler);
    answer(401, { success: false, message: 'This link can no longer be used.', data: null, totalCount: 0 });
    const error = await refusal(signedOutApi.post('/api/Sign/Thing', { code: '123456' }));
    expect(error.message).toBe('This link can no longer be used.');
    await refusal(signedOutApi.get('/api/Sign/Thing'));
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, null]);
    expect(handler).not.toHaveBeenCalled();
    expect(useSession.getState().user.accessToken).toBeTruthy();
  });

  it('getFile hands back the bytes and the name the server gave them, with the token', async () => {
    useSession.getState().signIn(signedIn);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        calls.push(input);
        return new Response('%PDF-1.7 body', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Weekly.pdf"',
          },
        });
      }),
    );
    const file = await api.getFile('/api/File', { fileId: 4 });
    expect(file.fileName).toBe('Weekly.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 body');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-9');
    expect(new URL(calls[0]?.url ?? '').search).toBe('?fileId=4');
  });

  it("getFile throws the server's refusal when the file is refused", async () => {
    answer(404, { success: false, message: 'Report file not found', data: null, totalCount: 0 });
    expect(await refusal(api.getFile('/api/File', { fileId: 4 }))).toMatchObject({
      status: 404,
      message: 'Report file not found',
    });
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, reads quoted and bare names, and gives undefined for none', () => {
    expect(dispositionFileName(`attachment; filename="a.pdf"; filename*=UTF-8''Caf%C3%A9%20week.pdf`)).toBe(
      'Café week.pdf',
    );
    expect(dispositionFileName('attachment; filename="Run 12.csv"')).toBe('Run 12.csv');
    expect(dispositionFileName('attachment; filename=run.eml')).toBe('run.eml');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
