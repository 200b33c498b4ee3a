import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { NewRows } from './use-new-rows.ts';

export interface NewRowsNoticeProps extends NewRows {
  /** What the rows are, for the button's name: 'timecard lines', 'voucher revisions'. */
  noun: string;
}

/**
 * The line above a list that rows were added since it was read: "N new — show". Nothing while none
 * were. The region is polite: a screen reader hears the count when it appears or grows, and the
 * rows do not move until the user asks.
 */
export function NewRowsNotice({ count, show, noun }: NewRowsNoticeProps) {
  return (
    <Box role="status" aria-live="polite" data-print="hide">
      {count > 0 && (
        <HStack
          gap="1"
          px="3"
          py="1"
          borderWidth="1px"
          borderRadius="l2"
          borderColor="blue.muted"
          bg="blue.subtle"
          fontSize="sm"
          w="fit-content"
        >
          {/* The space is text, so the line reads 'N new — show' whole (copied, or read as text). */}
          <Text>{`${count} new — `}</Text>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            textDecoration="underline"
            px="0"
            aria-label={`show ${count} new ${noun}`}
            onClick={show}
          >
            show
          </Button>
        </HStack>
      )}
    </Box>
  );
}
