import { ApiPaths, findRoute, guardRedirect, type RemoteManifestEntry } from '@tac/contracts';
import { useSession } from '@tac/session';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { SectionLoading } from '../remotes/RemoteScreen.tsx';

/** Whether a path is a section of the console, by the manifest's routes for an anonymous caller. */
async function isSection(path: string): Promise<boolean> {
  const { api } = await import('@tac/api-client');
  const entries = (await api.get<RemoteManifestEntry[]>(ApiPaths.remotesManifest)).data;
  return !!findRoute(
    entries.flatMap((e) => e.routes),
    path,
  );
}

/**
 * A path opened signed out (not a public one, not the host's own): the host holds no route table, so
 * the manifest tells a section (the guard sends the user to sign in, spec 000 §2) from an unknown
 * path (Page Not Found). When the manifest does not answer, sign-in is the way on.
 */
export function SignedOutPath() {
  const { pathname } = useLocation();
  const role = useSession((s) => s.user.loggedOutUserRole);
  const [known, setKnown] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    let active = true;
    setKnown(undefined);
    isSection(pathname).then(
      (section) => active && setKnown(section),
      () => active && setKnown(true),
    );
    return () => {
      active = false;
    };
  }, [pathname]);

  if (known === undefined) return <SectionLoading />;
  return known ? <Navigate to={guardRedirect(role)} replace /> : <NotFoundPage />;
}
