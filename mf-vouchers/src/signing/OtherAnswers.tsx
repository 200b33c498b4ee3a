import {
  SIGNING_CONTACT_FIELD_MAX,
  SIGNING_EMAIL_MAX,
  SIGNING_REASON_MAX,
  type SigningDoneAnswer,
} from '@tac/contracts';
import { Button, chakra, Field, HStack, Input, Stack, Text, Textarea } from '@tac/ui';
import { writeWithToasts } from '@tac/ui/server-state';
import { type ReactNode, useId, useState } from 'react';
import { besideFields } from './answer-refusal.ts';
import { useReassign, useReject, useRequestPaper } from './api/answer-request.ts';
import { besideText, type FieldProblems, hasProblems, reassignProblems, rejectProblems } from './rules.ts';

type Done = (
  answer: SigningDoneAnswer & { message: string },
  kind: 'rejected' | 'reassigned',
  name?: string,
) => void;
type Props = { token: string; onDone: Done; onUnusable: (error: Error) => boolean };

const mapped = (problems: FieldProblems): FieldProblems =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v && besideText(v)]));

/** A button that opens its form below it (and says so to a screen reader). */
function Opening({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="2">
      <Button variant="outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      <div id={id} hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </Stack>
  );
}

function TextField({
  label,
  value,
  onChange,
  problem,
  required,
  max,
  type,
  multiline,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  problem?: string;
  required?: boolean;
  max: number;
  type?: string;
  multiline?: boolean;
}) {
  return (
    <Field.Root required={required} invalid={!!problem}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea rows={3} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input type={type} maxLength={max} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** Ask for a paper copy to sign instead: recorded and told to the sender; the link stays open. */
export function PaperRequest({ token, onUnusable }: Omit<Props, 'onDone'>) {
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [told, setTold] = useState('');
  const paper = useRequestPaper();
  if (told)
    return (
      <Text role="status" fontSize="sm">
        {told}
      </Text>
    );
  return (
    <Opening label="Request a paper copy instead">
      {() => (
        <chakra.form
          noValidate
          aria-label="Request a paper copy"
          onSubmit={async (event) => {
            event.preventDefault();
            const answer = await writeWithToasts(() => paper.mutateAsync({ token, note: note.trim() }), {
              besideField: besideFields(['note'], setProblems, onUnusable),
            });
            if (answer) setTold(answer.message);
          }}
        >
          <Stack gap="2">
            <TextField
              label="Note to the sender"
              value={note}
              onChange={setNote}
              problem={problems.note}
              max={SIGNING_REASON_MAX}
              multiline
            />
            <Button type="submit" loading={paper.isPending}>
              Ask for a paper copy
            </Button>
          </Stack>
        </chakra.form>
      )}
    </Opening>
  );
}

/** Reject the voucher with a reason (the sender is told it). */
export function RejectForm({ token, onDone, onUnusable }: Props) {
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const reject = useReject();
  return (
    <Opening label="Reject">
      {() => (
        <chakra.form
          noValidate
          aria-label="Reject the voucher"
          onSubmit={async (event) => {
            event.preventDefault();
            const local = rejectProblems(reason);
            setProblems(mapped(local));
            if (hasProblems(local)) return;
            const answer = await writeWithToasts(() => reject.mutateAsync({ token, reason: reason.trim() }), {
              messageOnScreen: true,
              besideField: besideFields(['reason'], setProblems, onUnusable),
            });
            if (answer) onDone({ ...answer.data, message: answer.message }, 'rejected');
          }}
        >
          <Stack gap="2">
            <TextField
              label="Why do you reject it?"
              value={reason}
              onChange={setReason}
              problem={problems.reason}
              required
              max={SIGNING_REASON_MAX}
              multiline
            />
            <Button type="submit" colorPalette="red" loading={reject.isPending}>
              Reject the voucher
            </Button>
          </Stack>
        </chakra.form>
      )}
    </Opening>
  );
}

/** Hand the request to the right person: a new link goes to them, this one stops working. */
export function ReassignForm({ token, onDone, onUnusable }: Props) {
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const reassign = useReassign();
  return (
    <Opening label="I'm not the right person">
      {() => (
        <chakra.form
          noValidate
          aria-label="Send to the right person"
          onSubmit={async (event) => {
            event.preventDefault();
            const body = { name: name.trim(), title: title.trim(), email: email.trim() };
            const local = reassignProblems(body);
            setProblems(mapped(local));
            if (hasProblems(local)) return;
            const answer = await writeWithToasts(() => reassign.mutateAsync({ token, ...body }), {
              messageOnScreen: true,
              besideField: besideFields(['name', 'title', 'email'], setProblems, onUnusable),
            });
            if (answer) onDone({ ...answer.data, message: answer.message }, 'reassigned', body.name);
          }}
        >
          <Stack gap="2">
            <Text fontSize="sm">Who should sign it? We send them a new link; this one stops working.</Text>
            <TextField
              label="Their name"
              value={name}
              onChange={setName}
              problem={problems.name}
              required
              max={SIGNING_CONTACT_FIELD_MAX}
            />
            <TextField
              label="Their title"
              value={title}
              onChange={setTitle}
              problem={problems.title}
              max={SIGNING_CONTACT_FIELD_MAX}
            />
            <TextField
              label="Their e-mail"
              type="email"
              value={email}
              onChange={setEmail}
              problem={problems.email}
              required
              max={SIGNING_EMAIL_MAX}
            />
            <HStack>
              <Button type="submit" loading={reassign.isPending}>
                Send to this person
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
    </Opening>
  );
}
