import { errorMessage } from '@tac/api-client';
import { GC_MAX, Messages, type Project, type WorkforceStatus } from '@tac/contracts';
import { Field, Input, SimpleGrid, Stack } from '@tac/ui';
import { FormModal, LoadingBody, TextField } from '@tac/ui/dialog';
import { SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { useState } from 'react';
import { STATUS_OPTIONS } from '../common/status.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import { useProjectDetails } from './api/get-project-details.ts';
import { useUpdateProjectDetails } from './api/update-project-details.ts';
import {
  checkProjectForm,
  type ProjectForm,
  projectLabel,
  projectModalAccess,
  projectUpdateBody,
} from './rules.ts';

export interface ProjectDetailsModalProps {
  project: Project;
  onClose: () => void;
  /** After a successful save: refresh the lists, then close. */
  onSaved: () => void | Promise<void>;
}

/**
 * A project's details (spec 001 §2.1): gc (at most 50 characters, editable by Contribute,
 * SystemAdmin and Administrator) and status (with the status-edit claim). Save shows with that claim
 * or for Contribute; the others see the project read-only.
 */
export function ProjectDetailsModal({ project, onClose, onSaved }: ProjectDetailsModalProps) {
  const { claims, role } = useCurrentUser();
  const access = projectModalAccess(claims, role);
  const details = useProjectDetails(project);
  const update = useUpdateProjectDetails();
  const loaded = details.data ?? null;
  const [form, setForm] = useState<ProjectForm | null>(null);
  if (form === null && loaded) setForm({ gc: loaded.gc, projectStatus: loaded.projectStatus });
  const failure = details.error ? errorMessage(details.error, Messages.requestFailed) : null;

  const submit = async () => {
    if (!loaded || !form) return;
    const problem = checkProjectForm(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (await writeWithToasts(() => update.mutateAsync(projectUpdateBody(loaded, form)))) await onSaved();
  };

  return (
    <FormModal
      open
      title="Project Details"
      cancelLabel="Back"
      submitHidden={!access.save}
      submitDisabled={form === null}
      onSubmit={submit}
      onClose={onClose}
    >
      <LoadingBody failure={failure} loading={!loaded || !form}>
        {loaded && form && (
          <Stack gap="4">
            <SimpleGrid columns={2} gap="4">
              <Field.Root readOnly>
                <Field.Label>Project</Field.Label>
                <Input value={projectLabel(loaded)} readOnly />
              </Field.Root>
              <Field.Root readOnly>
                <Field.Label>Division</Field.Label>
                <Input value={loaded.divisionName} readOnly />
              </Field.Root>
            </SimpleGrid>
            <TextField
              label="GC"
              disabled={!access.gc}
              value={form.gc}
              maxLength={GC_MAX}
              placeholder="General contractor"
              helperText={
                access.gc
                  ? `${form.gc.length}/${GC_MAX} characters`
                  : 'Only Contribute, SystemAdmin and Administrator users can change the gc.'
              }
              onChange={(gc) => setForm({ ...form, gc })}
            />
            <SingleSelect<WorkforceStatus>
              label="Status"
              options={STATUS_OPTIONS}
              value={form.projectStatus}
              disabled={!access.status}
              required
              onChange={(value) => setForm({ ...form, projectStatus: value })}
            />
          </Stack>
        )}
      </LoadingBody>
    </FormModal>
  );
}
