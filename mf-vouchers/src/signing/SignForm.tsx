import { SIGNING_CONTACT_FIELD_MAX, type SigningDoneAnswer, type SigningView } from '@tac/contracts';
import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@tac/ui';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { besideFields } from './answer-refusal.ts';
import { useConsent, useSign } from './api/answer-request.ts';
import {
  besideText,
  type FieldProblems,
  hasProblems,
  localTime,
  type SignatureValue,
  signProblems,
} from './rules.ts';
import { SignaturePad } from './SignaturePad.tsx';

const mapProblems = (problems: FieldProblems): FieldProblems =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v && besideText(v)]));

/**
 * Steps three and four: the optional consent to sign electronically (its own box, unticked, recorded
 * when ticked), then the signer's name and title, the signature and the statement of intent right
 * beside Sign. A refusal naming a field shows beside it; nothing typed or drawn is lost.
 */
export function SignForm({
  token,
  view,
  suggestedName,
  onDone,
  onUnusable,
}: {
  token: string;
  view: SigningView;
  suggestedName: string;
  onDone: (answer: SigningDoneAnswer & { message: string }, signerName: string) => void;
  onUnusable: (error: Error) => boolean;
}) {
  const [signerName, setSignerName] = useState(suggestedName);
  const [signerTitle, setSignerTitle] = useState('');
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [intentAccepted, setIntentAccepted] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const consent = useConsent(token);
  const sign = useSign();
  // Ticked at once, so the box answers the click; put back if the server did not record it.
  const [ticked, setTicked] = useState(false);
  const consented = !!view.consentedAt || ticked;

  const submit = async () => {
    const body = {
      signerName: signerName.trim(),
      signerTitle: signerTitle.trim(),
      intentAccepted,
      signatureMethod: signature?.method ?? 'drawn',
      signature: signature?.signature ?? '',
    } as const;
    const local = signProblems(body);
    setProblems(mapProblems(local));
    if (hasProblems(local)) return;
    const answer = await writeWithToasts(() => sign.mutateAsync({ token, ...body }), {
      messageOnScreen: true,
      besideField: besideFields(
        ['signerName', 'signerTitle', 'signature', 'signatureMethod', 'intentAccepted'],
        setProblems,
        onUnusable,
      ),
    });
    if (answer) onDone({ ...answer.data, message: answer.message }, body.signerName);
  };

  return (
    <Stack gap="5">
      <Stack gap="2" as="section" aria-label="Consent to sign electronically">
        <Heading as="h2" size="md">
          Sign electronically
        </Heading>
        <chakra.label display="flex" gap="3" alignItems="start" fontSize="sm">
          <input
            type="checkbox"
            checked={consented}
            disabled={consented || consent.isPending}
            onChange={async (e) => {
              if (!e.target.checked) return;
              setTicked(true);
              const recorded = await writeWithToasts(() => consent.mutateAsync({ token }), {
                besideField: onUnusable,
              });
              if (!recorded) setTicked(false);
            }}
            style={{ marginTop: 3, width: 18, height: 18, flexShrink: 0 }}
          />
          <span>
            {view.consentStatement}
            {view.consentedAt ? (
              <chakra.span display="block" color="gray.600">
                Agreed {localTime(view.consentedAt)}
              </chakra.span>
            ) : null}
          </span>
        </chakra.label>
      </Stack>
      <chakra.form
        noValidate
        aria-label="Sign the voucher"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          <Field.Root required invalid={!!problems.signerName}>
            <Field.Label>
              Your name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              autoComplete="name"
              maxLength={SIGNING_CONTACT_FIELD_MAX}
              value={signerName}
              onChange={(e) => setSignerName(e.target.value)}
            />
            {problems.signerName ? <Field.ErrorText>{problems.signerName}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={!!problems.signerTitle}>
            <Field.Label>Your title</Field.Label>
            <Input
              autoComplete="organization-title"
              maxLength={SIGNING_CONTACT_FIELD_MAX}
              value={signerTitle}
              onChange={(e) => setSignerTitle(e.target.value)}
            />
            {problems.signerTitle ? <Field.ErrorText>{problems.signerTitle}</Field.ErrorText> : null}
          </Field.Root>
          <SignaturePad
            value={signature}
            onChange={setSignature}
            suggestedName={signerName}
            problem={problems.signature ?? problems.signatureMethod}
          />
          <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" p="3" bg="gray.50">
            <Field.Root required invalid={!!problems.intentAccepted}>
              <chakra.label display="flex" gap="3" alignItems="start" fontSize="sm">
                <input
                  type="checkbox"
                  checked={intentAccepted}
                  onChange={(e) => setIntentAccepted(e.target.checked)}
                  aria-invalid={!!problems.intentAccepted}
                  style={{ marginTop: 3, width: 18, height: 18, flexShrink: 0 }}
                />
                <span>{view.intentStatement}</span>
              </chakra.label>
              {problems.intentAccepted ? <Field.ErrorText>{problems.intentAccepted}</Field.ErrorText> : null}
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              mt="3"
              w="full"
              loading={sign.isPending}
              loadingText="Signing…"
            >
              Sign
            </Button>
          </Box>
          <Text fontSize="xs" color="gray.600">
            Signing records your name, the time, your address and browser with what you were shown.
          </Text>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
