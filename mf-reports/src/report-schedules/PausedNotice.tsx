import { ReportMessages, type ReportScheduleRow } from '@tac/contracts';
import { Box, Text } from '@tac/ui';
import { useId } from 'react';

/**
 * The paused schedules of the page, each with why, above the list (shared/docs/remotes/reports.md
 * "Paused schedules"): the reason is what the office acts on, so it is shown whole, at the page's
 * width, rather than wrapped into a narrow column; each row carries a "Paused" badge besides.
 */
export function PausedNotice({ rows }: { rows: readonly ReportScheduleRow[] }) {
  const headingId = useId();
  const paused = rows.filter((row) => row.pausedReason);
  if (paused.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="orange.subtle"
      color="fg"
      px="3"
      py="2"
      borderRadius="l2"
      fontSize="sm"
    >
      <Text id={headingId} fontWeight="semibold">
        {paused.length === 1
          ? 'Paused: this schedule sends nothing.'
          : `Paused: these ${paused.length} schedules send nothing.`}{' '}
        {ReportMessages.pausedResume}
      </Text>
      <Box as="ul" ps="5" mt="1" listStyleType="disc">
        {paused.map((row) => (
          <li key={row.id}>
            <strong>{row.scheduleName}</strong>: {row.pausedReason}.
          </li>
        ))}
      </Box>
    </Box>
  );
}
