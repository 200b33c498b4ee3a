import { errorMessage } from '@tac/api-client';
import type { TimecardRecord } from '@tac/contracts';
import { Button } from '@tac/ui';
import { LoadingBody, ViewDialog } from '@tac/ui/dialog';
import { DownloadIcon, PrintIcon } from '@tac/ui/icons';
import { downloadBase64, PdfViewer, printBase64Pdf } from '@tac/ui/pdf';
import { useAttestationPdf } from '../api/get-attestation-pdf.ts';

const FAILED = 'The attestation could not be loaded.';

/** The attestation viewer (spec 000 §2): the PDF with Download, Print and Back. */
export function AttestationDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  const loaded = useAttestationPdf(row.timeRecordID, row.deviceID);
  const ready = loaded.data?.data?.attachmentContent ? loaded.data.data : null;
  const failure =
    loaded.isPending || ready ? null : loaded.data?.message || errorMessage(loaded.error, FAILED);
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
      <LoadingBody loading={loaded.isPending} failure={failure} label="Loading attestation…">
        {ready && <PdfViewer base64={ready.attachmentContent} title={fileName} />}
      </LoadingBody>
    </ViewDialog>
  );
}
