import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { base64ToBytes } from '@tac/contracts/files';
import { lazy, Suspense, useMemo } from 'react';

export interface PdfViewerProps {
  /** The PDF as base64 (no data: prefix). */
  base64: string;
  /** The document's accessible name, e.g. its file name. */
  title: string;
}

// react-pdf and the pdf.js worker (~374 KB gzip, shared/docs/toolchain.md) load only when a PDF is shown.
const PdfDocument = lazy(() => import('./PdfDocument.tsx'));

/** Shows a PDF's pages; the PDF engine is fetched the first time one is opened. */
export function PdfViewer({ base64, title }: PdfViewerProps) {
  // react-pdf suspends while it loads, which discards the state of the components under this
  // boundary: the file object is made here, above it, so each retry asks for the same document.
  const file = useMemo(() => ({ data: base64ToBytes(base64) }), [base64]);
  return (
    <Suspense
      fallback={
        <Box py="10" textAlign="center" role="status">
          <Spinner size="lg" color="colorPalette.solid" />
          <VisuallyHidden>Loading document viewer</VisuallyHidden>
        </Box>
      }
    >
      <PdfDocument file={file} title={title} />
    </Suspense>
  );
}
