import { Field, Input, Stack } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { useState } from 'react';
import type { ReferenceField, ReferenceForm } from './types.ts';

export interface ReferenceFormModalProps<Rec, Name extends string, Body> {
  form: ReferenceForm<Rec, Name, Body>;
  titles: { add: string; edit: string };
  /** The record loaded by id: edit mode. Absent: add mode (spec 002 §4). */
  record?: Rec;
  /**
   * Saves the checked values (the page's write, which refreshes the list): resolves to the server's
   * answer, or throws why not.
   */
  save: (body: Body, record: Rec | undefined) => Promise<{ message: string }>;
  onClose: () => void;
  /** After a successful save; the page closes the modal. */
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
  save,
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
      // Spec 002 §8: the message is a toast, nothing is sent, Save is usable again. The fields stay
      // marked invalid, so a screen reader moving back to them hears which ones. A message shared by
      // two fields (status codes) is toasted once.
      setErrors(check.errors);
      for (const message of new Set(Object.values<string | undefined>(check.errors))) {
        if (message) notify.error(message);
      }
      return;
    }
    setErrors({});
    // Success closes the modal; a refusal (e.g. a duplicate name) keeps it open with the text.
    if (await writeWithToasts(() => save(check.value, record))) onSaved();
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
          const invalid = Boolean(errors[field.name]);
          if (field.render) {
            return (
              <div key={field.name}>
                {field.render({
                  label: field.label,
                  value,
                  invalid,
                  onChange: (text) => change(field, text),
                })}
              </div>
            );
          }
          return (
            <Field.Root key={field.name} required invalid={invalid}>
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
              {field.maxLength !== undefined && (
                <Field.HelperText ms="auto">
                  {value.length}/{field.maxLength}
                </Field.HelperText>
              )}
            </Field.Root>
          );
        })}
      </Stack>
    </FormModal>
  );
}
