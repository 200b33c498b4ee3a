import { Box, Image } from '@tac/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR code of the enrolment text, drawn as an SVG image by `qrcode` (the device's camera reads it
 * instead of the foreman typing the code). Medium error correction: read from a screen at arm's length.
 */
export function EnrolQrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <Box w="48" h="48" bg="white" borderWidth="1px" borderRadius="l2">
      {svg && (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt="QR code of the enrolment code"
          w="full"
          h="full"
        />
      )}
    </Box>
  );
}
