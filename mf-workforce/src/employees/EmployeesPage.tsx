import {
  canImportWorkforce,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_OPTIONAL,
  type WorkforceStatus,
} from '@tac/contracts';
import { Button, Heading, HStack, Stack } from '@tac/ui';
import { useQueryClient } from '@tac/ui/server-state';
import { useState } from 'react';
import { ImportDialog } from '../common/ImportDialog.tsx';
import { WORKFORCE_KEYS } from '../common/query-keys.ts';
import { StatusFilter } from '../common/StatusFilter.tsx';
import { useCurrentUser } from '../common/use-current-user.ts';
import { importEmployees } from './api/import-employees.ts';
import { previewEmployeeImport } from './api/preview-employee-import.ts';
import { EmployeesList } from './EmployeesList.tsx';

/** Spec 001 §2.2 "Employees": employees by status, add and edit, their devices. */
export function EmployeesPage() {
  const [status, setStatus] = useState<WorkforceStatus>('active');
  const { role } = useCurrentUser();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Employees
        </Heading>
        <HStack gap="3">
          {canImportWorkforce(role) && (
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              Import Employees CSV
            </Button>
          )}
          <StatusFilter value={status} onChange={setStatus} />
        </HStack>
      </HStack>
      {/* Keyed by status: a switch starts again at page 1 with every search cleared (spec 001 §2.2). */}
      <EmployeesList key={status} status={status} />
      {importing && (
        <ImportDialog
          what="Employees"
          columns={EMPLOYEE_IMPORT_COLUMNS}
          optional={EMPLOYEE_IMPORT_OPTIONAL}
          preview={previewEmployeeImport}
          commit={importEmployees}
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
