import type { TimecardAttachment, TimecardRecord } from '@tac/contracts';
import { Box, Button, Center, Spinner, Stack, Text } from '@tac/ui';
import { AttachmentThumbnails } from '@tac/ui/attachments';
import { ViewDialog } from '@tac/ui/dialog';
import { PrintIcon } from '@tac/ui/icons';
import { printElement } from '@tac/ui/print';
import { useRef } from 'react';
import { employeeLabel } from '../../common/labels.ts';
import { useAttachments } from '../api/get-attachments.ts';

type Attachments = { state: 'loading' } | { state: 'ready'; items: TimecardAttachment[] } | { state: 'none' };

/** Actual Work Notes (spec 000 §2): the note, the attachment thumbnails with a count, and Print. */
export function ActualWorkNotesDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  // A timecard without attachments asks for none; a failed call shows none.
  const loaded = useAttachments(row.timeRecordID, row.deviceID, row.isAttachmentAdded);
  const attachments: Attachments = !row.isAttachmentAdded
    ? { state: 'none' }
    : loaded.isPending
      ? { state: 'loading' }
      : { state: 'ready', items: loaded.data ?? [] };
  const body = useRef<HTMLDivElement>(null);

  const print = () => {
    if (body.current) void printElement(body.current, { title: `Actual Work Notes - ${employeeLabel(row)}` });
  };

  return (
    <ViewDialog
      open
      title="Actual Work Notes"
      size="lg"
      onClose={onClose}
      actions={
        <Button variant="outline" onClick={print} disabled={attachments.state === 'loading'}>
          <PrintIcon /> Print
        </Button>
      }
    >
      <Stack ref={body} gap="4">
        <Box>
          {row.workNote ? (
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {row.workNote}
            </Text>
          ) : (
            <Text color="fg.muted">No note.</Text>
          )}
        </Box>
        {attachments.state === 'loading' && (
          <Center py="4" role="status" gap="2">
            <Spinner size="sm" /> <Text>Loading attachments…</Text>
          </Center>
        )}
        {attachments.state === 'ready' && <AttachmentThumbnails attachments={attachments.items} withCount />}
      </Stack>
    </ViewDialog>
  );
}
