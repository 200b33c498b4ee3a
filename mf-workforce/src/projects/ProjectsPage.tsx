import {
  canImportWorkforce,
  PROJECT_IMPORT_COLUMNS,
  PROJECT_IMPORT_OPTIONAL,
  type WorkforceStatus,
} from '@tac/contracts';
import { Button, Heading, HStack, Stack } from '@tac/ui';
import { useQueryClient } from '@tac/ui/server-state';
import { useState } from 'react';
import { ImportDialog } from '../common/ImportDialog.tsx';
import { WORKFORCE_KEYS } from '../common/query-keys.ts';
import { StatusFilter } from '../common/StatusFilter.tsx';
import { useCurrentUser } from '../common/use-current-user.ts';
import { importProjects } from './api/import-projects.ts';
import { previewProjectImport } from './api/preview-project-import.ts';
import { ProjectsBrowser } from './ProjectsBrowser.tsx';

/** Spec 001 §2.1 "Projects": projects by status, their task codes and devices, details and devices. */
export function ProjectsPage() {
  const [status, setStatus] = useState<WorkforceStatus>('active');
  const { role } = useCurrentUser();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Projects
        </Heading>
        <HStack gap="3">
          {canImportWorkforce(role) && (
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              Import Projects CSV
            </Button>
          )}
          <StatusFilter value={status} onChange={setStatus} />
        </HStack>
      </HStack>
      {/* Keyed by status: a switch starts again at page 1 with every search cleared (spec 001 §2.1). */}
      <ProjectsBrowser key={status} status={status} />
      {importing && (
        <ImportDialog
          what="Projects"
          columns={PROJECT_IMPORT_COLUMNS}
          optional={PROJECT_IMPORT_OPTIONAL}
          preview={previewProjectImport}
          commit={importProjects}
          onClose={() => setImporting(false)}
          onImported={async () => {
            setImporting(false);
            await Promise.all(WORKFORCE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          }}
        />
      )}
    </Stack>
  );
}
