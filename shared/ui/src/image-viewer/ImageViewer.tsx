import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Image } from '@chakra-ui/react/image';
import type { ReactNode } from 'react';
import { DialogShell } from '../dialog/DialogShell.tsx';

export interface ImageViewerProps {
  open: boolean;
  /** The dialog title, e.g. 'Attachment'. */
  title: string;
  /** An image URL; for base64 content use `imageSource(base64)`. */
  src: string;
  /** The image's text alternative, e.g. its file name. */
  alt: string;
  /** Buttons before Back, e.g. Download. */
  actions?: ReactNode;
  onClose: () => void;
}

/** A data URL for base64 image content that carries no data: prefix; the type is read from its bytes. */
export function imageSource(base64: string): string {
  if (base64.startsWith('data:')) return base64;
  const type = base64.startsWith('iVBOR')
    ? 'image/png'
    : base64.startsWith('R0lGOD')
      ? 'image/gif'
      : base64.startsWith('UklGR')
        ? 'image/webp'
        : base64.startsWith('PHN2Zy') || base64.startsWith('PD94')
          ? 'image/svg+xml'
          : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}

/** One image in a dialog, scaled to fit the viewport, with a Back button. */
export function ImageViewer({ open, title, src, alt, actions, onClose }: ImageViewerProps) {
  return (
    <DialogShell open={open} size="xl" onRequestClose={onClose}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Box display="flex" justifyContent="center" bg="bg.muted" borderRadius="l2" p="2">
          <Image src={src} alt={alt} maxW="full" maxH="70vh" objectFit="contain" />
        </Box>
      </Dialog.Body>
      <Dialog.Footer>
        {actions}
        <Button type="button" variant="outline" colorPalette="gray" onClick={onClose}>
          Back
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
