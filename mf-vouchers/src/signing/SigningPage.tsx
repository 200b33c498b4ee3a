import { ApiError } from '@tac/api-client';
import { VoucherSigningMessages as M, type SigningOpenAnswer } from '@tac/contracts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSigningView } from './api/get-signing-view.ts';
import { openLink } from './api/open-link.ts';
import { CodeStep } from './CodeStep.tsx';
import { Button, Loading } from './controls.tsx';
import { DoneStep, type Finished } from './DoneStep.tsx';
import { Notices } from './notices.tsx';
import { PaperRequest, ReassignForm, RejectForm } from './OtherAnswers.tsx';
import { SignForm } from './SignForm.tsx';
import { SIGNING_CSS } from './signing-styles.ts';
import { TicketView } from './TicketView.tsx';

/** Whether a refusal is the one answer to a link that cannot be used (any reason, one text). */
export const isUnusable = (error: unknown): boolean =>
  error instanceof Error && error.message === M.linkUnusable;

/** A message in place of the page (a link that cannot be used, too many tries, a failed call) with Try again. */
function Stopped({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="tac-sign__stack tac-sign__stack--tight" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <div>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The public signing page, `/sign/:token` (a signed-out route: shared/docs/remotes/vouchers.md
 * "Signing page"). Opening it records the opening and e-mails a code; once the code is checked the
 * signee sees the ticket, may consent to sign electronically or ask for paper, and signs, rejects or
 * hands the request on. One column, phone first; every call goes without the console's session.
 * Plain elements and one stylesheet (signing-styles.ts), no design system: its route is
 * `plainElements`, so the host opens it without loading one.
 */
export function SigningPage() {
  return (
    <main className="tac-sign">
      <style>{SIGNING_CSS}</style>
      <Notices>
        <SigningSteps />
      </Notices>
    </main>
  );
}

function SigningSteps() {
  const token = useParams().token ?? '';
  const [opened, setOpened] = useState<SigningOpenAnswer | undefined>();
  const [openFailure, setOpenFailure] = useState<string | undefined>();
  const [verified, setVerified] = useState(false);
  const [unusable, setUnusable] = useState(false);
  const [finished, setFinished] = useState<Finished | undefined>();
  const view = useSigningView(token, verified && !finished && !unusable);

  // The opening is a write (it is logged and sends a code): made once per page, not per render.
  const asked = useRef<string | undefined>(undefined);
  const open = useCallback(() => {
    setOpenFailure(undefined);
    openLink({ token }).then(
      (answer) => {
        setOpened(answer.data);
        setVerified(answer.data.verified);
      },
      (error: unknown) => {
        if (isUnusable(error)) setUnusable(true);
        else setOpenFailure(error instanceof Error ? error.message : M.linkUnusable);
      },
    );
  }, [token]);
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
        onRetry={view.reload}
      />
    );
  else if (!view.data) body = <Loading label="Loading the voucher" />;
  else {
    const ticket = view.data;
    const done = (answer: Finished) => setFinished(answer);
    body = (
      <div className="tac-sign__stack tac-sign__stack--loose">
        <TicketView token={token} view={ticket} />
        <hr className="tac-sign__rule" />
        <SignForm
          token={token}
          view={ticket}
          suggestedName={opened.signeeName}
          onConsented={view.reload}
          onDone={done}
          onUnusable={onUnusable}
        />
        <hr className="tac-sign__rule" />
        <section className="tac-sign__stack tac-sign__stack--tight" aria-label="Other answers">
          <h2>Not signing?</h2>
          <PaperRequest token={token} onUnusable={onUnusable} />
          <RejectForm token={token} onDone={done} onUnusable={onUnusable} />
          <ReassignForm token={token} onDone={done} onUnusable={onUnusable} />
        </section>
      </div>
    );
  }

  return (
    <div className="tac-sign__page">
      <header className="tac-sign__stack tac-sign__stack--tiny">
        <h1>{opened ? `Sign T&M voucher ${opened.voucherNumber}` : 'Sign a T&M voucher'}</h1>
        {opened && !unusable ? (
          <p className="tac-sign__small tac-sign__muted">
            Sent by {opened.senderName} to {opened.signeeName}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
