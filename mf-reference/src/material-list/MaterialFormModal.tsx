import type { MaterialListItem } from '@tac/contracts';
import { Field, HStack, Input } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { notifyEnvelope } from '@tac/ui/toast';
import { useState } from 'react';
import { saveMaterial } from './api/save-material.ts';
import { checkMaterialName, MATERIAL_NAME_MAX } from './rules.ts';

export interface MaterialFormModalProps {
  /** The record loaded by id: edit mode. Absent: add mode (spec 002 §4). */
  record?: MaterialListItem;
  onClose: () => void;
  /** After a successful save; the page closes the modal and reloads the list. */
  onSaved: () => void;
}

/**
 * Add or edit one material (spec 002 §2): the field 'Material List', Save (Update when editing) and
 * Back. Mounted only while open, so each opening starts from the record or from an empty field.
 */
export function MaterialFormModal({ record, onClose, onSaved }: MaterialFormModalProps) {
  const editing = record !== undefined;
  const [text, setText] = useState(record?.displayText ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const check = checkMaterialName(text);
    if (!check.ok) {
      // Spec 002 §8: the message shows, nothing is sent, Save is usable again.
      setError(check.message);
      return;
    }
    setError(null);
    const envelope = await saveMaterial(
      editing ? { Id: record.id, DisplayText: check.value } : { DisplayText: check.value },
    );
    // Success closes the modal; a refusal (e.g. a duplicate name) keeps it open with the text.
    if (notifyEnvelope(envelope)) onSaved();
  };

  return (
    <FormModal
      open
      title={editing ? 'Edit Material List' : 'Add Material List'}
      submitLabel={editing ? 'Update' : 'Save'}
      cancelLabel="Back"
      size="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field.Root required invalid={error !== null}>
        <Field.Label>
          Material List
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={text}
          maxLength={MATERIAL_NAME_MAX}
          placeholder="Enter Material"
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <HStack width="full" justify="space-between" align="flex-start" gap="3">
          <Field.ErrorText>{error}</Field.ErrorText>
          <Field.HelperText ms="auto" flexShrink={0}>
            {text.length}/{MATERIAL_NAME_MAX}
          </Field.HelperText>
        </HStack>
      </Field.Root>
    </FormModal>
  );
}
