import { Field, HStack, Input, Stack } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { notifyEnvelope } from '@tac/ui/toast';
import { useState } from 'react';
import type { ReferenceField, ReferenceForm } from './types.ts';

export interface ReferenceFormModalProps<Rec, Name extends string, Body> {
  form: ReferenceForm<Rec, Name, Body>;
  titles: { add: string; edit: string };
  /** The record loaded by id: edit mode. Absent: add mode (spec 002 §4). */
  record?: Rec;
  onClose: () => void;
  /** After a successful save; the page closes the modal and reloads the list. */
  onSaved: () => void;
}

/**
 * Add or edit one entry of a reference list: the list's fields, Save (Update when editing) and
 * Back. Mounted only while open, so each opening starts from the record or from empty fields.
 */
export function ReferenceFormModal<Rec, Name extends string, Body>({
  form,
  titles,
  record,
  onClose,
  onSaved,
}: ReferenceFormModalProps<Rec, Name, Body>) {
  const editing = record !== undefined;
  const [values, setValues] = useState(() => form.initialValues(record));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  const change = (field: ReferenceField<Name>, text: string) => {
    setValues((current) => ({ ...current, [field.name]: field.normalizeInput?.(text) ?? text }));
    setErrors((current) => ({ ...current, [field.name]: undefined }));
  };

  const submit = async () => {
    const check = form.check(values);
    if (!check.ok) {
      // Spec 002 §8: the message shows, nothing is sent, Save is usable again.
      setErrors(check.errors);
      return;
    }
    setErrors({});
    const envelope = await form.save(check.value, record);
    // Success closes the modal; a refusal (e.g. a duplicate name) keeps it open with the text.
    if (notifyEnvelope(envelope)) onSaved();
  };

  return (
    <FormModal
      open
      title={editing ? titles.edit : titles.add}
      submitLabel={editing ? 'Update' : 'Save'}
      cancelLabel="Back"
      size="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        {form.fields.map((field) => {
          const value = values[field.name];
          const error = errors[field.name] ?? null;
          if (field.render) {
            return (
              <div key={field.name}>
                {field.render({ label: field.label, value, error, onChange: (text) => change(field, text) })}
              </div>
            );
          }
          return (
            <Field.Root key={field.name} required invalid={error !== null}>
              <Field.Label>
                {field.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={value}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                autoComplete="off"
                onChange={(event) => change(field, event.target.value)}
              />
              <HStack width="full" justify="space-between" align="flex-start" gap="3">
                <Field.ErrorText>{error}</Field.ErrorText>
                {field.maxLength !== undefined && (
                  <Field.HelperText ms="auto" flexShrink={0}>
                    {value.length}/{field.maxLength}
                  </Field.HelperText>
                )}
              </HStack>
            </Field.Root>
          );
        })}
      </Stack>
    </FormModal>
  );
}
