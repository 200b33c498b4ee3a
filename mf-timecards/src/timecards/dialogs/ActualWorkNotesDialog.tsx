import type { TimecardAttachment, TimecardRecord } from '@tac/contracts';
import { Box, Button, Center, Spinner, Stack, Text } from '@tac/ui';
import { AttachmentThumbnails } from '@tac/ui/attachments';
import { ViewDialog } from '@tac/ui/dialog';
import { printElement } from '@tac/ui/print';
import { useEffect, useRef, useState } from 'react';
import { PrintIcon } from '../../common/icons.tsx';
import { getAttachments } from '../api/get-attachments.ts';
import { employeeLabel } from '../rules.ts';

type Attachments = { state: 'loading' } | { state: 'ready'; items: TimecardAttachment[] } | { state: 'none' };

/** Actual Work Notes (spec 000 §2): the note, the attachment thumbnails with a count, and Print. */
export function ActualWorkNotesDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  const [attachments, setAttachments] = useState<Attachments>(() =>
    row.isAttachmentAdded ? { state: 'loading' } : { state: 'none' },
  );
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!row.isAttachmentAdded) return;
    let current = true;
    void getAttachments(row.timeRecordID, row.deviceID).then((envelope) => {
      if (!current) return;
      const items = envelope.success && Array.isArray(envelope.data) ? envelope.data : [];
      setAttachments({ state: 'ready', items });
    });
    return () => {
      current = false;
    };
  }, [row]);

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
