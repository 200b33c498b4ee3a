import { errorMessage } from '@tac/api-client';
import { Messages, VOUCHER_PRINT_IMAGE, VOUCHER_PRINT_WINDOW, type VoucherRecord } from '@tac/contracts';
import { Badge, Button, HStack, Stack, Text } from '@tac/ui';
import { AttachmentThumbnails } from '@tac/ui/attachments';
import { LoadingBody, ViewDialog } from '@tac/ui/dialog';
import { PrintIcon } from '@tac/ui/icons';
import { imageSource } from '@tac/ui/image-viewer';
import { printImages } from '@tac/ui/print';
import { useVoucherAttachments } from '../api/get-voucher-attachments.ts';
import { revisionQuery } from '../rules.ts';

/**
 * TMVoucher Attachments (spec 002 §2): 50×50 thumbnails with their count, each opening the image
 * viewer; Print (only when there are attachments) opens the 850×700 print window with the images at
 * 550×350; Back.
 */
export function AttachmentsDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const loaded = useVoucherAttachments(revisionQuery(row));
  const items = loaded.data ?? [];

  const print = () =>
    printImages(
      items.map((item) => ({ src: imageSource(item.attachmentContent), caption: item.attachmentName })),
      {
        title: `TMVoucher ${row.tmVoucherNumber} - Revision ${row.tmVersion}`,
        window: VOUCHER_PRINT_WINDOW,
        image: VOUCHER_PRINT_IMAGE,
      },
    );

  return (
    <ViewDialog
      open
      title="TMVoucher Attachments"
      size="lg"
      closeLabel="Back"
      onClose={onClose}
      actions={
        items.length > 0 && (
          <Button variant="outline" onClick={print}>
            <PrintIcon /> Print
          </Button>
        )
      }
    >
      <Stack gap="3">
        <HStack gap="2">
          <Text fontWeight="semibold">
            Voucher {row.tmVoucherNumber}, revision {row.tmVersion}
          </Text>
          {loaded.isSuccess && (
            <Badge colorPalette="blue" variant="solid" aria-label={`${items.length} attachments`}>
              {items.length}
            </Badge>
          )}
        </HStack>
        <LoadingBody
          loading={loaded.isPending}
          failure={loaded.isError ? errorMessage(loaded.error, Messages.requestFailed) : null}
          label="Loading attachments…"
        >
          {items.length > 0 ? (
            <AttachmentThumbnails attachments={items} />
          ) : (
            <Text color="fg.muted">No attachments.</Text>
          )}
        </LoadingBody>
      </Stack>
    </ViewDialog>
  );
}
