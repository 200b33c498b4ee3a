import type { ReportContactOption, ReportRecipient } from '@tac/contracts';
import { Button, Field, HStack, Input, Stack } from '@tac/ui';
import { CheckList, type ItemKey } from '@tac/ui/transfer-list';
import { useState } from 'react';
import { addTypedRecipient, contactKey, recipientFromContact, recipientLabel } from '../rules.ts';
import { ChosenList } from './ChosenList.tsx';
import { PickerDialog, tickedChanged } from './PickerDialog.tsx';

export interface RecipientsDialogProps {
  contacts: readonly ReportContactOption[];
  loading: boolean;
  chosen: readonly ReportRecipient[];
  onApply: (recipients: ReportRecipient[]) => void;
  onClose: () => void;
}

const contactLabel = (c: ReportContactOption) =>
  `${c.employeeName || `${c.firstName} ${c.lastName}`.trim()} <${c.employeeEmailAddress}> · ${c.contactType}`;

/**
 * The e-mail selection modal (spec 001 §2.4): employees and users to tick, and e-mails typed in
 * (validated, lower-cased, not twice: spec 001 §5.4). Nothing changes in the form until Apply.
 */
export function RecipientsDialog({ contacts, loading, chosen, onApply, onClose }: RecipientsDialogProps) {
  const [picked, setPicked] = useState(() => new Set<ItemKey>(chosen.map(contactKey).filter(Boolean)));
  const [typed, setTyped] = useState(() => chosen.filter((r) => r.contactType === 'Contact'));
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const initialKeys = chosen.map(contactKey).filter(Boolean);
  const initialTyped = chosen.filter((r) => r.contactType === 'Contact');
  // Escape or a click outside asks before dropping ticks, typed addresses or an address half typed.
  const unsavedChanges =
    email.trim() !== '' ||
    tickedChanged(picked, initialKeys) ||
    typed.length !== initialTyped.length ||
    typed.some((r, i) => r.employeeEmailAddress !== initialTyped[i]?.employeeEmailAddress);

  const pickedRecipients = () => contacts.filter((c) => picked.has(c.id)).map(recipientFromContact);

  const add = () => {
    // Checked against everyone chosen so far, ticked or typed: an address goes once.
    const result = addTypedRecipient([...pickedRecipients(), ...typed], email);
    if (result.problem) {
      setProblem(result.problem);
      return;
    }
    const added = result.recipients.at(-1);
    if (added) setTyped([...typed, added]);
    setEmail('');
    setProblem(null);
  };

  const apply = () => {
    // Entries already saved keep their ids.
    const next = [...pickedRecipients(), ...typed].map(
      (r) =>
        chosen.find(
          (c) => c.employeeEmailAddress === r.employeeEmailAddress && c.contactType === r.contactType,
        ) ?? r,
    );
    onApply(next);
  };

  return (
    <PickerDialog
      title="Select Recipients"
      size="lg"
      unsavedChanges={unsavedChanges}
      onApply={apply}
      onClose={onClose}
    >
      <Stack gap="4">
        <CheckList
          title="Employees and users"
          items={contacts}
          itemKey={(c) => c.id}
          itemLabel={contactLabel}
          chosen={picked}
          onChosenChange={setPicked}
          loading={loading}
          height={224}
        />
        <Field.Root invalid={problem !== null}>
          <Field.Label>Add an e-mail address</Field.Label>
          <HStack w="full">
            <Input
              type="email"
              value={email}
              autoComplete="off"
              placeholder="name@company.com"
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline" onClick={add}>
              Add
            </Button>
          </HStack>
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <ChosenList
          noun="e-mail addresses"
          items={typed.map((r) => ({ key: r.employeeEmailAddress, label: recipientLabel(r) }))}
          onRemove={(key) => setTyped(typed.filter((r) => r.employeeEmailAddress !== key))}
        />
      </Stack>
    </PickerDialog>
  );
}
