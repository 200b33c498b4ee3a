import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { type AuditEntry, pageToSkipTake } from '@tac/contracts';
import { auditChanges } from '@tac/contracts/audit-fields';
import { formatDateTime } from '@tac/contracts/formats';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ViewDialog } from '../dialog/ViewDialog.tsx';
import { Pager } from '../table/Pager.tsx';

/** Audit rows on one page of the dialog: each row may list many fields. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_EMPTY_TEXT = 'No changes recorded for this record';

/** One page of a record's audit rows: the History call of a feature's api/ folder (it throws on failure). */
export type LoadHistory = (paging: HistoryPaging) => Promise<{ data: AuditEntry[]; totalCount: number }>;

export interface HistoryPaging {
  Skip: number;
  Take: number;
}

export interface HistoryDialogProps {
  open: boolean;
  /** e.g. 'History: Device 12' */
  title: string;
  /** The record's history key from its api/ folder; under the list's key, so a write refreshes it. */
  queryKey: QueryKey;
  load: LoadHistory;
  onClose: () => void;
}

/**
 * Who changed a record, what and when: its audit rows newest first, each one's before and after as
 * a field-by-field diff, each field as its record kind describes it, paged
 * (shared/docs/payroll-export.md "History"). The dialog shows its own loading, empty and failure
 * states (the query is quiet: no toast on top).
 */
export function HistoryDialog({ open, title, queryKey, load, onClose }: HistoryDialogProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...queryKey, 'history', page],
    // Skip/Take as every list asks them (the paging rule, shared/docs/architecture.md).
    queryFn: () => load(pageToSkipTake(page, HISTORY_PAGE_SIZE)),
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
  const close = () => {
    setPage(1);
    onClose();
  };

  return (
    <ViewDialog open={open} title={title} size="xl" onClose={close}>
      {history.isPending ? (
        <Box role="status" display="flex" alignItems="center" gap="2" py="6">
          <Spinner size="sm" /> <Text>Loading history…</Text>
        </Box>
      ) : history.isError ? (
        <Stack role="alert" gap="3" py="4" align="start">
          <Text color="fg.error">{history.error.message}</Text>
          <Button size="sm" variant="outline" onClick={() => history.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : history.data.data.length === 0 ? (
        <Text color="fg.muted" py="6">
          {HISTORY_EMPTY_TEXT}
        </Text>
      ) : (
        <Stack gap="4" aria-busy={history.isFetching}>
          {history.data.data.map((entry) => (
            <AuditEntryView key={entry.id} entry={entry} />
          ))}
          <Pager
            page={page}
            totalCount={history.data.totalCount}
            pageSize={HISTORY_PAGE_SIZE}
            onPageChange={setPage}
          />
        </Stack>
      )}
    </ViewDialog>
  );
}

/**
 * One audit row: when, who and what, and its before and after field by field, each under its
 * label and read as its record kind describes it (@tac/contracts/audit-fields; the API has named
 * the records a field names).
 */
export function AuditEntryView({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.recordKind, entry.before, entry.after);
  const heading = `${formatDateTime(entry.at)} · ${entry.userName || 'System'} · ${entry.action}`;
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderRadius="l2" p="3">
      <Text fontWeight="semibold" mb="2">
        {heading}
      </Text>
      {changes.length === 0 ? (
        <Text color="fg.muted">No field changed</Text>
      ) : (
        <Table.Root size="sm" aria-label={`Changes: ${heading}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="30%">Field</Table.ColumnHeader>
              <Table.ColumnHeader w="35%">Before</Table.ColumnHeader>
              <Table.ColumnHeader w="35%">After</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {changes.map((change) => (
              <Table.Row key={change.field}>
                <Table.Cell fontWeight="medium">{change.label}</Table.Cell>
                <Table.Cell wordBreak="break-word">{change.before}</Table.Cell>
                <Table.Cell wordBreak="break-word">{change.after}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
