import { canImportWorkforce, type WorkforceStatus } from '@tac/contracts';
import { Button, Heading, HStack, Stack } from '@tac/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { ImportDialog, type ImportDialogProps } from './ImportDialog.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { useCurrentUser } from './use-current-user.ts';

export interface StatusPageProps {
  title: string;
  /**
   * What the SystemAdmin may import on this page: the CSV's columns and its calls, the commit being
   * the feature's import mutation, which refreshes every workforce page (useApiMutation).
   */
  importing: Pick<ImportDialogProps, 'what' | 'columns' | 'optional' | 'preview' | 'commit'>;
  /** The page's list for one status. */
  children: (status: WorkforceStatus) => ReactNode;
}

/**
 * The frame the Projects and Employees pages share (spec 001 §2.1, §2.2): the heading, the CSV import
 * for a SystemAdmin and the status filter. The list is keyed by status, so a switch starts again at
 * page 1 with every search cleared.
 */
export function StatusPage({ title, importing, children }: StatusPageProps) {
  const [status, setStatus] = useState<WorkforceStatus>('active');
  const { role } = useCurrentUser();
  const [importOpen, setImportOpen] = useState(false);

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <HStack gap="3">
          {canImportWorkforce(role) && (
            <Button size="sm" variant="outline" onClick={() => setImportOpen(true)}>
              Import {importing.what} CSV
            </Button>
          )}
          <StatusFilter value={status} onChange={setStatus} />
        </HStack>
      </HStack>
      <Fragment key={status}>{children(status)}</Fragment>
      {importOpen && (
        <ImportDialog
          {...importing}
          onClose={() => setImportOpen(false)}
          onImported={() => setImportOpen(false)}
        />
      )}
    </Stack>
  );
}
