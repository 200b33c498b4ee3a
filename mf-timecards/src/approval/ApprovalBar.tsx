import { Button, Flex, Text } from '@tac/ui';
import { memo, type ReactNode } from 'react';

type Decision = 'Approve' | 'Reject';
const PALETTE = { Approve: 'green', Reject: 'red' } as const;

/**
 * Approve or reject the selected rows, or every row matching the current filters (every page);
 * the dialog that opens counts the lines first.
 */
export const ApprovalBar = memo(function ApprovalBar({
  selected,
  matching,
  onSelected,
  onMatching,
  onClear,
}: {
  selected: number;
  /** Rows the list's filters match (its total); 0 disables the "all matching" buttons. */
  matching: number;
  onSelected: (decision: Decision) => void;
  onMatching: (decision: Decision) => void;
  onClear: () => void;
}) {
  return (
    <Flex
      gap="2"
      align="center"
      wrap="wrap"
      role="toolbar"
      aria-label="Approval"
      data-print="hide"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="1"
      bg="bg.subtle"
    >
      <Text fontSize="sm" minW="7rem" aria-live="polite">
        {selected} selected
      </Text>
      <DecisionButton decision="Approve" solid count={selected} onDecide={onSelected}>
        Approve selected
      </DecisionButton>
      <DecisionButton decision="Reject" count={selected} onDecide={onSelected}>
        Reject selected
      </DecisionButton>
      <Button size="xs" variant="ghost" disabled={selected === 0} onClick={onClear}>
        Clear selection
      </Button>
      <Flex gap="2" ml="auto" align="center">
        <Text fontSize="sm" color="fg.muted">
          Every row matching the filters:
        </Text>
        <DecisionButton decision="Approve" count={matching} onDecide={onMatching}>
          Approve all ({matching})
        </DecisionButton>
        <DecisionButton decision="Reject" count={matching} onDecide={onMatching}>
          Reject all ({matching})
        </DecisionButton>
      </Flex>
    </Flex>
  );
});

/** One decision's button over `count` rows (none disables it); only "Approve selected" is solid. */
function DecisionButton({
  decision,
  count,
  solid = false,
  onDecide,
  children,
}: {
  decision: Decision;
  count: number;
  solid?: boolean;
  onDecide: (decision: Decision) => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      colorPalette={PALETTE[decision]}
      variant={solid ? undefined : 'outline'}
      disabled={count === 0}
      onClick={() => onDecide(decision)}
    >
      {children}
    </Button>
  );
}
