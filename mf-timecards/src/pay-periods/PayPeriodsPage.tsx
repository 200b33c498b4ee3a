import { ButtonClaim, hasClaim, type PayPeriodQuery } from '@tac/contracts';
import { weekEndOf } from '@tac/contracts/calendar';
import { useSession } from '@tac/session';
import { Flex, Heading, Stack, Text } from '@tac/ui';
import { useState } from 'react';
import { usePayPeriods } from '../approval/index.ts';
import { DateField } from '../common/DateField.tsx';
import { calendarDate, isoDay, isRealDate } from '../common/dates.ts';
import { LateList } from './LateList.tsx';
import { PeriodChangeResult } from './PeriodChangeResult.tsx';
import { type PeriodChange, PeriodDialog, type PeriodTarget } from './PeriodDialogs.tsx';
import { PeriodsTable } from './PeriodsTable.tsx';
import { defaultWeeks, type PeriodAction, weeksQueryDates } from './rules.ts';
import { WeeksTable } from './WeeksTable.tsx';

/**
 * Pay periods (a division's week) with what their lines stand at: the weeks, each closed or reopened
 * for all its divisions at once, then each division's week, closed when none is pending and reopened
 * with a reason; the last change's result by division; below, the Late list of lines that arrived for
 * a closed week (shared/docs/approval.md, shared/docs/remotes/timecards.md).
 */
export function PayPeriodsPage() {
  const claims = useSession((s) => s.user.claimValue);
  const canClose = hasClaim(claims, ButtonClaim.PayPeriodClose);
  const canReview = hasClaim(claims, ButtonClaim.TimecardApprove);
  const [weeks, setWeeks] = useState<PayPeriodQuery>(() => defaultWeeks());
  const [open, setOpen] = useState<{ action: PeriodAction; target: PeriodTarget } | null>(null);
  const [done, setDone] = useState<PeriodChange | null>(null);
  const periods = usePayPeriods(weeks);
  const week = (which: keyof PayPeriodQuery) => (day: Date | null) => {
    // Any day picked stands for the week holding it; an empty picker keeps the week.
    if (isRealDate(day)) setWeeks((w) => ({ ...w, [which]: weekEndOf(isoDay(day)) }));
  };
  const inOrder = weeks.fromWeek <= weeks.toWeek;

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Heading as="h1" size="xl" mr="auto" alignSelf="center">
          Pay Periods
        </Heading>
        <DateField
          label="From week ending"
          value={calendarDate(weeks.fromWeek)}
          onChange={week('fromWeek')}
        />
        <DateField label="To week ending" value={calendarDate(weeks.toWeek)} onChange={week('toWeek')} />
      </Flex>
      {!inOrder ? (
        <Text color="fg.error" role="alert">
          The From week must not be after the To week.
        </Text>
      ) : (
        <>
          {periods.error ? (
            <Text color="fg.error" role="alert">
              {periods.error.message}
            </Text>
          ) : null}
          {done ? <PeriodChangeResult change={done} onDismiss={() => setDone(null)} /> : null}
          <WeeksTable
            periods={periods.data ?? []}
            loading={periods.isFetching}
            canClose={canClose}
            onAction={(action, payWeek) =>
              setOpen({
                action,
                target: { weekEndingDate: payWeek.weekEndingDate, periods: payWeek.periods, wholeWeek: true },
              })
            }
          />
          <PeriodsTable
            periods={periods.data ?? []}
            loading={periods.isFetching}
            canClose={canClose}
            onAction={(action, period) =>
              setOpen({
                action,
                target: { weekEndingDate: period.weekEndingDate, periods: [period], wholeWeek: false },
              })
            }
          />
          <LateList {...weeksQueryDates(weeks)} canReview={canReview} />
        </>
      )}
      {open ? (
        <PeriodDialog
          action={open.action}
          target={open.target}
          onDone={(change) => {
            setOpen(null);
            setDone(change);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
