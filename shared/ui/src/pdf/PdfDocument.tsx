import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { TEXT_LAYER_CSS } from './text-layer-css.ts';

// react-pdf README: set the worker in the module that renders <Document>, or its default wins.
// pdfjs-dist is a direct dependency pinned to react-pdf's exact version (shared/docs/toolchain.md), so this
// resolves under pnpm and webpack emits the worker as an asset of the host's build (same origin).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** The PDF's pages, each as wide as the viewer, with a selectable (and findable) text layer. */
export default function PdfDocument({
  file,
  title,
}: {
  file: { data: Uint8Array<ArrayBuffer> };
  title: string;
}) {
  const [pages, setPages] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.min(1000, element.clientWidth - 2)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={frame} role="document" aria-label={title} w="full">
      <style>{TEXT_LAYER_CSS}</style>
      <Document
        file={file}
        onLoadSuccess={(pdf) => setPages(pdf.numPages)}
        loading={
          <Box py="10" textAlign="center" role="status">
            <Spinner size="lg" color="colorPalette.solid" />
            <Text mt="2">Loading document…</Text>
          </Box>
        }
        error={
          <Text color="fg.error" py="6" textAlign="center">
            The document could not be shown.
          </Text>
        }
      >
        {Array.from({ length: pages }, (_, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered, never reordered.
            key={i}
            position="relative"
            mx="auto"
            mb="4"
            w="fit-content"
            borderWidth="1px"
            boxShadow="sm"
            bg="white"
          >
            <Page pageNumber={i + 1} width={width} renderAnnotationLayer={false} renderTextLayer />
          </Box>
        ))}
      </Document>
    </Box>
  );
}
