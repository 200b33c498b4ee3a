import { VoucherSigningMessages as M, SIGNING_CODE_ATTEMPTS, type SigningOpenAnswer } from '@tac/contracts';
import { useState } from 'react';
import { useCheckCode } from './api/check-code.ts';
import { useSendCode } from './api/send-code.ts';
import { Button, Field } from './controls.tsx';
import { besideText, cleanCode, codeProblem } from './rules.ts';

/**
 * Step one: the code the server e-mailed as the link opened. A wrong code's refusal (with the tries
 * left) shows beside the field; a link that can no longer be used ends the page (`onUnusable`).
 */
export function CodeStep({
  token,
  opened,
  onVerified,
  onUnusable,
}: {
  token: string;
  opened: SigningOpenAnswer;
  onVerified: () => void;
  onUnusable: (error: Error) => boolean;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  const check = useCheckCode();
  const resend = useSendCode();

  const submit = async () => {
    const typed = cleanCode(code);
    const local = codeProblem(typed, opened.codeLength);
    setProblem(local && besideText(local));
    if (local) return;
    const done = await check.write(
      { token, code: typed },
      {
        besideField: (refusal) => {
          if (onUnusable(refusal)) return true;
          setProblem(besideText(refusal.message));
          return true;
        },
      },
    );
    if (done) onVerified();
  };

  const sendAgain = async () => {
    const sent = await resend.write({ token }, { besideField: onUnusable });
    if (sent) {
      setResent(true);
      setCode('');
      setProblem(undefined);
    }
  };

  return (
    <div className="tac-sign__stack">
      <h2>Check it is you</h2>
      <p>{M.codeSent(opened.emailHint)} Enter it here to open the voucher.</p>
      <form
        noValidate
        className="tac-sign__stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={`${opened.codeLength}-digit code from the e-mail`}
          required
          problem={problem}
          hint={`A code allows ${SIGNING_CODE_ATTEMPTS} tries and lasts a few minutes; then ask for a new one.`}
        >
          {(control) => (
            <input
              {...control}
              className="tac-sign__input tac-sign__input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={opened.codeLength + 4}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" look="primary" block busy={check.pending} busyText="Checking…">
          Continue
        </Button>
      </form>
      <p className="tac-sign__small">
        No e-mail?{' '}
        <Button look="link" busy={resend.pending} onClick={() => void sendAgain()}>
          Send a new code
        </Button>
      </p>
      {resent ? (
        <p className="tac-sign__small" role="status">
          {M.codeSent(opened.emailHint)}
        </p>
      ) : null}
    </div>
  );
}
