import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type ImportRequest, type ImportResult, Messages } from '@tac/contracts';
import { useRef, useState } from 'react';
import { FormModal } from '../dialog/FormModal.tsx';
import { writeWithToasts } from '../server-state/write-with-toasts.ts';
import { type CsvEncoding, decodeCsv, firstLines } from './csv-encoding.ts';
import { ImportErrors } from './ImportErrors.tsx';
import { importSummary } from './import-summary.ts';

export interface ImportDialogProps<R extends ImportResult = ImportResult> {
  /** What is imported, as the title and the verdict name it: 'Employees', 'Pay Codes'. */
  what: string;
  /** The columns the file must have, first line, in any order. */
  columns: readonly string[];
  optional: readonly string[];
  /** What a row is matched by ('employee number', 'code'): a row matching an existing one updates it. */
  matchedBy: string;
  /** The preview call (a feature's api/ file): what the file would do, writing nothing. */
  preview: (body: ImportRequest) => Promise<{ data: R }>;
  /** Writes the rows: the feature's import mutation, which refreshes its pages (useApiMutation). */
  commit: (body: ImportRequest) => Promise<{ message: string }>;
  /** Follows a valid file's counts in the verdict (the projects' new task codes). */
  summaryMore?: (result: R) => string;
  onClose: () => void;
  /** After a committed import (the pages already refreshed by `commit`): close. */
  onImported: () => void | Promise<void>;
}

/** How the file's bytes were read, shown with the preview so a wrong reading is seen before Import. */
interface Reading {
  encoding: CsvEncoding;
  lines: string[];
}

type Checked<R extends ImportResult> =
  | { state: 'none' }
  | { state: 'checking'; fileName: string }
  | { state: 'checked'; body: ImportRequest; result: R; reading: Reading }
  | { state: 'failed'; message: string };

/** Lines of the file shown as read: the header and the first rows. */
const SHOWN_LINES = 4;

/** An ApiError's text (@tac/api-client, known by its shape: @tac/ui does not call the API itself). */
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : Messages.requestFailed;

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
 * A CSV import (the workforce's, a reference list's): the chosen file is read in its own encoding
 * (csv-encoding.ts), shown as read, and checked whole by the server at once (nothing written); the
 * preview shows what would be added and updated, or every refused line by its number. Import is
 * enabled only for a file without errors; the server checks again and writes all rows or none. Its
 * answer is toasted: the server's message on success, why on refusal (the dialog then stays open).
 */
export function ImportDialog<R extends ImportResult>({
  what,
  columns,
  optional,
  matchedBy,
  preview,
  commit,
  summaryMore,
  onClose,
  onImported,
}: ImportDialogProps<R>) {
  const [checked, setChecked] = useState<Checked<R>>({ state: 'none' });
  // A second file chosen while the first is checked: only the last one's answer counts.
  const latest = useRef(0);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const ticket = ++latest.current;
    setChecked({ state: 'checking', fileName: file.name });
    const { text, encoding } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    const body = { fileName: file.name, csv: text };
    const reading = { encoding, lines: firstLines(text, SHOWN_LINES) };
    let next: Checked<R>;
    try {
      next = { state: 'checked', body, result: (await preview(body)).data, reading };
    } catch (error) {
      // A refusal names no rows (the preview's own answer does); its message is shown.
      next = { state: 'failed', message: messageOf(error) };
    }
    if (ticket === latest.current) setChecked(next);
  };

  const valid =
    checked.state === 'checked' && checked.result.errors.length === 0 && checked.result.rowCount > 0;

  const submit = async () => {
    if (checked.state !== 'checked' || !valid) return;
    // Refused on commit (the data changed since the preview): the server's message names the first
    // refused lines, and is toasted.
    if (await writeWithToasts(() => commit(checked.body))) await onImported();
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
          {matchedBy} update it. Nothing is written unless every row is valid.
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
                {importSummary(checked.result, what, summaryMore?.(checked.result))}
              </Text>
              <ImportErrors errors={checked.result.errors} />
              <ReadAs reading={checked.reading} />
            </Stack>
          )}
          {checked.state === 'failed' && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {checked.message}
            </Text>
          )}
        </Box>
      </Stack>
    </FormModal>
  );
}
