import { Button } from '@chakra-ui/react/button';
import { downloadBlob } from '@tac/contracts/files';
import { useState } from 'react';
import { notify } from '../toast/notify.ts';

/** A downloaded file: what `api.getFile` (@tac/api-client) resolves to. */
export type DownloadCsv = () => Promise<{ blob: Blob; fileName: string }>;

export const EXPORT_CSV_LABEL = 'Export CSV';

/**
 * Downloads a list's current view (every row its filters match, not one page) as the CSV the
 * server streams (shared/docs/architecture.md "CSV export"). Busy while the file comes; a refusal
 * is toasted with the server's message.
 */
export function ExportCsvButton({ download }: { download: DownloadCsv }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await download();
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} loadingText={EXPORT_CSV_LABEL} onClick={exportCsv}>
      {EXPORT_CSV_LABEL}
    </Button>
  );
}
