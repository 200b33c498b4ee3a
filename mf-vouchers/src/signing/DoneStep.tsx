import { SignatureRequestStatus, type SigningDoneAnswer } from '@tac/contracts';
import { Box, Button, Heading, Stack, Text } from '@tac/ui';
import { downloadSigningPdf } from './api/download-signing-pdf.ts';

export type Finished = SigningDoneAnswer & { message: string };

const TITLES: Partial<Record<string, string>> = {
  [SignatureRequestStatus.Signed]: 'Signed',
  [SignatureRequestStatus.Rejected]: 'Rejected',
};

/** Step five: where the request now stands, and the signed PDF when the server has one for this browser. */
export function DoneStep({ token, finished }: { token: string; finished: Finished }) {
  const signed = finished.status === SignatureRequestStatus.Signed;
  return (
    <Stack gap="4" role="status">
      <Heading as="h2" size="md">
        {TITLES[finished.status] ?? 'Sent on'}
      </Heading>
      <Text>{finished.message}</Text>
      {signed && finished.signedPdfAvailable ? (
        <Box>
          <Button colorPalette="blue" onClick={() => void downloadSigningPdf(token, 'signed')}>
            Download the signed PDF
          </Button>
        </Box>
      ) : null}
      <Text fontSize="sm" color="gray.600">
        You can close this page.
      </Text>
    </Stack>
  );
}
