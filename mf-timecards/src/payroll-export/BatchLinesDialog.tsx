import {
  PAYROLL_LAYOUT_DEFINITIONS,
  PAYROLL_LINE_FILTER_MAX,
  PAYROLL_LINE_SORTS,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchTotals,
  type PayrollLineKind,
  type PayrollLineSort,
  PayrollMessages,
} from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Box, Button, chakra, Field, Flex, Heading, HStack, Input, Spinner, Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { SortFields } from '@tac/ui/multi-select';
import { DataTable, type DataTableColumn, useDebouncedValue } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useId, useMemo, useState } from 'react';
import { type BatchLinesView, useBatchLines } from './api/get-batch-lines.ts';
import { useBatchTotals } from './api/get-batch-totals.ts';
import { formatHours } from './rules.ts';

/**
 * A batch's lines as it sent them, filtered and ordered, with their totals by employee and by pay
 * code, and each file with its SHA-256 whole (to compare with what payroll imported) and the values
 * its payroll system takes for the whole batch.
 */
export function BatchLinesDialog({ batch, onClose }: { batch: PayrollBatch; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<PayrollLineSort>('seq');
  const [descending, setDescending] = useState(false);
  const asked = useDebouncedValue(filter, 400);
  const view = useMemo<BatchLinesView>(
    () => ({ filter: asked, sort, descending }),
    [asked, sort, descending],
  );
  const list = useBatchLines(batch.id, view);
  const totals = useBatchTotals(batch.id, asked);
  const linesId = useId();
  return (
    <ViewDialog open title={`Batch ${batch.id}: lines and files`} size="xl" onClose={onClose}>
      <Stack gap="5">
        <BatchFiles batch={batch} />
        <Stack as="section" aria-labelledby={`${linesId}-lines`} gap="3">
          <Heading as="h3" size="sm" id={`${linesId}-lines`}>
            Lines
          </Heading>
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root w="18rem">
              <Field.Label>Filter lines</Field.Label>
              <Input
                size="sm"
                value={filter}
                maxLength={PAYROLL_LINE_FILTER_MAX}
                placeholder="Employee, project, task or pay code"
                onChange={(e) => setFilter(e.target.value)}
              />
            </Field.Root>
            <SortFields
              sorts={PAYROLL_LINE_SORTS}
              sort={sort}
              descending={descending}
              onSortChange={setSort}
              onDescendingChange={setDescending}
            />
          </Flex>
          <DataTable
            label={`Lines of batch ${batch.id}`}
            columns={LINE_COLUMNS}
            rowKey={(l) => l.seq}
            minWidth="900px"
            emptyText={asked.trim() ? 'No line of the batch matches the filter' : 'The batch has no lines'}
            {...list.table}
          />
        </Stack>
        <BatchTotalsView totals={totals.data} loading={totals.isPending} failure={totals.error} />
      </Stack>
    </ViewDialog>
  );
}

/** How each kind of batch line reads in the Kind column. */
const LINE_KIND_TEXT: Record<PayrollLineKind, (line: PayrollBatchLine) => string> = {
  Line: () => 'Line',
  Correction: (l) =>
    `Correction of batch ${l.previousBatchId} (${l.previousPayCode} ${formatHours(l.previousHours ?? 0)} h)`,
};

const LINE_COLUMNS: DataTableColumn<PayrollBatchLine>[] = [
  { id: 'seq', header: 'Seq', width: '3.5rem', cell: (l) => l.seq },
  {
    id: 'employee',
    header: 'Employee',
    width: '12rem',
    cell: (l) => `${l.employeeNumber} - ${l.employeeName}`,
  },
  { id: 'day', header: 'Day', width: '5.5rem', cell: (l) => formatCalendarDate(l.day) },
  { id: 'project', header: 'Project', width: '6rem', cell: (l) => l.projectNumber },
  { id: 'task', header: 'Task', width: '5rem', cell: (l) => l.taskNumber },
  { id: 'payCode', header: 'Pay Code', width: '5rem', cell: (l) => l.payCode },
  { id: 'hours', header: 'Hours', width: '4.5rem', cell: (l) => formatHours(l.hours) },
  {
    id: 'kind',
    header: 'Kind',
    cell: (l) => LINE_KIND_TEXT[l.kind as PayrollLineKind]?.(l) ?? l.kind,
  },
];

/** Each file the batch holds, its SHA-256 whole and copyable, its batch values; each layout not made, why. */
function BatchFiles({ batch }: { batch: PayrollBatch }) {
  const copy = async (sha256: string) => {
    try {
      await navigator.clipboard.writeText(sha256);
      notify.success(PayrollMessages.hashCopied);
    } catch {
      notify.error(PayrollMessages.hashNotCopied);
    }
  };
  return (
    <Stack as="section" aria-label="Files" gap="2">
      <Heading as="h3" size="sm">
        Files
      </Heading>
      {PAYROLL_LAYOUT_DEFINITIONS.map((layout) => {
        const file = batch.files.find((f) => f.layout === layout.id);
        const notMade = batch.notMade.find((n) => n.layout === layout.id);
        return (
          <Box key={layout.id} borderWidth="1px" borderRadius="md" p="2">
            <Text fontWeight="medium">{layout.label}</Text>
            {file ? (
              <Stack gap="1">
                <Text fontSize="sm">{file.fileName}</Text>
                <HStack gap="2" align="center" wrap="wrap">
                  <Text fontSize="sm">SHA-256</Text>
                  <chakra.code
                    fontSize="xs"
                    wordBreak="break-all"
                    aria-label={`SHA-256 of the ${layout.label} file`}
                  >
                    {file.sha256}
                  </chakra.code>
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={`Copy the SHA-256 of the ${layout.label} file`}
                    onClick={() => copy(file.sha256)}
                  >
                    Copy
                  </Button>
                </HStack>
                {file.batchValues.length > 0 ? (
                  <Text fontSize="sm">
                    For the whole batch on import:{' '}
                    {file.batchValues.map((v) => `${v.name} ${v.value}`).join(', ')}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Not made: {notMade?.reason ?? 'the batch was made before this layout'}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function BatchTotalsView({
  totals,
  loading,
  failure,
}: {
  totals: PayrollBatchTotals | undefined;
  loading: boolean;
  failure: Error | null;
}) {
  if (failure) return <Text role="alert">{PayrollMessages.totalsFailed(failure.message)}</Text>;
  if (loading || !totals) return <Spinner size="sm" aria-label="Loading the totals" />;
  return (
    <Stack as="section" aria-label="Totals" gap="2">
      <Heading as="h3" size="sm">
        Totals: {totals.lines} line(s), {formatHours(totals.hours)} hours
      </Heading>
      <Flex gap="6" wrap="wrap" align="flex-start">
        <TotalsTable
          caption="Totals by employee"
          first="Employee"
          rows={totals.byEmployee.map((r) => ({ ...r, name: `${r.employeeNumber} - ${r.employeeName}` }))}
        />
        <TotalsTable
          caption="Totals by pay code"
          first="Pay Code"
          rows={totals.byPayCode.map((r) => ({ ...r, name: r.payCode }))}
        />
      </Flex>
    </Stack>
  );
}

function TotalsTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { name: string; lines: number; corrections: number; hours: number }[];
}) {
  return (
    <chakra.table
      fontSize="sm"
      aria-label={caption}
      css={{ '& th, & td': { px: '2', py: '1', textAlign: 'start' } }}
    >
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Lines</th>
          <th scope="col">Corrections</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4}>No lines</td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.name}>
              <td>{r.name}</td>
              <td>{r.lines}</td>
              <td>{r.corrections}</td>
              <td>{formatHours(r.hours)}</td>
            </tr>
          ))
        )}
      </tbody>
    </chakra.table>
  );
}
