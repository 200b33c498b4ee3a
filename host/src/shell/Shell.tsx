import { guardRedirect } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Flex } from '@tac/ui';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { signOut } from '../login/sign-in.ts';
import { manifestRoutes, useRemotes } from '../remotes/remotes-store.ts';
import { buildMenu, buildTopTabs } from './menu.ts';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { startsNarrow, useNarrowPortrait } from './use-narrow-portrait.ts';

export function Shell() {
  const user = useSession((s) => s.user);
  const remotes = useRemotes((s) => s.remotes);
  const manifestLoading = useRemotes((s) => s.manifest === 'idle' || s.manifest === 'loading');
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(() => !startsNarrow());
  const [loggingOut, setLoggingOut] = useState(false);
  const narrow = useNarrowPortrait();
  const { pathname } = useLocation();
  // On a narrow portrait screen the menu lies over the page: choosing an entry (or any other way
  // to a new page) puts it away, so the page chosen is seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a new path, not on a new width.
  useEffect(() => {
    if (narrow) setMenuOpen(false);
  }, [pathname]);
  // From the manifest's routes: drawing the menu fetches no remote's entry.
  const routes = useMemo(() => manifestRoutes(remotes), [remotes]);
  const menu = useMemo(() => buildMenu(routes, user.claimValue), [routes, user.claimValue]);
  const tabs = useMemo(() => buildTopTabs(routes, user.roleName, user.claimValue), [routes, user]);

  async function logout() {
    setLoggingOut(true);
    const role = user.roleName;
    await signOut();
    setLoggingOut(false);
    navigate(guardRedirect(role), { replace: true });
  }

  return (
    <Flex direction="column" h="100vh" bg="gray.50">
      <TopBar
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((o) => !o)}
        tabs={tabs}
        roleName={user.roleName}
        userName={user.fullName || user.userName}
        onLogout={logout}
        loggingOut={loggingOut}
      />
      <Flex flex="1" minH="0" position="relative">
        {menuOpen && <SideMenu entries={menu} loading={manifestLoading} overlay={narrow} />}
        {/* The page scrolls here, not the window: a Tab stop of its own lets the keyboard scroll a page
            whose content holds no control (WCAG scrollable-region-focusable). */}
        <Box
          as="main"
          tabIndex={0}
          flex="1"
          minW="0"
          overflow="auto"
          p={{ base: '2', md: '3' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
        >
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
