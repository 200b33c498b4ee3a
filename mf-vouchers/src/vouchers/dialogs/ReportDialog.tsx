import { errorMessage } from '@tac/api-client';
import { Messages, type VoucherRecord } from '@tac/contracts';
import { Box, Button, Grid } from '@tac/ui';
import { LoadingBody, ViewDialog } from '@tac/ui/dialog';
import { DownloadIcon } from '@tac/ui/icons';
import { downloadBase64, PdfViewer } from '@tac/ui/pdf';
import { notify } from '@tac/ui/toast';
import { useVoucherPdf } from '../api/get-voucher-pdf.ts';
import { pdfFileName, revisionQuery } from '../rules.ts';
import { LabourVariance } from './LabourVariance.tsx';

/**
 * TM Reports (spec 002 §2): the revision's PDF in the shared viewer, with Download and Back; beside
 * it, the voucher's labour hours against the timecards.
 */
export function ReportDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const loaded = useVoucherPdf(revisionQuery(row));
  const ready = loaded.data?.data?.attachmentContent ? loaded.data.data : null;
  const failure =
    loaded.isPending || ready
      ? null
      : loaded.data?.message || errorMessage(loaded.error, Messages.requestFailed);
  const fileName = ready?.attachmentName || pdfFileName(row);

  // Spec 002 §8: a failed download shows the server's message as an error.
  const download = () => {
    if (ready) downloadBase64(ready.attachmentContent, fileName);
    else if (failure) notify.error(failure);
  };

  return (
    <ViewDialog
      open
      title="TM Reports"
      size="full"
      closeLabel="Back"
      onClose={onClose}
      actions={
        <Button variant="outline" disabled={loaded.isPending} onClick={download}>
          <DownloadIcon /> Download
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 24rem' }} gap="4" alignItems="start">
        {/* Focusable, so the keyboard can scroll the dialog through the report's pages (WCAG 2.1.1). */}
        <Box
          minW="0"
          tabIndex={0}
          role="region"
          aria-label="T&M report"
          borderRadius="l2"
          outlineOffset="2px"
        >
          <LoadingBody loading={loaded.isPending} failure={failure} label="Loading T&M report…">
            {ready && <PdfViewer base64={ready.attachmentContent} title={fileName} />}
          </LoadingBody>
        </Box>
        <LabourVariance row={row} />
      </Grid>
    </ViewDialog>
  );
}
