import { ApiError } from '@tac/api-client';
import { VoucherSigningMessages as M, type SigningOpenAnswer } from '@tac/contracts';
import { Box, Button, Container, Heading, Separator, Spinner, Stack, Text } from '@tac/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSigningView } from './api/get-signing-view.ts';
import { useOpenLink } from './api/open-link.ts';
import { CodeStep } from './CodeStep.tsx';
import { DoneStep, type Finished } from './DoneStep.tsx';
import { PaperRequest, ReassignForm, RejectForm } from './OtherAnswers.tsx';
import { SignForm } from './SignForm.tsx';
import { TicketView } from './TicketView.tsx';

/** Whether a refusal is the one answer to a link that cannot be used (any reason, one text). */
export const isUnusable = (error: unknown): boolean =>
  error instanceof Error && error.message === M.linkUnusable;

function Loading({ label }: { label: string }) {
  return (
    <Box display="flex" justifyContent="center" p="10" aria-busy="true">
      <Spinner size="lg" color="blue.600" aria-label={label} />
    </Box>
  );
}

/** A message in place of the page (a link that cannot be used, too many tries, a failed call) with Try again. */
function Stopped({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack gap="3" role="alert">
      <Text>{message}</Text>
      {onRetry ? (
        <Box>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The public signing page, `/sign/:token` (a signed-out route: shared/docs/remotes/vouchers.md
 * "Signing page"). Opening it records the opening and e-mails a code; once the code is checked the
 * signee sees the ticket, may consent to sign electronically or ask for paper, and signs, rejects or
 * hands the request on. One column, phone first; every call goes without the console's session.
 */
export function SigningPage() {
  const token = useParams().token ?? '';
  const openLink = useOpenLink();
  const [opened, setOpened] = useState<SigningOpenAnswer | undefined>();
  const [openFailure, setOpenFailure] = useState<string | undefined>();
  const [verified, setVerified] = useState(false);
  const [unusable, setUnusable] = useState(false);
  const [finished, setFinished] = useState<Finished | undefined>();
  const view = useSigningView(token, verified && !finished && !unusable);

  // The opening is a write (it is logged and sends a code): made once per page, not per render.
  const asked = useRef<string | undefined>(undefined);
  const { mutateAsync } = openLink;
  const open = useCallback(() => {
    setOpenFailure(undefined);
    mutateAsync({ token }).then(
      (answer) => {
        setOpened(answer.data);
        setVerified(answer.data.verified);
      },
      (error: unknown) => {
        if (isUnusable(error)) setUnusable(true);
        else setOpenFailure(error instanceof Error ? error.message : M.linkUnusable);
      },
    );
  }, [mutateAsync, token]);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    open();
  }, [open, token]);

  const onUnusable = useCallback((error: Error) => {
    if (!isUnusable(error)) return false;
    setUnusable(true);
    return true;
  }, []);
  useEffect(() => {
    if (view.error && isUnusable(view.error)) setUnusable(true);
  }, [view.error]);

  let body: ReactNode;
  if (unusable) body = <Stopped message={M.linkUnusable} />;
  else if (finished) body = <DoneStep token={token} finished={finished} />;
  else if (openFailure) body = <Stopped message={openFailure} onRetry={open} />;
  else if (!opened) body = <Loading label="Opening the link" />;
  else if (!verified)
    body = (
      <CodeStep token={token} opened={opened} onVerified={() => setVerified(true)} onUnusable={onUnusable} />
    );
  else if (view.error)
    body = (
      <Stopped
        message={view.error instanceof ApiError && view.error.message ? view.error.message : M.codeNeeded}
        onRetry={() => void view.refetch()}
      />
    );
  else if (!view.data) body = <Loading label="Loading the voucher" />;
  else {
    const ticket = view.data.data;
    const done = (answer: Finished) => setFinished(answer);
    body = (
      <Stack gap="6">
        <TicketView token={token} view={ticket} />
        <Separator />
        <SignForm
          token={token}
          view={ticket}
          suggestedName={opened.signeeName}
          onDone={done}
          onUnusable={onUnusable}
        />
        <Separator />
        <Stack gap="3" as="section" aria-label="Other answers">
          <Heading as="h2" size="sm">
            Not signing?
          </Heading>
          <PaperRequest token={token} onUnusable={onUnusable} />
          <RejectForm token={token} onDone={done} onUnusable={onUnusable} />
          <ReassignForm token={token} onDone={done} onUnusable={onUnusable} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Container as="main" maxW="40rem" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {opened ? `Sign T&M voucher ${opened.voucherNumber}` : 'Sign a T&M voucher'}
          </Heading>
          {opened && !unusable ? (
            <Text fontSize="sm" color="gray.600">
              Sent by {opened.senderName} to {opened.signeeName}
            </Text>
          ) : null}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
