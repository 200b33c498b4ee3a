import type { ImportRequest } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import type { ReferenceListDefinition } from '../types.ts';

/**
 * The server state of one reference list screen, from its definition's calls and key: the paged
 * list, and the save, delete and CSV import writes, each refreshing the list's key when it succeeds (a delete
 * that emptied the last page steps back a page, spec 002 §4). A failed load empties the list and
 * toasts why (spec 002 §8).
 */
export function useReferenceList<Row, Rec, Name extends string, Body>(
  definition: ReferenceListDefinition<Row, Rec, Name, Body>,
) {
  const { listKey, form, remove } = definition;
  const list = usePagedList(listKey, definition.fetchPage, { onError: notify.error });
  const save = useApiMutation(
    ({ body, record }: { body: Body; record: Rec | undefined }) => form.save(body, record),
    [listKey],
  );
  const removeRow = useApiMutation(
    (row: Row) => {
      if (!remove) throw new Error(`${definition.title} has no delete`);
      return remove.request(row);
    },
    [listKey],
  );
  const importRows = useApiMutation(
    (body: ImportRequest) => {
      if (!definition.import) throw new Error(`${definition.title} has no import`);
      return definition.import.commit(body);
    },
    [listKey],
  );
  return { list, save, remove: removeRow, importRows };
}
