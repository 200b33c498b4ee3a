import {
  SIGNING_CONTACT_FIELD_MAX,
  SIGNING_EMAIL_MAX,
  SIGNING_REASON_MAX,
  type SigningDoneAnswer,
} from '@tac/contracts';
import { type ReactNode, useId, useState } from 'react';
import { besideFields } from './answer-refusal.ts';
import { useReassign, useReject, useRequestPaper } from './api/answer-request.ts';
import { Button, TextField } from './controls.tsx';
import { besideTexts, type FieldProblems, hasProblems, reassignProblems, rejectProblems } from './rules.ts';

type Done = (
  answer: SigningDoneAnswer & { message: string },
  kind: 'rejected' | 'reassigned',
  name?: string,
) => void;
type Props = { token: string; onDone: Done; onUnusable: (error: Error) => boolean };

/**
 * A button that opens its form below it (and says so to a screen reader): the form's fields, then
 * its submit button, busy while the form's call runs.
 */
function OpeningForm({
  label,
  formLabel,
  submitLabel,
  danger = false,
  pending,
  onSubmit,
  children,
}: {
  label: string;
  formLabel: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="tac-sign__stack tac-sign__stack--tight">
      <Button block aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      <div id={id} hidden={!open} className="tac-sign__opened">
        {open ? (
          <form
            noValidate
            aria-label={formLabel}
            className="tac-sign__stack tac-sign__stack--tight"
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit();
            }}
          >
            {children}
            <div className="tac-sign__actions">
              <Button type="submit" look={danger ? 'danger' : 'primary'} busy={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
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
      <p role="status" className="tac-sign__small">
        {told}
      </p>
    );
  return (
    <OpeningForm
      label="Request a paper copy instead"
      formLabel="Request a paper copy"
      submitLabel="Ask for a paper copy"
      pending={paper.pending}
      onSubmit={async () => {
        const answer = await paper.write(
          { token, note: note.trim() },
          { messageOnScreen: true, besideField: besideFields(['note'], setProblems, onUnusable) },
        );
        if (answer) setTold(answer.message);
      }}
    >
      <TextField
        label="Note to the sender"
        value={note}
        onChange={setNote}
        problem={problems.note}
        max={SIGNING_REASON_MAX}
        multiline
      />
    </OpeningForm>
  );
}

/** Reject the voucher with a reason (the sender is told it). */
export function RejectForm({ token, onDone, onUnusable }: Props) {
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const reject = useReject();
  return (
    <OpeningForm
      label="Reject"
      formLabel="Reject the voucher"
      submitLabel="Reject the voucher"
      danger
      pending={reject.pending}
      onSubmit={async () => {
        const local = rejectProblems(reason);
        setProblems(besideTexts(local));
        if (hasProblems(local)) return;
        const answer = await reject.write(
          { token, reason: reason.trim() },
          { messageOnScreen: true, besideField: besideFields(['reason'], setProblems, onUnusable) },
        );
        if (answer) onDone({ ...answer.data, message: answer.message }, 'rejected');
      }}
    >
      <TextField
        label="Why do you reject it?"
        value={reason}
        onChange={setReason}
        problem={problems.reason}
        required
        max={SIGNING_REASON_MAX}
        multiline
      />
    </OpeningForm>
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
    <OpeningForm
      label="I'm not the right person"
      formLabel="Send to the right person"
      submitLabel="Send to this person"
      pending={reassign.pending}
      onSubmit={async () => {
        const body = { name: name.trim(), title: title.trim(), email: email.trim() };
        const local = reassignProblems(body);
        setProblems(besideTexts(local));
        if (hasProblems(local)) return;
        const answer = await reassign.write(
          { token, ...body },
          {
            messageOnScreen: true,
            besideField: besideFields(['name', 'title', 'email'], setProblems, onUnusable),
          },
        );
        if (answer) onDone({ ...answer.data, message: answer.message }, 'reassigned', body.name);
      }}
    >
      <p className="tac-sign__small">Who should sign it? We send them a new link; this one stops working.</p>
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
    </OpeningForm>
  );
}
