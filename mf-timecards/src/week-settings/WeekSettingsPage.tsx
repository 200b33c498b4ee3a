import {
  ButtonClaim,
  hasClaim,
  OVERTIME_RULE_SETS,
  type OvertimeRuleSetId,
  type WeekSettings,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@tac/ui';
import { HIDDEN_FIELD_LABEL, SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { useSaveWeekSettings, useWeekSettings } from './api/week-settings.ts';
import { CloseReminderChoice } from './CloseReminderChoice.tsx';
import {
  CLOSE_DAY_OPTIONS,
  CLOSE_HOUR_OPTIONS,
  changed,
  formOf,
  formProblems,
  NO_DEADLINE,
  saveBody,
  withCloseDay,
} from './rules.ts';

const RULE_SET_OPTIONS = OVERTIME_RULE_SETS.map((r) => ({ value: r.id as OvertimeRuleSetId, label: r.name }));

/**
 * Each division's week settings (beyond the spec; shared/docs/overtime.md): the overtime rule set
 * its employees' weeks are worked out by, its close deadline and stale device days (the close
 * reminders); and the signed-in user's choice to be e-mailed those. Shown to whoever opens the
 * timecards; the divisions' settings changed with the pay period close claim.
 */
export function WeekSettingsPage() {
  const settings = useWeekSettings();
  const canChange = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.PayPeriodClose));
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0" maxW="76rem">
      <Heading as="h1" size="xl">
        Week Settings
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        How each division's weeks are worked out. The timecards by employee show each person's hours as the
        devices sent them and as their division's overtime rules split them.
      </Text>
      <Stack as="ul" gap="1" fontSize="sm" ps="4" aria-label="Overtime rule sets">
        {OVERTIME_RULE_SETS.map((r) => (
          <li key={r.id}>
            <Text as="span" fontWeight="semibold">
              {r.name}:
            </Text>{' '}
            {r.summary}
          </li>
        ))}
      </Stack>
      <CloseReminderChoice />
      {settings.isPending ? (
        <Flex gap="2" align="center" aria-busy="true">
          <Spinner size="sm" /> <Text>Loading the divisions…</Text>
        </Flex>
      ) : settings.error ? (
        <Text color="fg.error" role="alert">
          {settings.error.message}
        </Text>
      ) : settings.data.length === 0 ? (
        <Text>No divisions are in your access.</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <chakra.table w="full" fontSize="sm" aria-label="Week settings by division">
            <thead>
              <tr>
                {['Division', 'Overtime rules', 'Close day', 'Close hour', 'Stale device days'].map((h) => (
                  <chakra.th
                    key={h}
                    textAlign="start"
                    fontWeight="semibold"
                    px="3"
                    py="2"
                    borderBottomWidth="1px"
                  >
                    {h}
                  </chakra.th>
                ))}
                <chakra.th borderBottomWidth="1px">
                  <VisuallyHidden>Save</VisuallyHidden>
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {settings.data.map((division) => (
                <DivisionSettings key={division.divisionId} division={division} canChange={canChange} />
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Stack>
  );
}

function DivisionSettings({ division, canChange }: { division: WeekSettings; canChange: boolean }) {
  const [form, setForm] = useState(() => formOf(division));
  const [tried, setTried] = useState(false);
  const save = useSaveWeekSettings();
  const problems = formProblems(form);
  const name = division.divisionName;
  const onSave = async () => {
    setTried(true);
    if (problems.closeHour || problems.staleDeviceDays) return;
    const saved = await writeWithToasts(() => save.mutateAsync(saveBody(division.divisionId, form)));
    if (saved) setTried(false);
  };
  // Each control is named for its division (the column header is what the eye reads).
  const cell = { px: '3', py: '2', verticalAlign: 'top', borderBottomWidth: '1px' } as const;
  return (
    <chakra.tr _last={{ '& td': { borderBottomWidth: 0 } }}>
      <chakra.td {...cell} fontWeight="medium" pt="3.5" maxW="14rem">
        {name}
      </chakra.td>
      <chakra.td {...cell} w="13rem" css={HIDDEN_FIELD_LABEL}>
        <SingleSelect
          label={`Overtime rules of ${name}`}
          size="sm"
          options={RULE_SET_OPTIONS}
          value={form.overtimeRuleSet}
          disabled={!canChange}
          onChange={(next) => next && setForm({ ...form, overtimeRuleSet: next })}
        />
      </chakra.td>
      <chakra.td {...cell} w="10rem" css={HIDDEN_FIELD_LABEL}>
        <SingleSelect
          label={`Close day of ${name}`}
          size="sm"
          options={CLOSE_DAY_OPTIONS}
          value={form.closeWeekday ?? NO_DEADLINE}
          disabled={!canChange}
          onChange={(next) => next !== null && setForm(withCloseDay(form, next))}
        />
      </chakra.td>
      <chakra.td {...cell} w="9rem" css={HIDDEN_FIELD_LABEL}>
        <SingleSelect
          label={`Close hour of ${name}`}
          size="sm"
          placeholder="No hour"
          options={CLOSE_HOUR_OPTIONS}
          value={form.closeHour ?? NO_DEADLINE}
          disabled={!canChange || form.closeWeekday === null}
          invalid={tried && Boolean(problems.closeHour)}
          onChange={(next) => next !== null && setForm({ ...form, closeHour: next })}
        />
        {tried && problems.closeHour ? (
          <Text color="fg.error" fontSize="xs" mt="1" role="alert">
            {problems.closeHour}
          </Text>
        ) : null}
      </chakra.td>
      <chakra.td {...cell} w="9rem">
        <Field.Root invalid={tried && Boolean(problems.staleDeviceDays)} disabled={!canChange}>
          <Field.Label srOnly>Stale device days of {name}</Field.Label>
          <Input
            size="sm"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={form.staleDeviceDays}
            onChange={(e) => setForm({ ...form, staleDeviceDays: e.target.value })}
          />
          {tried && problems.staleDeviceDays ? (
            <Field.ErrorText role="alert">{problems.staleDeviceDays}</Field.ErrorText>
          ) : null}
        </Field.Root>
      </chakra.td>
      <chakra.td {...cell} textAlign="end">
        {canChange ? (
          <Button
            size="sm"
            disabled={!changed(form, division)}
            loading={save.isPending}
            aria-label={`Save the week settings of ${name}`}
            onClick={() => void onSave()}
          >
            Save
          </Button>
        ) : null}
      </chakra.td>
    </chakra.tr>
  );
}
