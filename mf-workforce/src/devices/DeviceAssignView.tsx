import type { DeviceEmployee, DeviceProject } from '@tac/contracts';
import { Box, Grid, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { TransferList } from '@tac/ui/transfer-list';
import { useState } from 'react';
import { useSaveAssignment } from './api/save-assignment.ts';
import { useDeviceAssignLists } from './api/use-assign-lists.ts';
import type { DeviceDialogProps } from './DeviceDetailsModal.tsx';
import { canSaveAssignment, checkChosenEmployee, deviceEmployeeLabel, deviceProjectLabel } from './rules.ts';
import { useEmployeeChoice } from './use-employee-choice.tsx';

interface Lists<T> {
  assigned: T[];
  unassigned: T[];
}

const employeeKey = (e: DeviceEmployee) => e.empID;
const projectKey = (p: DeviceProject) => p.projectID;

/**
 * The full-screen assign view (spec 001 §4.2): the device's employees and projects, each as
 * unassigned and assigned lists moved across by arrows. Save is enabled once all four lists have
 * loaded and while no save is in flight; it needs a chosen employee (§5.3); after a save the view
 * closes and the lists reload. Back discards every move.
 */
export function DeviceAssignView({ device, onClose, onSaved }: DeviceDialogProps) {
  const id = device.deviceID;
  // A list that cannot be had is told by the cache's toast; Save stays disabled.
  const { assignedEmployees, unassignedEmployees, assignedProjects, unassignedProjects } =
    useDeviceAssignLists(id);
  const save = useSaveAssignment(id);
  const employee = useEmployeeChoice(id);

  const [employees, setEmployees] = useState<Lists<DeviceEmployee> | null>(null);
  const [projects, setProjects] = useState<Lists<DeviceProject> | null>(null);
  if (employees === null && assignedEmployees.data && unassignedEmployees.data)
    setEmployees({ assigned: assignedEmployees.data, unassigned: unassignedEmployees.data });
  if (projects === null && assignedProjects.data && unassignedProjects.data)
    setProjects({ assigned: assignedProjects.data, unassigned: unassignedProjects.data });

  // A pane shows its rows only once both of its lists are in (the moves need both): until then each
  // says it is loading, never 'No Result Found' for a list not read yet.
  const employeesLoading =
    employees === null && (assignedEmployees.isPending || unassignedEmployees.isPending);
  const projectsLoading = projects === null && (assignedProjects.isPending || unassignedProjects.isPending);
  const loaded = [assignedEmployees, unassignedEmployees, assignedProjects, unassignedProjects].map((q) =>
    Boolean(q.data),
  );

  const submit = async () => {
    if (!employees || !projects) return;
    const chosen = employee.chosen;
    const problem = checkChosenEmployee(chosen);
    if (problem) {
      notify.error(problem);
      return;
    }
    const saved = await writeWithToasts(() =>
      save.mutateAsync({
        DeviceID: id,
        empID: chosen,
        EmployeeIds: employees.assigned.map(employeeKey),
        ProjectIds: projects.assigned.map(projectKey),
      }),
    );
    if (saved) await onSaved();
  };

  return (
    <FormModal
      open
      title={`Assign Employees and Projects: ${device.deviceEmpID}`}
      size="full"
      cancelLabel="Back"
      // FormModal itself disables Save while the save is in flight.
      submitDisabled={!canSaveAssignment(loaded, false) || employees === null || projects === null}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Box maxW="md">
          {employee.failure ? (
            <Text color="fg.error" role="alert">
              {employee.failure}
            </Text>
          ) : (
            employee.field
          )}
        </Box>
        <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
          <Stack gap="2" minW="0">
            <Text as="h3" fontWeight="semibold">
              Employees
            </Text>
            <TransferList
              label="Employees"
              unassigned={employees?.unassigned ?? []}
              assigned={employees?.assigned ?? []}
              itemKey={employeeKey}
              itemLabel={deviceEmployeeLabel}
              loading={{ unassigned: employeesLoading, assigned: employeesLoading }}
              disabled={employees === null}
              height={320}
              onChange={setEmployees}
            />
          </Stack>
          <Stack gap="2" minW="0">
            <Text as="h3" fontWeight="semibold">
              Projects
            </Text>
            <TransferList
              label="Projects"
              unassigned={projects?.unassigned ?? []}
              assigned={projects?.assigned ?? []}
              itemKey={projectKey}
              itemLabel={deviceProjectLabel}
              loading={{ unassigned: projectsLoading, assigned: projectsLoading }}
              disabled={projects === null}
              height={320}
              onChange={setProjects}
            />
          </Stack>
        </Grid>
      </Stack>
    </FormModal>
  );
}
