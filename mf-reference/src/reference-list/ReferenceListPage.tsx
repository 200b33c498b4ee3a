import { ButtonClaim, hasClaim, ReferenceMessages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { AddIcon, Badge, Button, DeleteIcon, EditIcon, Heading, HStack, IconButton, Stack } from '@tac/ui';
import { ConfirmDialog } from '@tac/ui/dialog';
import { useHistoryDialog } from '@tac/ui/history';
import { ImportDialog } from '@tac/ui/import';
import { writeWithToasts } from '@tac/ui/server-state';
import { DataTable, RowIconButton } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useMemo, useState } from 'react';
import { exportReferenceListCsv } from './api/export-reference-list-csv.ts';
import { useReferenceList } from './api/use-reference-list.ts';
import { ReferenceFormModal } from './ReferenceFormModal.tsx';
import { RELEASE_NOTE } from './release-note.ts';
import type { ReferenceListDefinition } from './types.ts';

type Editor<Rec> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: Rec };

export interface ReferenceListPageProps<Row, Rec, Name extends string, Body> {
  definition: ReferenceListDefinition<Row, Rec, Name, Body>;
}

/**
 * One reference list screen (spec 002 §2, §4, §8): heading, server-paged table with search, add
 * icon, per-row edit and delete icons, the add/edit modal and the delete confirmation, and the CSV
 * import where the list has one. Each list
 * passes its definition (texts, columns, calls, form); this wires them together once.
 */
export function ReferenceListPage<Row, Rec, Name extends string, Body>({
  definition,
}: ReferenceListPageProps<Row, Rec, Name, Body>) {
  const { title, modalTitles, remove, canEditRow, sortRows, history, import: importing } = definition;
  // Add, edit and delete show only with the reference-list edit claim; the server checks it too.
  const canEdit = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.ReferenceListEdit));
  // Cached under the list's key; a save or delete refreshes it.
  const { list, save, remove: removeRow, importRows } = useReferenceList(definition);
  const [editor, setEditor] = useState<Editor<Rec>>({ mode: 'closed' });
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const historyDialog = useHistoryDialog();
  const rows = useMemo(
    () => (sortRows ? sortRows(list.table.rows) : list.table.rows),
    [sortRows, list.table.rows],
  );

  // Edit mode only for a record the server returned by id (spec 002 §4), not the row as listed.
  const openEditor = async (row: Row) => {
    const { record, message } = await definition.fetchRecord(row);
    if (record !== undefined) setEditor({ mode: 'edit', record });
    else notify.error(message);
  };

  // The write refreshed the list before it resolved (useApiMutation).
  const saveEntry = (body: Body, record: Rec | undefined) => save.mutateAsync({ body, record });

  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    // The refresh steps back a page when this delete emptied the last one (spec 002 §4).
    await writeWithToasts(() => removeRow.mutateAsync(deleting));
    setDeleting(null);
  };

  const showAdd = canEdit && definition.canAdd !== false;
  const showImport = canEdit && importing !== undefined;
  const rowActions = (row: Row) => {
    const name = definition.rowName(row);
    return (
      <>
        {history && (
          <RowIconButton
            label={`History of ${name}`}
            glyph="audit-log"
            onClick={() => historyDialog.show(history(row))}
          />
        )}
        {canEdit && (canEditRow?.(row) ?? true) && (
          <IconButton
            aria-label={`Edit ${name}`}
            size="xs"
            variant="ghost"
            colorPalette="gray"
            onClick={() => void openEditor(row)}
          >
            <EditIcon />
          </IconButton>
        )}
        {canEdit && remove && (
          <IconButton
            aria-label={`Delete ${name}`}
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setDeleting(row)}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </>
    );
  };

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} maxW="5xl">
      <Heading as="h1" size="xl">
        {title}
        {RELEASE_NOTE && (
          <Badge ms="3" colorPalette="purple" verticalAlign="middle" data-testid="release-note">
            {RELEASE_NOTE}
          </Badge>
        )}
      </Heading>
      <DataTable
        label={title}
        columns={definition.columns}
        rowKey={definition.rowKey}
        {...list.table}
        rows={rows}
        exportCsv={() => exportReferenceListCsv(definition, list.search)}
        emptyText={ReferenceMessages.noResult}
        headerActions={
          (showAdd || showImport) && (
            <HStack gap="2">
              {showImport && (
                <Button size="sm" variant="outline" onClick={() => setImportOpen(true)}>
                  Import CSV
                </Button>
              )}
              {showAdd && (
                <IconButton aria-label={modalTitles.add} size="sm" onClick={() => setEditor({ mode: 'add' })}>
                  <AddIcon />
                </IconButton>
              )}
            </HStack>
          )
        }
        rowActions={canEdit || history ? rowActions : undefined}
      />
      {historyDialog.dialog}
      {editor.mode !== 'closed' && (
        <ReferenceFormModal
          form={definition.form}
          titles={modalTitles}
          record={editor.mode === 'edit' ? editor.record : undefined}
          save={saveEntry}
          onClose={() => setEditor({ mode: 'closed' })}
          onSaved={() => setEditor({ mode: 'closed' })}
        />
      )}
      {importing && importOpen && (
        <ImportDialog
          {...importing}
          // The import refreshed the list before it resolved (useApiMutation), as a save does.
          commit={importRows.mutateAsync}
          onClose={() => setImportOpen(false)}
          onImported={() => setImportOpen(false)}
        />
      )}
      {remove && (
        <ConfirmDialog
          open={deleting !== null}
          message={remove.confirm}
          destructive
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
