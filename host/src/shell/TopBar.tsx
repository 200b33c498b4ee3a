import { Messages } from '@tac/contracts';
import { Box, Button, Flex, HStack, IconButton, Link, LogoutIcon, MenuIcon, Text } from '@tac/ui';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menu.ts';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  tabs: MenuEntry[];
  roleName: string;
  userName: string;
  onLogout: () => void;
  loggingOut: boolean;
}

export function TopBar({ menuOpen, onToggleMenu, tabs, roleName, userName, onLogout, loggingOut }: Props) {
  return (
    <Flex as="header" align="center" gap="3" px="3" h="14" bg="blue.800" color="white" flexShrink={0}>
      <IconButton
        aria-label={menuOpen ? 'Hide side menu' : 'Show side menu'}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        variant="ghost"
        bg="transparent"
        color="white"
        _hover={{ bg: 'blue.700' }}
        onClick={onToggleMenu}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      {/* Below 480 px the title gives its room to the shortcuts, the name and the role. */}
      <Text fontWeight="bold" letterSpacing="wide" whiteSpace="nowrap" hideBelow="sm">
        {Messages.appTitle}
      </Text>
      <HStack as="nav" aria-label="Shortcuts" gap="1" ml={{ base: '0', sm: '4' }} flexShrink={0}>
        {tabs.map((tab) => (
          <Link
            key={tab.path}
            asChild
            px="3"
            py="1.5"
            rounded="md"
            color="white"
            fontSize="sm"
            _hover={{ bg: 'blue.700', textDecoration: 'none' }}
            css={{ '&.active': { background: 'var(--chakra-colors-blue-600)' } }}
          >
            <NavLink to={tab.path}>{tab.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <Box flex="1" />
      <Box textAlign="right" lineHeight="short" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate data-testid="user-name">
          {userName}
        </Text>
        {/* Whole words or an ellipsis: a narrow bar broke 'Project Manager' inside a word. */}
        <Text fontSize="xs" color="blue.100" truncate data-testid="role-name">
          {roleName}
        </Text>
      </Box>
      <Button
        aria-label="Logout"
        flexShrink={0}
        size="sm"
        variant="outline"
        bg="transparent"
        color="white"
        borderColor="blue.300"
        _hover={{ bg: 'blue.700' }}
        onClick={onLogout}
        loading={loggingOut}
      >
        <LogoutIcon aria-hidden />
        <Text as="span" hideBelow="sm">
          Logout
        </Text>
      </Button>
    </Flex>
  );
}
