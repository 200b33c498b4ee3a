import { type Answer, errorMessage } from '@tac/api-client';
import { Messages, type WorkforceImportRequest, type WorkforceImportResult } from '@tac/contracts';
import { Box, Field, Input, Spinner, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { useRef, useState } from 'react';
import { type CsvEncoding, decodeCsv, firstLines } from './csv-encoding.ts';
import { ImportErrors } from './ImportErrors.tsx';
import { importSummary } from './import-rules.ts';
import { tellSaved } from './tell-saved.ts';

export interface ImportDialogProps {
  /** 'Employees' or 'Projects'. */
  what: string;
  /** The columns the file must have, first line, in any order. */
  columns: readonly string[];
  optional: readonly string[];
  preview: (body: WorkforceImportRequest) => Promise<Answer<WorkforceImportResult>>;
  /** Writes the rows: the feature's import mutation, which refreshes the pages. */
  commit: (body: WorkforceImportRequest) => Promise<Answer<WorkforceImportResult>>;
  onClose: () => void;
  /** After a committed import (the pages already refreshed by `commit`): close. */
  onImported: () => void | Promise<void>;
}

/** How the file's bytes were read, shown with the preview so a wrong reading is seen before Import. */
interface Reading {
  encoding: CsvEncoding;
  lines: string[];
}

type Checked =
  | { state: 'none' }
  | { state: 'checking'; fileName: string }
  | { state: 'checked'; body: WorkforceImportRequest; result: WorkforceImportResult; reading: Reading }
  | { state: 'failed'; message: string; errors: WorkforceImportResult['errors'] };

/** Lines of the file shown as read: the header and the first rows. */
const SHOWN_LINES = 4;

function ReadAs({ reading }: { reading: Reading }) {
  return (
    <Stack gap="1" role="group" aria-label="File as read">
      <Text fontSize="xs" color="fg.muted">
        Read as {reading.encoding}; its first lines:
      </Text>
      <Box as="pre" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {reading.lines.join('\n')}
      </Box>
    </Stack>
  );
}

/**
 * The CSV import of a SystemAdmin: the chosen file is read in its own encoding
 * (csv-encoding.ts), shown as read, and checked whole by the server at once
 * (nothing written) and its preview shows what would be added and updated, or every bad row by its
 * number. Import is enabled only for a file without errors; the server checks again and writes all
 * rows or none.
 */
export function ImportDialog({
  what,
  columns,
  optional,
  preview,
  commit,
  onClose,
  onImported,
}: ImportDialogProps) {
  const [checked, setChecked] = useState<Checked>({ state: 'none' });
  // A second file chosen while the first is checked: only the last one's answer counts.
  const latest = useRef(0);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const ticket = ++latest.current;
    setChecked({ state: 'checking', fileName: file.name });
    const { text, encoding } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    const body = { fileName: file.name, csv: text };
    const reading = { encoding, lines: firstLines(text, SHOWN_LINES) };
    let next: Checked;
    try {
      next = { state: 'checked', body, result: (await preview(body)).data, reading };
    } catch (error) {
      // A refusal names no rows (the preview's own answer does); its message is shown.
      next = { state: 'failed', message: errorMessage(error, Messages.requestFailed), errors: [] };
    }
    if (ticket === latest.current) setChecked(next);
  };

  const valid =
    checked.state === 'checked' && checked.result.errors.length === 0 && checked.result.rowCount > 0;

  const submit = async () => {
    if (checked.state !== 'checked' || !valid) return;
    // Refused on commit (the data changed since the preview): the server's message names the first
    // refused lines, and is toasted.
    if (await tellSaved(commit(checked.body))) await onImported();
  };

  return (
    <FormModal
      open
      title={`Import ${what}`}
      size="lg"
      submitLabel="Import"
      cancelLabel="Back"
      submitDisabled={!valid}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text fontSize="sm">
          A CSV file whose first line names the columns:{' '}
          <Text as="span" fontFamily="mono" fontSize="xs">
            {columns.join(', ')}
          </Text>
          {optional.length > 0 && ` (${optional.join(', ')} may be blank)`}. Rows matching an existing{' '}
          {what === 'Projects' ? 'project number' : 'employee number'} update it. Nothing is written unless
          every row is valid.
        </Text>
        <Field.Root>
          <Field.Label>CSV file</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv"
            p="1"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Field.Root>
        <Box aria-live="polite">
          {checked.state === 'checking' && (
            <Text role="status" display="flex" alignItems="center" gap="2" fontSize="sm">
              <Spinner size="sm" /> Checking {checked.fileName}…
            </Text>
          )}
          {checked.state === 'checked' && (
            <Stack gap="2">
              <Text
                fontSize="sm"
                fontWeight="medium"
                color={checked.result.errors.length ? 'fg.error' : 'fg.success'}
              >
                {importSummary(checked.result, what)}
              </Text>
              <ImportErrors errors={checked.result.errors} />
              <ReadAs reading={checked.reading} />
            </Stack>
          )}
          {checked.state === 'failed' && (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.error" role="alert">
                {checked.message}
              </Text>
              <ImportErrors errors={checked.errors} />
            </Stack>
          )}
        </Box>
      </Stack>
    </FormModal>
  );
}
