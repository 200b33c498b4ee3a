import { errorMessage } from '@tac/api-client';
import { type CopySourceDevice, Messages } from '@tac/contracts';
import { Box, Button, Grid, Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { CheckList, type ItemKey } from '@tac/ui/transfer-list';
import { useState } from 'react';
import { useCopySources } from './api/get-copy-sources.ts';
import { useSaveCopy } from './api/save-copy.ts';
import type { DeviceDialogProps } from './DeviceDetailsModal.tsx';
import { canCopy, checkChosenEmployee, copyBody } from './rules.ts';
import { useEmployeeChoice } from './use-employee-choice.tsx';

const sourceKey = (d: CopySourceDevice) => d.deviceID;
const sourceLabel = (d: CopySourceDevice) => d.deviceEmpID;
const sourceWithProjects = (d: CopySourceDevice) =>
  d.projectNumber ? `${d.deviceEmpID} (${d.projectNumber})` : d.deviceEmpID;
const ids = (keys: ReadonlySet<ItemKey>) => [...keys].map(Number);

/**
 * The copy view (spec 001 §4.3): the source devices whose employees, and those whose projects, are
 * copied to this device. Replace makes the device's lists the sources'; Append adds theirs without
 * duplicates. Both are enabled only with a source chosen and no request pending, and need a chosen
 * employee (§5.3). Its searches filter at once (§9).
 */
export function DeviceCopyView({ device, onClose, onSaved }: DeviceDialogProps) {
  const id = device.deviceID;
  const sources = useCopySources(id);
  const save = useSaveCopy(id);
  const employee = useEmployeeChoice(id);
  const [employeeSources, setEmployeeSources] = useState<Set<ItemKey>>(() => new Set());
  const [projectSources, setProjectSources] = useState<Set<ItemKey>>(() => new Set());
  const [pending, setPending] = useState(false);
  const devices = sources.data ?? [];
  const loadFailure =
    employee.failure ?? (sources.error ? errorMessage(sources.error, Messages.requestFailed) : null);
  const enabled = canCopy(employeeSources.size, projectSources.size, pending);
  // Escape or a click outside asks before dropping chosen sources or an employee changed here.
  const unsavedChanges = employeeSources.size > 0 || projectSources.size > 0 || employee.changed;

  const copy = async (mode: 'replace' | 'append') => {
    const chosen = employee.chosen;
    const problem = checkChosenEmployee(chosen);
    if (problem || !chosen) {
      notify.error(problem ?? '');
      return;
    }
    setPending(true);
    try {
      const saved = await writeWithToasts(() =>
        save.mutateAsync(
          copyBody(id, chosen, { employees: ids(employeeSources), projects: ids(projectSources) }, mode),
        ),
      );
      if (saved) await onSaved();
    } finally {
      setPending(false);
    }
  };

  return (
    <ViewDialog
      open
      title={`Copy Assignments to ${device.deviceEmpID}`}
      size="xl"
      closeLabel="Back"
      unsavedChanges={unsavedChanges}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" disabled={!enabled} loading={pending} onClick={() => void copy('append')}>
            Append
          </Button>
          <Button disabled={!enabled} loading={pending} onClick={() => void copy('replace')}>
            Replace
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {loadFailure ? (
          <Text color="fg.error" role="alert">
            {loadFailure}
          </Text>
        ) : (
          <Box maxW="md">{employee.field}</Box>
        )}
        <Text fontSize="sm" color="fg.muted">
          Replace makes this device's employees and projects those of the chosen devices; Append adds them,
          none twice.
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <CheckList
            title="Copy Employees From"
            items={devices}
            itemKey={sourceKey}
            itemLabel={sourceLabel}
            chosen={employeeSources}
            onChosenChange={setEmployeeSources}
            loading={sources.isFetching}
            height={260}
          />
          <CheckList
            title="Copy Projects From"
            items={devices}
            itemKey={sourceKey}
            itemLabel={sourceWithProjects}
            chosen={projectSources}
            onChosenChange={setProjectSources}
            loading={sources.isFetching}
            height={260}
          />
        </Grid>
      </Stack>
    </ViewDialog>
  );
}
