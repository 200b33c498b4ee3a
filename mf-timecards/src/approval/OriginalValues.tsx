import type { TimecardLineOriginal } from '@tac/contracts';
import { Box, Text } from '@tac/ui';
import { formatNumber } from '../common/labels.ts';

/** The values before the office's first correction, kept by the server and shown beside the new ones. */
export function OriginalValues({ original }: { original: TimecardLineOriginal }) {
  const task = [original.taskNumber, original.taskName].filter(Boolean).join(' ');
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted" aria-label="Original values" role="group">
      <Text fontWeight="semibold" mb="1">
        Original values (before the first correction)
      </Text>
      <Text fontSize="sm">
        {formatNumber(original.hours)} h {original.hoursType} · {original.startTime}–{original.endTime}
        {original.lunchStartTime
          ? ` · lunch ${original.lunchStartTime}–${original.lunchEndTime}`
          : ' · no lunch'}
        {task ? ` · task ${task}` : ''}
      </Text>
    </Box>
  );
}
