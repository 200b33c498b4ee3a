import { AUDIT_RECORD_KIND_LABELS, AUDIT_RECORD_KINDS, type AuditRecordKind } from '@tac/contracts';
import { Box, Button, Field, HStack, Input } from '@tac/ui';
import { SingleSelect } from '@tac/ui/multi-select';
import { type FormEvent, useState } from 'react';
import type { AuditLogFilter } from './api/get-audit-log.ts';
import { useAuditUsers } from './api/use-audit-users.ts';
import { type AuditLogForm, EMPTY_FORM, toFilter } from './filter.ts';

const KIND_OPTIONS = AUDIT_RECORD_KINDS.map((kind) => ({
  value: kind,
  label: AUDIT_RECORD_KIND_LABELS[kind],
}));

/**
 * The Audit Log's filter: user, record kind, action and a time range, applied together (Apply, or
 * Enter in a box); a wrong field is named beside it and nothing is asked of the server.
 */
export function AuditLogFilters({ onApply }: { onApply: (filter: AuditLogFilter) => void }) {
  const users = useAuditUsers();
  const [form, setForm] = useState<AuditLogForm>(EMPTY_FORM);
  const [error, setError] = useState<{ field: keyof AuditLogForm; message: string } | null>(null);
  const set = <K extends keyof AuditLogForm>(key: K, value: AuditLogForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (error?.field === key) setError(null);
  };
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const result = toFilter(form);
    if (!result.ok) return setError({ field: result.field, message: result.message });
    setError(null);
    onApply(result.filter);
  };
  const clear = () => {
    setForm(EMPTY_FORM);
    setError(null);
    onApply({});
  };
  const time = (key: 'from' | 'to', label: string) => (
    <Field.Root invalid={error?.field === key} w="52">
      <Field.Label>{label}</Field.Label>
      <Input type="datetime-local" size="sm" value={form[key]} onChange={(e) => set(key, e.target.value)} />
      <Field.ErrorText>{error?.field === key && error.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form aria-label="Audit Log filter" onSubmit={apply}>
      <HStack gap="3" align="start" wrap="wrap">
        <Box w="48">
          <SingleSelect<number>
            label="User"
            size="sm"
            placeholder="Any user"
            options={users.data ?? []}
            value={form.userId}
            onChange={(value) => set('userId', value)}
          />
        </Box>
        <Box w="44">
          <SingleSelect<AuditRecordKind>
            label="Record kind"
            size="sm"
            placeholder="Any kind"
            options={KIND_OPTIONS}
            value={form.recordKind}
            onChange={(value) => set('recordKind', value)}
          />
        </Box>
        <Field.Root invalid={error?.field === 'action'} w="40">
          <Field.Label>Action</Field.Label>
          <Input
            size="sm"
            value={form.action}
            placeholder="e.g. update"
            onChange={(e) => set('action', e.target.value)}
          />
          <Field.ErrorText>{error?.field === 'action' && error.message}</Field.ErrorText>
        </Field.Root>
        {time('from', 'From')}
        {time('to', 'To')}
        <HStack gap="2" alignSelf="end" pb={error ? '6' : '0'}>
          <Button type="submit" size="sm">
            Apply
          </Button>
          <Button type="button" size="sm" variant="outline" colorPalette="gray" onClick={clear}>
            Clear
          </Button>
        </HStack>
      </HStack>
    </form>
  );
}
