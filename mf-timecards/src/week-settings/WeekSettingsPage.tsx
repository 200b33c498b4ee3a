import {
  ButtonClaim,
  hasClaim,
  OVERTIME_RULE_SETS,
  type OvertimeRuleSetId,
  type WeekSettings,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@tac/ui';
import { SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { useSaveWeekSettings, useWeekSettings } from './api/week-settings.ts';

const RULE_SET_OPTIONS = OVERTIME_RULE_SETS.map((r) => ({ value: r.id as OvertimeRuleSetId, label: r.name }));

/**
 * Each division's week settings (beyond the spec; shared/docs/overtime.md): the overtime rule set
 * its employees' weeks are worked out by. Shown to whoever opens the timecards; changed with the
 * pay period close claim.
 */
export function WeekSettingsPage() {
  const settings = useWeekSettings();
  const canChange = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.PayPeriodClose));
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0" maxW="60rem">
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
        <Stack as="ul" gap="0" borderWidth="1px" borderRadius="md" aria-label="Divisions">
          {settings.data.map((division) => (
            <DivisionSettings key={division.divisionId} division={division} canChange={canChange} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DivisionSettings({ division, canChange }: { division: WeekSettings; canChange: boolean }) {
  const [ruleSet, setRuleSet] = useState<OvertimeRuleSetId>(division.overtimeRuleSet);
  const save = useSaveWeekSettings();
  const changed = ruleSet !== division.overtimeRuleSet;
  return (
    <Flex
      as="li"
      gap="4"
      align="flex-end"
      wrap="wrap"
      px="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text fontWeight="medium" minW="10rem" alignSelf="center">
        {division.divisionName}
      </Text>
      <Box minW="14rem">
        <SingleSelect
          label={`Overtime rules of ${division.divisionName}`}
          size="sm"
          options={RULE_SET_OPTIONS}
          value={ruleSet}
          disabled={!canChange}
          onChange={(next) => next && setRuleSet(next)}
        />
      </Box>
      {canChange ? (
        <Button
          size="sm"
          disabled={!changed}
          loading={save.isPending}
          aria-label={`Save the week settings of ${division.divisionName}`}
          onClick={() =>
            void writeWithToasts(() =>
              save.mutateAsync({ divisionId: division.divisionId, overtimeRuleSet: ruleSet }),
            )
          }
        >
          Save
        </Button>
      ) : null}
    </Flex>
  );
}
