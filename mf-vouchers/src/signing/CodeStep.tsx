import { VoucherSigningMessages as M, SIGNING_CODE_ATTEMPTS, type SigningOpenAnswer } from '@tac/contracts';
import { Button, chakra, Field, Heading, Input, Stack, Text } from '@tac/ui';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { useCheckCode } from './api/check-code.ts';
import { useSendCode } from './api/send-code.ts';
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
  const check = useCheckCode(token);
  const resend = useSendCode();

  const submit = async () => {
    const typed = cleanCode(code);
    const local = codeProblem(typed, opened.codeLength);
    setProblem(local && besideText(local));
    if (local) return;
    const done = await writeWithToasts(() => check.mutateAsync({ token, code: typed }), {
      besideField: (refusal) => {
        if (onUnusable(refusal)) return true;
        setProblem(besideText(refusal.message));
        return true;
      },
    });
    if (done) onVerified();
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Check it is you
      </Heading>
      <Text>{M.codeSent(opened.emailHint)} Enter it here to open the voucher.</Text>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3">
          <Field.Root required invalid={!!problem}>
            <Field.Label>
              {opened.codeLength}-digit code from the e-mail <Field.RequiredIndicator />
            </Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={opened.codeLength + 4}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              fontSize="xl"
              letterSpacing="0.3em"
            />
            {problem ? (
              <Field.ErrorText>{problem}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                A code allows {SIGNING_CODE_ATTEMPTS} tries and lasts a few minutes; then ask for a new one.
              </Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={check.isPending} loadingText="Checking…">
            Continue
          </Button>
        </Stack>
      </chakra.form>
      <Text fontSize="sm">
        No e-mail?{' '}
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="blue.700"
          textDecoration="underline"
          loading={resend.isPending}
          onClick={async () => {
            const sent = await writeWithToasts(() => resend.mutateAsync({ token }), {
              besideField: onUnusable,
            });
            if (sent) {
              setResent(true);
              setCode('');
              setProblem(undefined);
            }
          }}
        >
          Send a new code
        </Button>
      </Text>
      {resent ? (
        <Text fontSize="sm" role="status">
          {M.codeSent(opened.emailHint)}
        </Text>
      ) : null}
    </Stack>
  );
}
