import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ setCallingRemote: vi.fn() }));
vi.mock('@tac/api-client', () => client);
// The anonymous manifest, asked with a plain fetch (remotes/signed-out-routes.ts).
const manifestAnswer = vi.fn<() => Promise<unknown>>();
vi.stubGlobal(
  'fetch',
  vi.fn(async () => ({ status: 200, json: manifestAnswer })),
);
const federation = vi.hoisted(() => ({ loadManifestEntry: vi.fn() }));
vi.mock('../remotes/federation.ts', () => federation);
const sharedUi = vi.hoisted(() => ({ loadSharedUi: vi.fn(() => Promise.resolve()) }));
vi.mock('../remotes/shared-ui.ts', () => sharedUi);

const { SignedOutPath } = await import('./SignedOutPath.tsx');

const manifest = [
  {
    name: 'mf-reference',
    version: '11.2.0',
    entry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
    channel: 'stable',
    routes: [{ path: '/MaterialListPage', pageClaim: 'pg.materiallist' }],
  },
  {
    name: 'mf-vouchers',
    version: '11.2.0',
    entry: '/remotes/mf-vouchers/11.2.0/remoteEntry.js',
    channel: 'stable',
    routes: [{ path: '/sign/:token', pageClaim: 'pg.tmvoucher', signedOut: true }],
  },
];

function SigningScreen() {
  const { token } = useParams();
  return <h1>Signing {token}</h1>;
}

function open(path: string) {
  renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Login" element={<h1>Sign in</h1>} />
        <Route path="*" element={<SignedOutPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a path opened signed out', () => {
  afterEach(cleanup);

  it('goes to sign-in when the manifest lists it, case aside', async () => {
    manifestAnswer.mockResolvedValue({ success: true, data: manifest, message: '', totalCount: 1 });
    open('/materiallistpage');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows Page Not Found when no remote provides it', async () => {
    manifestAnswer.mockResolvedValue({ success: true, data: manifest, message: '', totalCount: 1 });
    open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found !' })).toBeTruthy();
  });

  it('goes to sign-in when the manifest does not answer', async () => {
    manifestAnswer.mockRejectedValue(new Error('down'));
    open('/Anything');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it("opens a remote's signed-out route with its parameter, signed in or not, with no guard", async () => {
    manifestAnswer.mockResolvedValue({ success: true, data: manifest, message: '', totalCount: 2 });
    federation.loadManifestEntry.mockResolvedValue([
      {
        path: '/sign/:token',
        pageClaim: 'pg.tmvoucher',
        signedOut: true,
        load: async () => ({ default: SigningScreen }),
      },
    ]);
    useSession.setState((s) => ({ user: { ...s.user, loggedIn: true } }));
    open('/sign/tok-1');
    expect(await screen.findByRole('heading', { name: 'Signing tok-1' })).toBeTruthy();
    expect(federation.loadManifestEntry).toHaveBeenCalledWith(manifest[1], 0);
    // A route that uses the design system has it loaded beside its remote.
    expect(sharedUi.loadSharedUi).toHaveBeenCalled();
    useSession.setState((s) => ({ user: { ...s.user, loggedIn: false } }));
  });

  it('shows Page Not Found to a signed-in user for a path no remote provides', async () => {
    manifestAnswer.mockResolvedValue({ success: true, data: manifest, message: '', totalCount: 2 });
    useSession.setState((s) => ({ user: { ...s.user, loggedIn: true } }));
    open('/MaterialListPage/extra');
    expect(await screen.findByRole('heading', { name: 'Page Not Found !' })).toBeTruthy();
    useSession.setState((s) => ({ user: { ...s.user, loggedIn: false } }));
  });
});
