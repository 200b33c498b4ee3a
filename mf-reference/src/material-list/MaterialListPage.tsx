import {
  ButtonClaim,
  hasClaim,
  type MaterialListItem,
  MaterialListSearchField,
  Messages,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { AddIcon, DeleteIcon, EditIcon, Heading, IconButton, Stack } from '@tac/ui';
import { ConfirmDialog } from '@tac/ui/dialog';
import { DataTable, type DataTableColumn, usePagedList } from '@tac/ui/table';
import { notify, notifyEnvelope } from '@tac/ui/toast';
import { useState } from 'react';
import { deleteMaterial } from './api/delete-material.ts';
import { getMaterial } from './api/get-material.ts';
import { getMaterialList } from './api/get-material-list.ts';
import { MaterialFormModal } from './MaterialFormModal.tsx';

const columns: DataTableColumn<MaterialListItem>[] = [
  {
    id: 'displayText',
    header: 'Material List',
    cell: (row) => row.displayText,
    search: { fieldName: MaterialListSearchField.DisplayText, ariaLabel: 'Search Material List' },
  },
];

type Editor = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: MaterialListItem };

/** Spec 002 §2 "Material List": search, add, edit, delete and paging of materials. */
export function MaterialListPage() {
  // Add, edit and delete show only with the reference-list edit claim; the server checks it too.
  const canEdit = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.ReferenceListEdit));
  const list = usePagedList(getMaterialList, { onError: notify.error });
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<MaterialListItem | null>(null);

  // Edit mode only for a record the server returned by id (spec 002 §4), not the row as listed.
  const openEditor = async (row: MaterialListItem) => {
    const envelope = await getMaterial(row.id);
    if (envelope.success && envelope.data) setEditor({ mode: 'edit', record: envelope.data });
    else notify.error(envelope.message || Messages.material.notFound);
  };

  const saved = () => {
    setEditor({ mode: 'closed' });
    void list.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const envelope = await deleteMaterial(deleting.id);
    notifyEnvelope(envelope);
    setDeleting(null);
    // The reload steps back a page when this delete emptied the last one (spec 002 §4).
    if (envelope.success) await list.reload();
  };

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} maxW="5xl">
      <Heading as="h1" size="xl">
        Material List
      </Heading>
      <DataTable
        label="Material List"
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table}
        headerActions={
          canEdit && (
            <IconButton aria-label="Add Material List" size="sm" onClick={() => setEditor({ mode: 'add' })}>
              <AddIcon />
            </IconButton>
          )
        }
        rowActions={
          canEdit
            ? (row) => (
                <>
                  <IconButton
                    aria-label={`Edit ${row.displayText}`}
                    size="xs"
                    variant="ghost"
                    colorPalette="gray"
                    onClick={() => void openEditor(row)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${row.displayText}`}
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setDeleting(row)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              )
            : undefined
        }
      />
      {editor.mode !== 'closed' && (
        <MaterialFormModal
          record={editor.mode === 'edit' ? editor.record : undefined}
          onClose={() => setEditor({ mode: 'closed' })}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={Messages.material.deleteConfirm}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
