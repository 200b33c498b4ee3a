import {
  TM_LOG_WAITS,
  TmLogMessages,
  type TmLogSummary,
  VOUCHER_STATUS_LABELS,
  type VoucherStatus,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Button, Flex, Text } from '@tac/ui';
import { memo } from 'react';

/**
 * What waits on whom: a count per status for the log's filters but its status, each a toggle that
 * adds its status to the list's filter or takes it out (none chosen: every status); 'All' clears the
 * choice. The statuses someone must act on tell since when the oldest has waited.
 */
export const SummaryRow = memo(function SummaryRow({
  summary,
  chosen,
  onToggle,
  onAll,
}: {
  summary: TmLogSummary | undefined;
  chosen: readonly VoucherStatus[];
  onToggle: (status: VoucherStatus) => void;
  onAll: () => void;
}) {
  return (
    <Flex as="section" aria-label="What waits on whom" gap="2" wrap="wrap" align="stretch">
      <Button
        size="xs"
        variant={chosen.length === 0 ? 'solid' : 'outline'}
        aria-pressed={chosen.length === 0}
        onClick={onAll}
      >
        All statuses
      </Button>
      {(summary?.statuses ?? []).map((s) => {
        const status = s.status as VoucherStatus;
        const wait = TM_LOG_WAITS[status];
        const on = chosen.includes(status);
        const oldest =
          wait?.oldest && s.oldestSince ? TmLogMessages.oldestSince(formatCalendarDate(s.oldestSince)) : '';
        return (
          <Button
            key={status}
            size="xs"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            title={wait?.waits}
            onClick={() => onToggle(status)}
          >
            <Text as="span" fontWeight="bold">
              {s.count}
            </Text>
            <Text as="span">{VOUCHER_STATUS_LABELS[status] ?? status}</Text>
            {oldest && (
              <Text as="span" fontWeight="normal" color={on ? undefined : 'fg.muted'}>
                ({oldest})
              </Text>
            )}
          </Button>
        );
      })}
    </Flex>
  );
});
