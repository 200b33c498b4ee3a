import { Messages } from '@tac/contracts';
import { Box, Link, Stack, Text } from '@tac/ui';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menu.ts';

export function SideMenu({ entries }: { entries: MenuEntry[] }) {
  return (
    <Box
      as="nav"
      id="side-menu"
      aria-label="Main menu"
      w="60"
      flexShrink={0}
      bg="gray.900"
      color="gray.100"
      display="flex"
      flexDirection="column"
      overflowY="auto"
    >
      <Stack as="ul" listStyleType="none" gap="0.5" p="3" flex="1">
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
                '&.active': { background: 'var(--chakra-colors-blue-700)', color: 'white', fontWeight: 600 },
              }}
            >
              <NavLink to={entry.path}>{entry.label}</NavLink>
            </Link>
          </li>
        ))}
        {entries.length === 0 && (
          <Text as="li" px="3" py="2" fontSize="sm" color="gray.400">
            No sections available
          </Text>
        )}
      </Stack>
      <Text px="6" py="3" fontSize="xs" color="gray.400" borderTopWidth="1px" borderColor="gray.700">
        Version {Messages.version}
      </Text>
    </Box>
  );
}
