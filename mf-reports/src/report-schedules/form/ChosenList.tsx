import { Badge, CloseIcon, Flex, IconButton, Text } from '@tac/ui';

export interface ChosenListProps {
  /** What the list holds, e.g. 'recipients': the accessible name is 'Chosen recipients'. */
  noun: string;
  items: readonly { key: string | number; label: string }[];
  disabled?: boolean;
  onRemove: (key: string | number) => void;
}

/** The chosen recipients or delegates as removable tags; a tag's button says whom it removes. */
export function ChosenList({ noun, items, disabled = false, onRemove }: ChosenListProps) {
  if (items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        None chosen
      </Text>
    );
  }
  return (
    <Flex
      as="ul"
      aria-label={`Chosen ${noun}`}
      wrap="wrap"
      gap="1.5"
      listStyleType="none"
      maxH="24"
      overflowY="auto"
    >
      {items.map((item) => (
        <Badge as="li" key={item.key} size="md" variant="subtle" colorPalette="blue" gap="1" maxW="full">
          <Text as="span" truncate title={item.label}>
            {item.label}
          </Text>
          {!disabled && (
            <IconButton
              aria-label={`Remove ${item.label}`}
              size="2xs"
              variant="ghost"
              colorPalette="blue"
              minW="4"
              h="4"
              onClick={() => onRemove(item.key)}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Badge>
      ))}
    </Flex>
  );
}
