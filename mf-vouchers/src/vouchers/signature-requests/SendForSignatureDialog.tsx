import { SIGNING_CONTACT_FIELD_MAX, SIGNING_EMAIL_MAX, type VoucherRecord } from '@tac/contracts';
import { Box, Button, chakra, SimpleGrid, Stack, Text } from '@tac/ui';
import { FormModal, LoadingBody, TextField } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useId, useState } from 'react';
import { useProjectContacts } from './api/get-project-contacts.ts';
import { useSaveProjectContact } from './api/save-project-contact.ts';
import { useSendForSignature } from './api/send-for-signature.ts';
import { besideText, contactProblems } from './rules.ts';

const NEW_CONTACT = { name: '', title: '', company: '', email: '' };
type NewContact = typeof NEW_CONTACT;

/**
 * Send for signature (shared/docs/remotes/vouchers.md "Signing"): choose a contact of the voucher's
 * project, or add one (name, title, company, e-mail; a refusal beside its field), and send the row's
 * revision. The server e-mails the link; a refusal (not Ready for Review, a request already open) is
 * a toast and the dialog stays.
 */
export function SendForSignatureDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const contacts = useProjectContacts(row.projectId);
  const send = useSendForSignature();
  const [contactId, setContactId] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const group = useId();

  const submit = async () => {
    if (!contactId) return;
    if (await writeWithToasts(() => send.mutateAsync({ TMVoucherID: row.id, contactId }))) onClose();
  };
  const list = contacts.data?.data ?? [];

  return (
    <FormModal
      open
      title={`Send voucher ${row.tmVoucherNumber} for signature`}
      submitLabel="Send"
      submitDisabled={!contactId}
      onSubmit={submit}
      onClose={onClose}
      scrollInside
    >
      <Stack gap="4">
        <Text fontSize="sm">
          The contact gets an e-mail with a link to review and sign version {row.tmVersion}. The voucher
          cannot be changed in the office while the request is open.
        </Text>
        <LoadingBody failure={contacts.error?.message} loading={contacts.isPending} label="Loading contacts…">
          <chakra.fieldset border="0" p="0" m="0" minW="0">
            <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
              Who signs for the customer
            </chakra.legend>
            {list.length === 0 ? (
              <Text fontSize="sm" color="gray.600">
                This project has no contacts yet: add one.
              </Text>
            ) : (
              <Stack gap="2">
                {list.map((c) => (
                  <chakra.label key={c.id} display="flex" gap="2" alignItems="start" fontSize="sm">
                    <input
                      type="radio"
                      name={group}
                      checked={contactId === c.id}
                      onChange={() => setContactId(c.id)}
                      style={{ marginTop: 3 }}
                    />
                    <span>
                      {[c.name, c.title, c.company].filter(Boolean).join(', ')}
                      <chakra.span display="block" color="gray.600">
                        {c.email}
                      </chakra.span>
                    </span>
                  </chakra.label>
                ))}
              </Stack>
            )}
          </chakra.fieldset>
        </LoadingBody>
        {adding ? (
          <AddContact
            projectId={row.projectId}
            onAdded={(id) => {
              setContactId(id);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Box>
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              Add a contact
            </Button>
          </Box>
        )}
      </Stack>
    </FormModal>
  );
}

/** A new contact of the project: saved on its own button (not the dialog's Send), then chosen. */
function AddContact({
  projectId,
  onAdded,
  onCancel,
}: {
  projectId: number;
  onAdded: (id: number) => void;
  onCancel: () => void;
}) {
  const [contact, setContact] = useState<NewContact>(NEW_CONTACT);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveProjectContact(projectId);
  const fields: { key: keyof NewContact; label: string; max: number; required?: boolean; type?: string }[] = [
    { key: 'name', label: 'Name', max: SIGNING_CONTACT_FIELD_MAX, required: true },
    { key: 'title', label: 'Title', max: SIGNING_CONTACT_FIELD_MAX },
    { key: 'company', label: 'Company', max: SIGNING_CONTACT_FIELD_MAX },
    { key: 'email', label: 'E-mail', max: SIGNING_EMAIL_MAX, required: true, type: 'email' },
  ];

  const add = async () => {
    const body = {
      name: contact.name.trim(),
      title: contact.title.trim(),
      company: contact.company.trim(),
      email: contact.email.trim(),
    };
    const local = contactProblems(body);
    setProblems(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, besideText(v)])));
    if (Object.keys(local).length > 0) return;
    const saved = await writeWithToasts(() => save.mutateAsync({ id: 0, projectId, ...body }), {
      besideField: (refusal) => {
        const field = (refusal as Error & { field?: string }).field;
        if (!field || !(field in NEW_CONTACT)) return false;
        setProblems((p) => ({ ...p, [field]: besideText(refusal.message) }));
        return true;
      },
    });
    if (saved) onAdded(saved.data.id);
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="3"
      role="group"
      aria-label="New contact"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {fields.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            required={f.required}
            size="sm"
            type={f.type}
            maxLength={f.max}
            value={contact[f.key]}
            problem={problems[f.key]}
            onChange={(value) => setContact((c) => ({ ...c, [f.key]: value }))}
          />
        ))}
      </SimpleGrid>
      <Box display="flex" gap="2">
        <Button size="sm" onClick={() => void add()} loading={save.isPending}>
          Save contact
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}
