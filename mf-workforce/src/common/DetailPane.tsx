import { Messages } from '@tac/contracts';
import { Box, Input, InputGroup, SearchIcon, Spinner, Stack, Text } from '@tac/ui';

export interface PaneItem {
  key: string | number;
  label: string;
}

export interface DetailPaneProps {
  /** The pane's heading; also its list's accessible name. */
  title: string;
  items: readonly PaneItem[];
  loading: boolean;
  /** A search box over the pane, its text held by the caller (which sends it to the server). */
  search?: { value: string; onChange: (value: string) => void };
  /** Shown instead of the list when nothing is selected, e.g. 'Select a project'. */
  placeholder?: string;
  maxH?: string;
}

/**
 * A titled list beside a table, showing what its selected row holds (a project's task codes and
 * devices, a device's projects and employees), with its own search box.
 */
export function DetailPane({ title, items, loading, search, placeholder, maxH = '60vh' }: DetailPaneProps) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="l2" bg="bg" minW="0" aria-busy={loading}>
      <Box px="3" py="2" borderBottomWidth="1px" bg="bg.subtle">
        <Text as="h2" fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
      </Box>
      {search && (
        <Box px="3" py="2" borderBottomWidth="1px">
          <InputGroup startElement={<SearchIcon />} startElementProps={{ color: 'fg.muted' }}>
            <Input
              type="search"
              size="sm"
              aria-label={`Search ${title}`}
              placeholder="Search"
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
            />
          </InputGroup>
        </Box>
      )}
      {/* Focusable, so a long list can be scrolled from the keyboard too. */}
      <Box
        overflowY="auto"
        maxH={maxH}
        minH="24"
        position="relative"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        {placeholder ? (
          <Text color="fg.muted" fontSize="sm" p="4" textAlign="center">
            {placeholder}
          </Text>
        ) : items.length === 0 ? (
          <Box p="4" textAlign="center" color="fg.muted" fontSize="sm">
            {loading ? <Spinner size="sm" aria-label="Loading" /> : Messages.noResultFound}
          </Box>
        ) : (
          <Box as="ul" aria-label={title} listStyleType="none" opacity={loading ? 0.6 : 1}>
            {items.map((item) => (
              <Box
                as="li"
                key={item.key}
                px="3"
                py="1.5"
                fontSize="sm"
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                {item.label}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
