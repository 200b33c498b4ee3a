import type { EmployeeWeek } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Box, chakra, HStack, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { ReasonField, reasonProblem, useResolveWeekOvertime } from '../approval/index.ts';
import { employeeLabel } from '../common/labels.ts';
import { ruleSetName, splitText } from './employee-week-rules.ts';

type Choice = 'apply' | 'keep';

/**
 * A reviewer resolves a week's Overtime exception (shared/docs/overtime.md): the days whose hours as
 * sent are not the worked-out split, side by side; apply the split as corrections (the lines keep
 * their first values) or keep the hours as sent, with a reason.
 */
export function WeekOvertimeDialog({
  week,
  dayHeaders,
  onClose,
}: {
  week: EmployeeWeek;
  dayHeaders: readonly string[];
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<Choice>('apply');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveWeekOvertime();

  const submit = async () => {
    const missing = reasonProblem(reason);
    setProblem(missing);
    if (missing) return;
    const done = await writeWithToasts(() =>
      resolve.mutateAsync({
        employeeId: week.employeeId,
        weekEndingDate: week.weekEndingDate,
        reason: reason.trim(),
        apply: choice === 'apply',
      }),
    );
    if (done) onClose();
  };

  return (
    <FormModal
      open
      title="Resolve overtime"
      submitLabel={choice === 'apply' ? 'Apply the split' : 'Keep as sent'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {employeeLabel(week)}, week ending {formatCalendarDate(week.weekEndingDate)} ·{' '}
          {ruleSetName(week.overtimeRuleSet)} rules
        </Text>
        <Box overflowX="auto">
          <chakra.table fontSize="sm" w="full" aria-label="Days whose hours differ (regular · OT · DT)">
            <thead>
              <tr>
                <chakra.th textAlign="start" pe="4">
                  Day
                </chakra.th>
                <chakra.th textAlign="start" pe="4">
                  Sent
                </chakra.th>
                <chakra.th textAlign="start">Worked out</chakra.th>
              </tr>
            </thead>
            <tbody>
              {week.differingDays.map((day) => (
                <tr key={day}>
                  <chakra.td pe="4">{dayHeaders[day]}</chakra.td>
                  <chakra.td pe="4">{splitText(week.sentDays[day] ?? week.sent)}</chakra.td>
                  <chakra.td fontWeight="semibold">
                    {splitText(week.workedOutDays[day] ?? week.workedOut)}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
        <Stack as="fieldset" gap="2">
          <chakra.legend fontWeight="medium" mb="1">
            Resolve by
          </chakra.legend>
          <HStack as="label" gap="2" cursor="pointer" alignItems="flex-start">
            <input
              type="radio"
              name="overtime-choice"
              checked={choice === 'apply'}
              onChange={() => setChoice('apply')}
            />
            <span>
              Applying the worked-out split: the lines are corrected (a new line of the same record where a
              line's hours split), keeping their first values
            </span>
          </HStack>
          <HStack as="label" gap="2" cursor="pointer" alignItems="flex-start">
            <input
              type="radio"
              name="overtime-choice"
              checked={choice === 'keep'}
              onChange={() => setChoice('keep')}
            />
            <span>Keeping the hours as sent (any later change to the week opens the exception again)</span>
          </HStack>
        </Stack>
        <ReasonField value={reason} problem={problem} onChange={setReason} />
      </Stack>
    </FormModal>
  );
}
