import { errorMessage } from '@tac/api-client';
import type { AttestationPdf, TimecardRecord } from '@tac/contracts';
import { Button, Center, Spinner, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { DownloadIcon, PrintIcon } from '@tac/ui/icons';
import { downloadBase64, PdfViewer, printBase64Pdf } from '@tac/ui/pdf';
import { useAttestationPdf } from '../api/get-attestation-pdf.ts';

type Pdf =
  | { state: 'loading' }
  | { state: 'ready'; pdf: AttestationPdf }
  | { state: 'failed'; message: string };

const FAILED = 'The attestation could not be loaded.';

/** The attestation viewer (spec 000 §2): the PDF with Download, Print and Back. */
export function AttestationDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  const loaded = useAttestationPdf(row.timeRecordID, row.deviceID);
  const pdf: Pdf = loaded.isPending
    ? { state: 'loading' }
    : loaded.data?.data?.attachmentContent
      ? { state: 'ready', pdf: loaded.data.data }
      : { state: 'failed', message: loaded.data?.message || errorMessage(loaded.error, FAILED) };

  const ready = pdf.state === 'ready' ? pdf.pdf : null;
  const fileName = ready?.attachmentName || row.attachmentURI || `attestation-${row.timeRecordID}.pdf`;

  return (
    <ViewDialog
      open
      title="Attestation"
      size="xl"
      closeLabel="Back"
      onClose={onClose}
      actions={
        <>
          <Button
            variant="outline"
            disabled={!ready}
            onClick={() => ready && downloadBase64(ready.attachmentContent, fileName)}
          >
            <DownloadIcon /> Download
          </Button>
          <Button
            variant="outline"
            disabled={!ready}
            onClick={() => ready && printBase64Pdf(ready.attachmentContent)}
          >
            <PrintIcon /> Print
          </Button>
        </>
      }
    >
      {pdf.state === 'loading' && (
        <Center py="10" role="status" gap="2">
          <Spinner size="lg" /> <Text>Loading attestation…</Text>
        </Center>
      )}
      {pdf.state === 'failed' && (
        <Text role="alert" color="fg.error" py="6" textAlign="center">
          {pdf.message}
        </Text>
      )}
      {ready && <PdfViewer base64={ready.attachmentContent} title={fileName} />}
    </ViewDialog>
  );
}
