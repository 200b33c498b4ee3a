import { Messages } from '@tac/contracts';
import { Box, Button, Heading, Text } from '@tac/ui';
import { useState } from 'react';

/** Shown inside the shell when a remote is down or slow; the rest of the console keeps working. */
export function SectionUnavailable({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Box
      role="alert"
      p="8"
      maxW="lg"
      mx="auto"
      mt="10"
      bg="white"
      rounded="lg"
      shadow="sm"
      textAlign="center"
    >
      <Heading as="h2" size="md" color="gray.800">
        {Messages.sectionUnavailable}
      </Heading>
      <Text mt="2" color="gray.600">
        It could not be loaded. The rest of the console still works.
      </Text>
      <Button
        mt="5"
        colorPalette="blue"
        loading={retrying}
        loadingText="Retrying…"
        onClick={async () => {
          setRetrying(true);
          try {
            await onRetry();
          } finally {
            setRetrying(false);
          }
        }}
      >
        Retry
      </Button>
    </Box>
  );
}
