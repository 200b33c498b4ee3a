import type { TimecardAttachment } from '@tac/contracts';
import { Box, Button, Flex, Image, Text } from '@tac/ui';
import { ImageViewer, imageSource } from '@tac/ui/image-viewer';
import { useState } from 'react';

/** Attachment images as 50×50 thumbnails with their count; one opens in the attachment viewer. */
export function AttachmentThumbnails({ attachments }: { attachments: readonly TimecardAttachment[] }) {
  const [shown, setShown] = useState<TimecardAttachment | null>(null);
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        Attachments ({attachments.length})
      </Text>
      <Flex gap="2" wrap="wrap">
        {attachments.map((attachment, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list never reorders.
            key={i}
            variant="outline"
            colorPalette="gray"
            p="0"
            w="50px"
            h="50px"
            minW="50px"
            overflow="hidden"
            aria-label={`Open attachment ${attachment.attachmentName}`}
            onClick={() => setShown(attachment)}
          >
            <Image
              src={imageSource(attachment.attachmentContent)}
              alt=""
              w="50px"
              h="50px"
              objectFit="cover"
            />
          </Button>
        ))}
      </Flex>
      {shown && (
        <ImageViewer
          open
          title="Attachment"
          src={imageSource(shown.attachmentContent)}
          alt={shown.attachmentName}
          onClose={() => setShown(null)}
        />
      )}
    </Box>
  );
}
