import type { PayPeriodResultKind } from '@tac/contracts';
import { Box, Button, Flex, Heading } from '@tac/ui';
import { useEffect, useId, useRef } from 'react';
import { DivisionList } from './DivisionList.tsx';
import type { PeriodChange } from './PeriodDialogs.tsx';

const COLOR: Record<PayPeriodResultKind, 'green' | 'orange' | 'gray'> = {
  Closed: 'green',
  Reopened: 'green',
  Pending: 'orange',
  AlreadyClosed: 'gray',
  NotClosed: 'gray',
};

/**
 * What the last close or reopen did, division by division, above the refreshed table until
 * dismissed. Focus moves to it when it comes, so a keyboard or screen reader user hears the result
 * and the dialog's closing does not leave focus on a button the refresh disabled.
 */
export function PeriodChangeResult({ change, onDismiss }: { change: PeriodChange; onDismiss: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (change) heading.current?.focus();
  }, [change]);
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l2" px="4" py="3" maxW="48rem">
      <Flex gap="3" align="center" mb="2">
        <Heading as="h2" size="sm" id={id} ref={heading} tabIndex={-1} mr="auto">
          {change.message}
        </Heading>
        <Button size="xs" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      </Flex>
      <DivisionList
        label={change.action === 'close' ? 'Close result by division' : 'Reopen result by division'}
        items={change.outcome.results.map((r) => ({
          key: r.divisionId,
          name: r.divisionName,
          text: r.message,
          color: COLOR[r.result],
        }))}
      />
    </Box>
  );
}
