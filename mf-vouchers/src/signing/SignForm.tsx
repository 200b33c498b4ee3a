import { SIGNING_CONTACT_FIELD_MAX, type SigningDoneAnswer, type SigningView } from '@tac/contracts';
import { useId, useState } from 'react';
import { besideFields } from './answer-refusal.ts';
import { useConsent, useSign } from './api/answer-request.ts';
import { Button, TextField } from './controls.tsx';
import {
  besideTexts,
  type FieldProblems,
  hasProblems,
  localTime,
  type SignatureValue,
  signProblems,
} from './rules.ts';
import { SignaturePad } from './SignaturePad.tsx';

/**
 * Steps three and four: the optional consent to sign electronically (its own box, unticked, recorded
 * when ticked), then the signer's name and title, the signature and the statement of intent right
 * beside Sign. A refusal naming a field shows beside it; nothing typed or drawn is lost.
 */
export function SignForm({
  token,
  view,
  suggestedName,
  onConsented,
  onDone,
  onUnusable,
}: {
  token: string;
  view: SigningView;
  suggestedName: string;
  /** The consent was recorded: the ticket is asked again, to show its time. */
  onConsented: () => void;
  onDone: (answer: SigningDoneAnswer & { message: string }, signerName: string) => void;
  onUnusable: (error: Error) => boolean;
}) {
  const [signerName, setSignerName] = useState(suggestedName);
  const [signerTitle, setSignerTitle] = useState('');
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [intentAccepted, setIntentAccepted] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const consent = useConsent();
  const sign = useSign();
  // Ticked at once, so the box answers the click; put back if the server did not record it.
  const [ticked, setTicked] = useState(false);
  const consented = !!view.consentedAt || ticked;
  const intentProblem = useId();

  const submit = async () => {
    const body = {
      signerName: signerName.trim(),
      signerTitle: signerTitle.trim(),
      intentAccepted,
      signatureMethod: signature?.method ?? 'drawn',
      signature: signature?.signature ?? '',
    } as const;
    const local = signProblems(body);
    setProblems(besideTexts(local));
    if (hasProblems(local)) return;
    const answer = await sign.write(
      { token, ...body },
      {
        messageOnScreen: true,
        besideField: besideFields(
          ['signerName', 'signerTitle', 'signature', 'signatureMethod', 'intentAccepted'],
          setProblems,
          onUnusable,
        ),
      },
    );
    if (answer) onDone({ ...answer.data, message: answer.message }, body.signerName);
  };

  return (
    <div className="tac-sign__stack tac-sign__stack--loose">
      <section className="tac-sign__stack tac-sign__stack--tight" aria-label="Consent to sign electronically">
        <h2>Sign electronically</h2>
        <label className="tac-sign__check">
          <input
            type="checkbox"
            checked={consented}
            disabled={consented || consent.pending}
            onChange={async (e) => {
              if (!e.target.checked) return;
              setTicked(true);
              const recorded = await consent.write({ token }, { besideField: onUnusable });
              if (recorded) onConsented();
              else setTicked(false);
            }}
          />
          <span>
            {view.consentStatement}
            {view.consentedAt ? (
              <span className="tac-sign__agreed tac-sign__muted">Agreed {localTime(view.consentedAt)}</span>
            ) : null}
          </span>
        </label>
      </section>
      <form
        noValidate
        aria-label="Sign the voucher"
        className="tac-sign__stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Your name"
          required
          autoComplete="name"
          max={SIGNING_CONTACT_FIELD_MAX}
          value={signerName}
          onChange={setSignerName}
          problem={problems.signerName}
        />
        <TextField
          label="Your title"
          autoComplete="organization-title"
          max={SIGNING_CONTACT_FIELD_MAX}
          value={signerTitle}
          onChange={setSignerTitle}
          problem={problems.signerTitle}
        />
        <SignaturePad
          value={signature}
          onChange={setSignature}
          suggestedName={signerName}
          problem={problems.signature ?? problems.signatureMethod}
        />
        <div className="tac-sign__statement">
          <div className="tac-sign__field">
            <label className="tac-sign__check">
              <input
                type="checkbox"
                required
                checked={intentAccepted}
                onChange={(e) => setIntentAccepted(e.target.checked)}
                aria-invalid={problems.intentAccepted ? true : undefined}
                aria-describedby={problems.intentAccepted ? intentProblem : undefined}
              />
              <span>{view.intentStatement}</span>
            </label>
            {problems.intentAccepted ? (
              <p id={intentProblem} className="tac-sign__error">
                {problems.intentAccepted}
              </p>
            ) : null}
          </div>
          <Button type="submit" look="primary" block busy={sign.pending} busyText="Signing…">
            Sign
          </Button>
        </div>
        <p className="tac-sign__xs tac-sign__muted">
          Signing records your name, the time, your address and browser with what you were shown.
        </p>
      </form>
    </div>
  );
}
