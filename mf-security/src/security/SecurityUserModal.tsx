import {
  type AddUserDetails,
  PASSWORD_MIN_LENGTH,
  RoleName,
  type SecurityUser,
  type SecurityUserSaveResult,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { Link, SimpleGrid, Stack, Text } from '@tac/ui';
import { FormModal, TextField } from '@tac/ui/dialog';
import { MultiSelect, SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { notify } from '@tac/ui/toast';
import { useMemo, useState } from 'react';
import { useSaveUser } from './api/use-save-user.ts';
import { PasswordField } from './PasswordField.tsx';
import {
  checkSecurityUser,
  cleanEmployeeNameInput,
  cleanEmployeeNumber,
  deviceGroupOptions,
  deviceGroupsDisabled,
  divisionOptions,
  emptyForm,
  groupOptions,
  isGroupLocked,
  type SecurityUserForm,
  signsOutAfterUpdate,
  toSavePayload,
} from './rules.ts';

export interface SecurityUserModalProps {
  lookup: AddUserDetails;
  /** The user loaded by id and their starting values: edit mode. Absent: add mode. */
  editing?: { user: SecurityUser; form: SecurityUserForm };
  onClose: () => void;
  /** After a successful save, with what the page has to do next. */
  onSaved: (outcome: { result: SecurityUserSaveResult; signOut: boolean; userName: string }) => void;
}

/**
 * Add or edit a security user (spec 000 §2): Employee ID, Employee Full Name, User Name, Group
 * Access, the password pair (group 4 only), Project Level Access and Device Access By Groups.
 * Save (Update when editing) runs the ten checks in order; each failure is an error toast (§5).
 */
export function SecurityUserModal({ lookup, editing, onClose, onSaved }: SecurityUserModalProps) {
  const [form, setForm] = useState<SecurityUserForm>(() => editing?.form ?? emptyForm());
  const current = useSession((s) => s.user);
  const save = useSaveUser();
  const set = <K extends keyof SecurityUserForm>(key: K, value: SecurityUserForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const startingGroup = editing?.form.securityGroupId ?? null;
  const groups = useMemo(() => groupOptions(lookup, startingGroup), [lookup, startingGroup]);
  const divisions = useMemo(() => divisionOptions(lookup), [lookup]);
  const deviceGroups = useMemo(() => deviceGroupOptions(lookup), [lookup]);

  // Group 4 locks its group; its password pair shows, and only a SystemAdmin may change it (§5/§6).
  const locked = isGroupLocked(form.securityGroupId);
  const showPasswords = locked;
  // One's own password changes on /ChangePassword, which asks for the current one.
  const ownRecord = editing?.user.userId === current.userId;
  const passwordsLocked = current.roleName !== RoleName.SystemAdmin || ownRecord;
  const noDeviceGroups = deviceGroupsDisabled(form.securityGroupId);

  const submit = async () => {
    const problem = checkSecurityUser(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    const signOut = signsOutAfterUpdate(current.userId, editing?.user, form.securityGroupId);
    const answer = await writeWithToasts(() =>
      save(toSavePayload(form, editing && { user: editing.user, original: editing.form }), signOut),
    );
    if (answer) onSaved({ result: answer.data, signOut, userName: form.userName.trim() });
  };

  return (
    <FormModal
      open
      title={editing ? 'Edit Security User' : 'Add Security User'}
      submitLabel={editing ? 'Update' : 'Save'}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="Employee ID"
            required
            value={form.employeeNumber}
            maxLength={50}
            placeholder="Enter Employee Id"
            onChange={(value) => set('employeeNumber', cleanEmployeeNumber(value))}
          />
          <TextField
            label="Employee Full Name"
            required
            value={form.employeeName}
            maxLength={100}
            placeholder="Enter Employee Name"
            onChange={(value) => set('employeeName', cleanEmployeeNameInput(value))}
          />
          <TextField
            label="User Name"
            required
            type="email"
            value={form.userName}
            maxLength={254}
            placeholder="name@company.com"
            helperText="The user's e-mail address; they sign in with it."
            onChange={(value) => set('userName', value)}
          />
          <SingleSelect
            label="Group Access"
            options={groups}
            value={form.securityGroupId}
            disabled={locked}
            required
            placeholder="Select Group Access"
            onChange={(value) => set('securityGroupId', value)}
          />
          {showPasswords && (
            <>
              <PasswordField
                label="Password"
                value={form.password}
                disabled={passwordsLocked}
                helperText={
                  ownRecord ? (
                    <>
                      Change your own password on the{' '}
                      <Link href="/ChangePassword" color="blue.700" textDecoration="underline">
                        Change Password
                      </Link>{' '}
                      screen, which asks for your current one.
                    </>
                  ) : passwordsLocked ? (
                    'Only a SystemAdmin may change this password.'
                  ) : (
                    `At least ${PASSWORD_MIN_LENGTH} characters. Leave both blank to keep the current one.`
                  )
                }
                onChange={(value) => set('password', value)}
              />
              <PasswordField
                label="Confirm Password"
                value={form.confirmPassword}
                disabled={passwordsLocked}
                onChange={(value) => set('confirmPassword', value)}
              />
            </>
          )}
        </SimpleGrid>
        <MultiSelect
          label="Project Level Access"
          options={divisions}
          value={form.divisions}
          required
          placeholder="Select Project Level Access"
          onChange={(value) => set('divisions', value)}
        />
        <MultiSelect
          label="Device Access By Groups"
          options={deviceGroups}
          value={noDeviceGroups ? [] : form.deviceGroups}
          disabled={noDeviceGroups}
          required={!noDeviceGroups}
          placeholder={noDeviceGroups ? 'Not used for this group' : 'Select Device Access By Groups'}
          onChange={(value) => set('deviceGroups', value)}
        />
        {!editing && (
          <Text fontSize="sm" color="fg.muted">
            A temporary password is made when you save. You will see it once, to give to the user, who then
            chooses their own at the first sign-in.
          </Text>
        )}
      </Stack>
    </FormModal>
  );
}
