import { SESSION_STORAGE_KEY, useSession } from '@tac/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@tac/api-client', () => ({ setCallingRemote: vi.fn() }));
const federation = vi.hoisted(() => ({ loadManifestEntry: vi.fn() }));
vi.mock('../remotes/federation.ts', () => federation);
const sharedUi = vi.hoisted(() => ({ loadSharedUi: vi.fn(() => Promise.resolve()) }));
vi.mock('../remotes/shared-ui.ts', () => sharedUi);
// The console's layer stands in as a heading, so a test sees whether it was loaded.
vi.mock('./ConsoleRoutes.tsx', () => ({ default: () => <h1>The console</h1> }));
// The anonymous manifest, asked with a plain fetch (remotes/signed-out-routes.ts).
const fetchManifest = vi.fn();
vi.stubGlobal('fetch', fetchManifest);

const { PastSignIn } = await import('./PastSignIn.tsx');
const { openEarly } = await import('./open-early.ts');

const vouchers = {
  name: 'mf-vouchers',
  version: '11.2.0',
  entry: '/remotes/mf-vouchers/11.2.0/remoteEntry.js',
  channel: 'stable',
  routes: [
    {
      path: '/TMVoucher',
      pageClaim: 'pg.tmvoucher',
      menu: { label: 'T&M Voucher', menuClaim: 'mn.tmvoucher' },
    },
    { path: '/sign/:token', pageClaim: 'pg.tmvoucher', signedOut: true, plainElements: true },
  ],
};

function SigningScreen() {
  const { token } = useParams();
  return <h1>Signing {token}</h1>;
}
const loadScreen = vi.fn(async () => ({ default: SigningScreen }));

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<PastSignIn />} />
      </Routes>
    </MemoryRouter>,
  );
}

const signIn = (loggedIn: boolean) => useSession.setState((s) => ({ user: { ...s.user, loggedIn } }));

describe('a path past the sign-in pages', () => {
  beforeEach(() => {
    fetchManifest.mockReset();
    fetchManifest.mockResolvedValue({
      status: 200,
      json: async () => ({ success: true, data: [vouchers], message: '', totalCount: 1 }),
    });
    federation.loadManifestEntry.mockReset();
    federation.loadManifestEntry.mockResolvedValue([{ ...vouchers.routes[1], load: loadScreen }]);
    sharedUi.loadSharedUi.mockClear();
    loadScreen.mockClear();
  });
  afterEach(() => {
    cleanup();
    signIn(false);
    localStorage.clear();
  });

  it('opens a plain signed-out route signed out without the console or the design system', async () => {
    open('/sign/tok-1');
    expect(await screen.findByRole('heading', { name: 'Signing tok-1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The console' })).toBeNull();
    expect(sharedUi.loadSharedUi).not.toHaveBeenCalled();
    expect(federation.loadManifestEntry).toHaveBeenCalledWith(vouchers, 0);
  });

  it('goes to the console for any other path, signed out once the manifest answered', async () => {
    open('/TMVoucher');
    expect(await screen.findByRole('heading', { name: 'The console' })).toBeTruthy();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(federation.loadManifestEntry).not.toHaveBeenCalled();
  });

  it('goes to the console at once when signed in, without asking the manifest', async () => {
    signIn(true);
    open('/sign/tok-3');
    expect(await screen.findByRole('heading', { name: 'The console' })).toBeTruthy();
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it("asks the manifest as the page loads and fetches the plain route's remote and screen then, once", async () => {
    openEarly('/sign/tok-4');
    await vi.waitFor(() => expect(loadScreen).toHaveBeenCalled());
    expect(federation.loadManifestEntry).toHaveBeenCalledTimes(1);
    open('/sign/tok-4');
    expect(await screen.findByRole('heading', { name: 'Signing tok-4' })).toBeTruthy();
    // The page took what was asked early: one manifest, one load of the remote.
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(federation.loadManifestEntry).toHaveBeenCalledTimes(1);
  });

  it('asks nothing early on the sign-in pages, nor for a browser signed in', async () => {
    openEarly('/');
    openEarly('/login');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { user: { loggedIn: true } }, version: 0 }),
    );
    openEarly('/sign/tok-5');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
