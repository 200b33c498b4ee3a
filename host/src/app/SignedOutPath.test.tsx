import { renderWithUi } from '@tac/ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ api: { get: vi.fn() } }));
vi.mock('@tac/api-client', () => client);

const { SignedOutPath } = await import('./SignedOutPath.tsx');

const manifest = [
  {
    name: 'mf-reference',
    version: '11.2.0',
    entry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
    channel: 'stable',
    routes: [{ path: '/MaterialListPage', pageClaim: 'pg.materiallist' }],
  },
];

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
    client.api.get.mockResolvedValue({ data: manifest, message: '', totalCount: 1 });
    open('/materiallistpage');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows Page Not Found when no remote provides it', async () => {
    client.api.get.mockResolvedValue({ data: manifest, message: '', totalCount: 1 });
    open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found !' })).toBeTruthy();
  });

  it('goes to sign-in when the manifest does not answer', async () => {
    client.api.get.mockRejectedValue(new Error('down'));
    open('/Anything');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
