import { Messages } from '@tac/contracts';
import { Box, Link, Stack, Text } from '@tac/ui';
import { NavLink } from 'react-router-dom';
import { useConsoleConfig } from '../app/console-config.ts';
import { productNotice } from '../app/product-notice.ts';
import type { MenuEntry } from './menu.ts';

interface Props {
  entries: MenuEntry[];
  /** The manifest is on its way: the remotes' entries are not in `entries` yet. */
  loading?: boolean;
  /** Over the page's left edge (narrow portrait) rather than beside the page. */
  overlay?: boolean;
}

export function SideMenu({ entries, loading = false, overlay = false }: Props) {
  const notice = productNotice(useConsoleConfig((s) => s.config));
  return (
    <Box
      id="side-menu"
      w="60"
      maxW="85vw"
      flexShrink={0}
      position={overlay ? 'absolute' : undefined}
      insetY={overlay ? '0' : undefined}
      insetStart={overlay ? '0' : undefined}
      zIndex={overlay ? 'overlay' : undefined}
      boxShadow={overlay ? 'lg' : undefined}
      bg="gray.900"
      color="gray.100"
      display="flex"
      flexDirection="column"
      overflowY="auto"
    >
      <Box as="nav" aria-label="Main menu" aria-busy={loading} flex="1">
        <Stack as="ul" listStyleType="none" gap="0.5" p="3">
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                rounded="md"
                color="gray.100"
                fontSize="sm"
                textDecoration="none"
                _hover={{ bg: 'gray.700', textDecoration: 'none' }}
                css={{
                  '&.active': {
                    background: 'var(--chakra-colors-blue-700)',
                    color: 'white',
                    fontWeight: 600,
                  },
                }}
              >
                <NavLink to={entry.path}>{entry.label}</NavLink>
              </Link>
            </li>
          ))}
          {entries.length === 0 && !loading && (
            <Text as="li" px="3" py="2" fontSize="sm" color="gray.400">
              No sections available
            </Text>
          )}
        </Stack>
      </Box>
      <Stack
        as="footer"
        gap="0.5"
        px="6"
        py="3"
        fontSize="xs"
        color="gray.400"
        borderTopWidth="1px"
        borderColor="gray.700"
      >
        <Text>Version {Messages.version}</Text>
        <Text>{notice.copyright}</Text>
        {notice.supportEmail && (
          <Text>
            Support:{' '}
            <Link href={`mailto:${notice.supportEmail}`} color="gray.100">
              {notice.supportEmail}
            </Link>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
