import {
  checkMappingValue,
  PAYROLL_LINE_FILTER_MAX,
  PAYROLL_MAPPING_KINDS,
  type PayrollMappingField,
  type PayrollMappingKind,
  type PayrollMappingKindDefinition,
  type PayrollMappingRow,
} from '@tac/contracts';
import { Button, Field, Flex, HStack, Input, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { CellBadge, DataTable, type DataTableColumn, useDebouncedValue } from '@tac/ui/table';
import { Tabs } from '@tac/ui/tabs';
import { useMemo, useState } from 'react';
import { type MappingsView, useMappings } from './api/get-mappings.ts';
import { useSaveMapping } from './api/save-mapping.ts';

/**
 * What the payroll systems call the console's records (shared/docs/payroll-export.md "Mappings"):
 * a tab a kind (employees, pay codes, divisions, devices), each record with its values, edited one
 * record at a time. A batch whose lines lack a value a layout requires is refused until it is here.
 */
export function MappingsPanel() {
  return (
    <Stack as="section" aria-labelledby="mappings-heading" gap="3" minW="0">
      <Text id="mappings-heading" fontWeight="medium">
        What Vista and Sage call your records. Vista's file needs each employee's Vista number and each pay
        code's earnings code; the other values go in their columns when given.
      </Text>
      <Tabs.Root defaultValue={PAYROLL_MAPPING_KINDS[0].id} variant="line" lazyMount>
        <Tabs.List>
          {PAYROLL_MAPPING_KINDS.map((kind) => (
            <Tabs.Trigger key={kind.id} value={kind.id}>
              {kind.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PAYROLL_MAPPING_KINDS.map((kind) => (
          <Tabs.Content key={kind.id} value={kind.id}>
            <MappingList kind={kind} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function MappingList({ kind }: { kind: PayrollMappingKindDefinition }) {
  const [search, setSearch] = useState('');
  const [unmappedOnly, setUnmappedOnly] = useState(false);
  const asked = useDebouncedValue(search, 400);
  const view = useMemo<MappingsView>(() => ({ search: asked, unmappedOnly }), [asked, unmappedOnly]);
  const list = useMappings(kind.id as PayrollMappingKind, view);
  const [editing, setEditing] = useState<PayrollMappingRow | null>(null);
  const fields = kind.fields as readonly PayrollMappingField[];
  const columns = useMemo<DataTableColumn<PayrollMappingRow>[]>(
    () => [
      { id: 'name', header: kind.recordLabel, width: '16rem', cell: (r) => r.name },
      ...fields.map((f) => ({
        id: f.id,
        header: f.label,
        cell: (r: PayrollMappingRow) =>
          r.values[f.id] ? (
            r.values[f.id]
          ) : f.fallback ? (
            <Text as="span" color="fg.muted">{`${f.fallback} (default)`}</Text>
          ) : (
            <CellBadge color="gray">none</CellBadge>
          ),
      })),
    ],
    [kind, fields],
  );
  return (
    <Stack gap="3" pt="3">
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Field.Root w="18rem">
          <Field.Label>Search {kind.label.toLowerCase()}</Field.Label>
          <Input
            size="sm"
            value={search}
            maxLength={PAYROLL_LINE_FILTER_MAX}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field.Root>
        <HStack as="label" gap="2" cursor="pointer" pb="1.5">
          <input type="checkbox" checked={unmappedOnly} onChange={(e) => setUnmappedOnly(e.target.checked)} />
          <span>Only those a payroll file still needs</span>
        </HStack>
      </Flex>
      <DataTable
        label={`Payroll mappings: ${kind.label}`}
        columns={columns}
        rowKey={(r) => r.key}
        minWidth="700px"
        emptyText={
          asked.trim() || unmappedOnly
            ? `No ${kind.label.toLowerCase()} match`
            : `No ${kind.label.toLowerCase()}`
        }
        {...list.table}
        rowActions={(r) => (
          <Button size="2xs" variant="outline" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
            Edit
          </Button>
        )}
      />
      {editing ? <MappingDialog kind={kind} row={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

/** One record's values, each checked beside its field as the server will check it. */
function MappingDialog({
  kind,
  row,
  onClose,
}: {
  kind: PayrollMappingKindDefinition;
  row: PayrollMappingRow;
  onClose: () => void;
}) {
  const fields = kind.fields as readonly PayrollMappingField[];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.id, row.values[f.id] ?? ''])),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveMapping();
  const submit = async () => {
    const found: Record<string, string> = {};
    for (const f of fields) {
      const checked = checkMappingValue(f, values[f.id] ?? '');
      if ('problem' in checked) found[f.id] = checked.problem;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const saved = await writeWithToasts(() =>
      save.mutateAsync({ kind: kind.id as PayrollMappingKind, key: row.key, values }),
    );
    if (saved) onClose();
  };
  return (
    <FormModal
      open
      title={`${kind.recordLabel} ${row.name}: payroll mapping`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        {fields.map((f) => (
          <Field.Root key={f.id} invalid={!!problems[f.id]}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              size="sm"
              inputMode={f.type === 'whole' ? 'numeric' : 'text'}
              value={values[f.id] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
            />
            <Field.HelperText>{f.help}</Field.HelperText>
            {problems[f.id] ? <Field.ErrorText>{problems[f.id]}</Field.ErrorText> : null}
          </Field.Root>
        ))}
      </Stack>
    </FormModal>
  );
}
