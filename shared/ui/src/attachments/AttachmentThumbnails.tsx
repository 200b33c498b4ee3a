import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { ImageViewer, imageSource } from '../image-viewer/ImageViewer.tsx';

/** An attached image as the API sends it: a file name and base64 content (any domain's attachments). */
export interface ImageAttachment {
  attachmentName: string;
  attachmentContent: string;
}

export interface AttachmentThumbnailsProps {
  attachments: readonly ImageAttachment[];
  /** 'Attachments (n)' above the thumbnails, for a dialog's section; a table cell leaves it out. */
  withCount?: boolean;
}

const SIZE = '50px';

/**
 * Attachment images as 50×50 thumbnails; one clicked opens in the attachment viewer (a dialog with
 * Back). Each thumbnail is a button named after its file, so it is reachable by keyboard and
 * screen reader.
 */
export function AttachmentThumbnails({ attachments, withCount = false }: AttachmentThumbnailsProps) {
  const [shown, setShown] = useState<ImageAttachment | null>(null);
  return (
    <Box>
      {withCount && (
        <Text fontWeight="semibold" mb="2">
          Attachments ({attachments.length})
        </Text>
      )}
      <Flex gap={withCount ? '2' : '1'} wrap="wrap">
        {attachments.map((attachment, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list never reorders.
            key={i}
            variant="outline"
            colorPalette="gray"
            p="0"
            w={SIZE}
            h={SIZE}
            minW={SIZE}
            overflow="hidden"
            aria-label={`Open attachment ${attachment.attachmentName}`}
            onClick={() => setShown(attachment)}
          >
            <Image
              src={imageSource(attachment.attachmentContent)}
              alt=""
              w={SIZE}
              h={SIZE}
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
