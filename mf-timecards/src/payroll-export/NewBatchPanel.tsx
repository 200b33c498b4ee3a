import type { PayrollBatchRequest } from '@tac/contracts';
import { Box, Button, Flex, Heading, Stack, Text } from '@tac/ui';
import { MultiSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { useMemo, useState } from 'react';
import { usePayPeriods } from '../approval/index.ts';
import { defaultWeeks } from '../pay-periods/index.ts';
import { useCreateBatch } from './api/create-batch.ts';
import { useBatchPreview } from './api/preview-batch.ts';
import { batchChoices, batchPreviewSentence, notMadeSentence } from './rules.ts';

/** Weeks offered for a batch: the last twelve. */
const WEEKS_BACK = 12;

/**
 * Make a batch from the approved, not yet exported lines of the chosen weeks and divisions; the
 * server counts what it would take first.
 */
export function NewBatchPanel() {
  const periods = usePayPeriods(useMemo(() => defaultWeeks(undefined, WEEKS_BACK), []));
  const choices = useMemo(() => batchChoices(periods.data ?? []), [periods.data]);
  const [weeks, setWeeks] = useState<string[]>([]);
  const [divisions, setDivisions] = useState<number[]>([]);
  const request: PayrollBatchRequest = { weekEndingDates: weeks, divisionIds: divisions };
  const chosen = weeks.length > 0 && divisions.length > 0;
  const preview = useBatchPreview(request, chosen);
  const create = useCreateBatch();
  const taken = preview.data ? preview.data.lines + preview.data.corrections : 0;

  const make = async () => {
    await writeWithToasts(() => create.mutateAsync(request));
  };

  return (
    <Stack as="section" aria-labelledby="new-batch-heading" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="new-batch-heading">
        New batch
      </Heading>
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Box w="16rem">
          <MultiSelect
            label="Weeks ending"
            size="sm"
            placeholder={periods.isPending ? 'Loading…' : 'Choose weeks'}
            options={choices.weeks}
            value={weeks}
            onChange={setWeeks}
          />
        </Box>
        <Box w="16rem">
          <MultiSelect
            label="Divisions"
            size="sm"
            placeholder={periods.isPending ? 'Loading…' : 'Choose divisions'}
            options={choices.divisions}
            value={divisions}
            onChange={setDivisions}
          />
        </Box>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!chosen || taken === 0 || !!preview.data?.refusal || create.isPending}
          onClick={make}
        >
          Make batch
        </Button>
      </Flex>
      <Text fontSize="sm" role="status" color={preview.error ? 'fg.error' : undefined}>
        {!chosen
          ? 'Choose the weeks and divisions to export: their approved lines not yet exported go into the batch.'
          : preview.error
            ? preview.error.message
            : preview.data
              ? batchPreviewSentence(preview.data)
              : 'Counting the lines…'}
      </Text>
      {chosen && preview.data?.refusal ? (
        <Text fontSize="sm" role="alert" color="fg.error">
          {preview.data.refusal}
        </Text>
      ) : null}
      {chosen && preview.data && preview.data.notMade.length > 0 ? (
        <Text fontSize="sm">Files not made: {notMadeSentence(preview.data.notMade)}</Text>
      ) : null}
    </Stack>
  );
}
