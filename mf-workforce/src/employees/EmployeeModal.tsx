import { errorMessage } from '@tac/api-client';
import { Messages, type WorkforceStatus } from '@tac/contracts';
import { Box, chakra, SimpleGrid, Stack } from '@tac/ui';
import { FormModal, LoadingBody, TextField, type TextFieldProps } from '@tac/ui/dialog';
import { SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { useId, useState } from 'react';
import { STATUS_OPTIONS } from '../common/status.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import { useDivisions } from './api/get-divisions.ts';
import { useEmployeeDetails } from './api/get-employee-details.ts';
import { useEmployeeProjectDivision } from './api/get-employee-project-division.ts';
import { useSaveEmployee } from './api/save-employee.ts';
import {
  checkEmployeeForm,
  cleanHireDateInput,
  type EmployeeForm,
  employeeFieldAccess,
  emptyEmployeeForm,
  formFromEmployee,
  modalMode,
  sanitizeNumberInput,
  toEmployeeSave,
} from './rules.ts';

type IdentityKey = 'employeeNumber' | 'fullName' | 'jobTitle' | 'hireDate' | 'unionNumber';

/** The text fields an import owns (spec 001 §6): required, and editable only where access.identity allows. */
const IDENTITY_FIELDS: Record<
  IdentityKey,
  Pick<TextFieldProps, 'label' | 'maxLength' | 'placeholder' | 'inputMode'> & {
    clean?: (typed: string) => string;
  }
> = {
  employeeNumber: { label: 'Employee Number', maxLength: 50, clean: sanitizeNumberInput },
  fullName: { label: 'Full Name', maxLength: 100 },
  jobTitle: { label: 'Job Title', maxLength: 100 },
  hireDate: {
    label: 'Hire Date',
    placeholder: 'MM/DD/YYYY',
    inputMode: 'numeric',
    clean: cleanHireDateInput,
  },
  unionNumber: { label: 'Union Number', maxLength: 50, clean: sanitizeNumberInput },
};

export interface EmployeeModalProps {
  /** The employee to edit; absent: add mode. */
  employeeId?: number;
  onClose: () => void;
  /** After a successful save: refresh the lists, then close. */
  onSaved: () => void | Promise<void>;
}

/**
 * Add or edit an employee (spec 001 §2.2, §4.4). The mode (add, manually added, imported) and the
 * claims decide which fields are editable (§6); Save runs the §5.1 checks in order, each failure an
 * error toast. Hire date is typed as MM/DD/YYYY; number fields keep only what the sanitiser allows.
 */
export function EmployeeModal({ employeeId, onClose, onSaved }: EmployeeModalProps) {
  const { claims } = useCurrentUser();
  // The record and the divisions are shown failed in the body (quiet queries); the project
  // suggestions are not needed to save, and their failure is the cache's toast.
  const details = useEmployeeDetails(employeeId);
  const divisions = useDivisions();
  const projects = useEmployeeProjectDivision(employeeId);
  const save = useSaveEmployee();

  const employee = details.data?.[0];
  const mode = modalMode(employee);
  const access = employeeFieldAccess(mode, claims);
  const [form, setForm] = useState<EmployeeForm | null>(() =>
    employeeId === undefined ? emptyEmployeeForm() : null,
  );
  if (form === null && employee) setForm(formFromEmployee(employee));
  const failed = details.error ?? divisions.error;
  const failure = failed
    ? errorMessage(failed, Messages.requestFailed)
    : details.data && !employee
      ? 'Employee not found'
      : null;
  const ready = form !== null && divisions.data !== undefined;
  const projectListId = useId();

  const set = <K extends keyof EmployeeForm>(key: K, value: EmployeeForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));
  const identityField = (key: IdentityKey) => {
    const { clean, ...field } = IDENTITY_FIELDS[key];
    return (
      <TextField
        {...field}
        required
        disabled={!access.identity}
        value={form?.[key] ?? ''}
        onChange={(value) => set(key, clean ? clean(value) : value)}
      />
    );
  };

  const submit = async () => {
    if (!form) return;
    const problem = checkEmployeeForm(form, mode);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (await writeWithToasts(() => save.mutateAsync(toEmployeeSave(form, employee?.id)))) await onSaved();
  };

  const divisionOptions =
    divisions.data?.group.map((d) => ({ value: d.divisionId, label: d.divisionName })) ?? [];
  const projectOptions = projects.data ?? [];

  return (
    <FormModal
      open
      title={employeeId === undefined ? 'Add Employee' : 'Edit Employee'}
      submitLabel={employeeId === undefined ? 'Save' : 'Update'}
      cancelLabel="Back"
      size="lg"
      submitHidden={!access.save}
      submitDisabled={!ready}
      onSubmit={submit}
      onClose={onClose}
    >
      <LoadingBody failure={failure} loading={!ready || !form}>
        {form && (
          <Stack gap="4">
            {mode === 'edit-imported' && (
              <Box bg="bg.muted" borderRadius="l2" px="3" py="2" fontSize="sm">
                Imported employee: name, number, status, title, hire date and union number come from the
                import.
              </Box>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {identityField('employeeNumber')}
              {identityField('fullName')}
              <SingleSelect<WorkforceStatus>
                label="Status"
                options={STATUS_OPTIONS}
                value={form.employeeStatusFlag === 'inactive' ? 'inactive' : 'active'}
                disabled={!access.status}
                required
                onChange={(value) => set('employeeStatusFlag', value ?? '')}
              />
              {identityField('jobTitle')}
              {identityField('hireDate')}
              {identityField('unionNumber')}
              <SingleSelect<number>
                label="Division"
                options={divisionOptions}
                value={form.divisionId}
                disabled={!access.assignment}
                required
                placeholder="Select division"
                onChange={(value) => set('divisionId', value)}
              />
              <TextField
                label="Project Number"
                required
                disabled={!access.assignment}
                value={form.projectNumber}
                maxLength={50}
                list={projectListId}
                placeholder="e.g. 24-1001"
                onChange={(value) => set('projectNumber', sanitizeNumberInput(value))}
              >
                {/* The projects this employee may be given, offered as the number is typed. */}
                <datalist id={projectListId}>
                  {projectOptions.map((p) => (
                    <option key={p.projectNumber} value={p.projectNumber}>
                      {`${p.projectName} (${p.division})`}
                    </option>
                  ))}
                </datalist>
              </TextField>
              <TextField
                label="E-mail"
                disabled={!access.assignment}
                gridColumn={{ md: 'span 2' }}
                type="email"
                value={form.emailAddress}
                maxLength={254}
                placeholder="name@company.com"
                helperText="Required when manager access is on."
                onChange={(value) => set('emailAddress', value)}
              />
            </SimpleGrid>
            <chakra.label
              display="flex"
              alignItems="center"
              gap="2"
              fontSize="sm"
              opacity={access.assignment ? 1 : 0.6}
            >
              <input
                type="checkbox"
                checked={form.isManagerAccessEnabled}
                disabled={!access.assignment}
                onChange={(e) => set('isManagerAccessEnabled', e.target.checked)}
              />
              Manager access
            </chakra.label>
          </Stack>
        )}
      </LoadingBody>
    </FormModal>
  );
}
