import type { SignatureRequest, VoucherRecord } from '@tac/contracts';
import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@tac/ui';
import { ConfirmDialog, LoadingBody, ViewDialog } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { downloadSignedPdf } from './api/download-signed-pdf.ts';
import { useSignatureRequests } from './api/get-signature-requests.ts';
import { useRevokeSignatureRequest } from './api/revoke-signature-request.ts';
import { canRevoke, eventLabel, localTime, requestStatusLabel, signeeText, utcTime } from './rules.ts';

const STATUS_COLOR: Partial<Record<string, string>> = {
  Sent: 'blue',
  Viewed: 'purple',
  Signed: 'green',
  Rejected: 'red',
  Expired: 'gray',
  Voided: 'gray',
  Revoked: 'gray',
};

const Th = chakra('th', {
  base: { textAlign: 'start', fontSize: 'xs', color: 'gray.600', py: '1', pr: '3' },
});
const Td = chakra('td', { base: { fontSize: 'xs', py: '1', pr: '3', verticalAlign: 'top' } });

/** A request's append-only log: each event's time in the user's zone and in UTC, address and browser. */
function EventLog({ request }: { request: SignatureRequest }) {
  return (
    // A Tab stop, so the keyboard can scroll a log wider than the dialog (WCAG scrollable-region-focusable).
    <Box
      overflowX="auto"
      tabIndex={0}
      role="group"
      aria-label={`Event log, request to ${request.signeeName}`}
    >
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>Event log of the request to {request.signeeName}</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">Event</Th>
            <Th scope="col">Time (your zone)</Th>
            <Th scope="col">UTC</Th>
            <Th scope="col">Address</Th>
            <Th scope="col">Browser</Th>
            <Th scope="col">Detail</Th>
          </tr>
        </thead>
        <tbody>
          {request.events.map((e) => (
            <chakra.tr key={e.id} borderTopWidth="1px" borderColor="gray.100">
              <Td>{eventLabel(e.event)}</Td>
              <Td whiteSpace="nowrap">{localTime(e.at)}</Td>
              <Td whiteSpace="nowrap">{utcTime(e.at)}</Td>
              <Td>{e.ip}</Td>
              <Td maxW="16rem" title={e.userAgent} truncate>
                {e.userAgent}
              </Td>
              <Td>{e.detail}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function RequestCard({
  request,
  claims,
  onRevoke,
}: {
  request: SignatureRequest;
  claims: readonly string[];
  onRevoke: (request: SignatureRequest) => void;
}) {
  const facts = [
    `Version ${request.version}, sent by ${request.sentByName} ${localTime(request.sentAt)}`,
    request.open ? `Link expires ${localTime(request.expiresAt)}` : '',
    request.signedAt
      ? `Signed by ${[request.signerName, request.signerTitle].filter(Boolean).join(', ')} (${request.signatureMethod}) ${localTime(request.signedAt)}`
      : '',
    request.rejectedReason ? `Rejected: ${request.rejectedReason}` : '',
    request.consentedAt ? `Consented to sign electronically ${localTime(request.consentedAt)}` : '',
    request.paperRequestedAt ? `Asked for paper ${localTime(request.paperRequestedAt)}` : '',
  ].filter(Boolean);
  return (
    <Stack
      as="section"
      aria-label={`Request to ${request.signeeName}`}
      gap="2"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="3"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" minW="0">
          <Badge colorPalette={STATUS_COLOR[request.status] ?? 'gray'}>
            {requestStatusLabel(request.status)}
          </Badge>
          <Text fontSize="sm" fontWeight="medium" truncate title={signeeText(request)}>
            {signeeText(request)}
          </Text>
        </HStack>
        <HStack gap="2">
          {request.status === 'Signed' ? (
            <Button size="xs" variant="outline" onClick={() => void downloadSignedPdf(request.id)}>
              Signed PDF
            </Button>
          ) : null}
          {canRevoke(request, claims) ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(request)}>
              Revoke
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {facts.map((fact) => (
        <Text key={fact} fontSize="xs" color="gray.700">
          {fact}
        </Text>
      ))}
      <EventLog request={request} />
    </Stack>
  );
}

/**
 * A voucher's Signature requests (shared/docs/remotes/vouchers.md "Signing"): each request's status,
 * to whom, when, its event log, Revoke while it is open (with the claim) and the signed PDF once
 * signed; Send for signature when the voucher may be sent. Revoking refreshes the panel and the list.
 */
export function SignatureRequestsDialog({
  row,
  claims,
  onSend,
  onClose,
}: {
  row: VoucherRecord;
  claims: readonly string[];
  /** Shown when the user may send this voucher (rules.ts canSendForSignature). */
  onSend?: () => void;
  onClose: () => void;
}) {
  const requests = useSignatureRequests(row.voucherId);
  const revoke = useRevokeSignatureRequest();
  const [revoking, setRevoking] = useState<SignatureRequest | null>(null);
  const list = requests.data?.data ?? [];

  return (
    <>
      <ViewDialog
        open
        size="xl"
        title={`Signature requests: voucher ${row.tmVoucherNumber}`}
        onClose={onClose}
        actions={
          onSend ? (
            <Button colorPalette="blue" onClick={onSend}>
              Send for signature
            </Button>
          ) : null
        }
      >
        <LoadingBody failure={requests.error?.message} loading={requests.isPending} label="Loading requests…">
          <Stack gap="3">
            <Heading as="h3" srOnly>
              Requests, newest first
            </Heading>
            {list.length === 0 ? (
              <Text fontSize="sm">This voucher has not been sent for signature.</Text>
            ) : (
              list.map((r) => <RequestCard key={r.id} request={r} claims={claims} onRevoke={setRevoking} />)
            )}
          </Stack>
        </LoadingBody>
      </ViewDialog>
      {revoking ? (
        <ConfirmDialog
          open
          title="Revoke signature request"
          message={`Revoke the request to ${revoking.signeeName}? Its link stops working and the voucher can be changed again.`}
          confirmLabel="Revoke"
          cancelLabel="Cancel"
          onConfirm={async () => {
            if (await writeWithToasts(() => revoke.mutateAsync({ requestId: revoking.id })))
              setRevoking(null);
          }}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
