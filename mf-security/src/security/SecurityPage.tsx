import { errorMessage } from '@tac/api-client';
import {
  type AddUserDetails,
  ButtonClaim,
  hasClaim,
  SecurityMessages,
  type SecurityUser,
  SecurityUserSearchField,
  type SecurityUserStatus,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import {
  AddIcon,
  Badge,
  Button,
  EditIcon,
  Group,
  Heading,
  HStack,
  IconButton,
  PowerIcon,
  Stack,
} from '@tac/ui';
import { ConfirmDialog } from '@tac/ui/dialog';
import { useHistoryDialog } from '@tac/ui/history';
import { writeWithToasts } from '@tac/ui/server-state';
import { DataTable, type DataTableColumn, RowIconButton, searchableColumn } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useState } from 'react';
import { exportSecurityUsersCsv } from './api/export-security-users-csv.ts';
import { getAddUserDetails } from './api/get-add-user-details.ts';
import { securityUserHistory } from './api/get-security-user-history.ts';
import { getUser } from './api/get-user.ts';
import { logOut } from './api/log-out.ts';
import { useSecurityUsers } from './api/use-security-users.ts';
import { useToggleUser } from './api/use-toggle-user.ts';
import { formFromDetail, rowPermissions, type SecurityUserForm } from './rules.ts';
import { SecurityUserModal } from './SecurityUserModal.tsx';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog.tsx';

const columns: DataTableColumn<SecurityUser>[] = [
  searchableColumn({
    id: 'userName',
    header: 'Username',
    cell: (row) => row.userName,
    width: '30%',
    fieldName: SecurityUserSearchField.UserName,
  }),
  searchableColumn({
    id: 'employeeName',
    header: 'Employee Full Name',
    cell: (row) => row.employeeName,
    width: '28%',
    fieldName: SecurityUserSearchField.EmployeeName,
  }),
  searchableColumn({
    id: 'employeeNumber',
    header: 'Employee No',
    cell: (row) => row.employeeNumber,
    width: '16%',
    fieldName: SecurityUserSearchField.EmployeeNumber,
  }),
  searchableColumn({
    id: 'securityGroupName',
    header: 'Group',
    cell: (row) => row.securityGroupName,
    width: '18%',
    fieldName: SecurityUserSearchField.SecurityGroupName,
  }),
];

const OPTIONS_FAILED = 'The options could not be loaded';

const STATUSES: { value: SecurityUserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'InActive' },
];

type Editor =
  | { mode: 'closed' }
  | { mode: 'add'; lookup: AddUserDetails }
  | { mode: 'edit'; lookup: AddUserDetails; user: SecurityUser; form: SecurityUserForm };

/** Spec 000 §2 "Security page": users by status, column search, add, edit, deactivate and reactivate. */
export function SecurityPage() {
  const canToggle = useSession((s) => hasClaim(s.user.claimValue, ButtonClaim.UserActivateDeactivate));
  const userId = useSession((s) => s.user.userId);
  const roleId = useSession((s) => s.user.roleId);
  const [status, setStatus] = useState<SecurityUserStatus>('active');
  const list = useSecurityUsers(status);
  const toggle = useToggleUser();
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [toggling, setToggling] = useState<SecurityUser | null>(null);
  const [handover, setHandover] = useState<{ userName: string; password: string } | null>(null);
  const [opening, setOpening] = useState(false);
  const history = useHistoryDialog();

  const loadLookup = async (): Promise<AddUserDetails | undefined> => {
    try {
      const answer = await getAddUserDetails();
      if (answer.data) return answer.data;
      notify.error(answer.message || OPTIONS_FAILED);
    } catch (error) {
      notify.error(errorMessage(error, OPTIONS_FAILED));
    }
    return undefined;
  };

  const openAdd = async () => {
    setOpening(true);
    const lookup = await loadLookup();
    setOpening(false);
    if (lookup) setEditor({ mode: 'add', lookup });
  };

  // Edit mode only for a user the server returned by id, with their access.
  const openEdit = async (row: SecurityUser) => {
    setOpening(true);
    const [lookup, detail] = await Promise.all([
      loadLookup(),
      // Told only once the options are in: a refusal is kept as its message.
      getUser(row.userId).catch((error: unknown) => ({ data: undefined, message: errorMessage(error, '') })),
    ]);
    setOpening(false);
    if (!lookup) return;
    const user = detail.data?.user?.[0];
    if (!detail.data || !user) {
      notify.error(detail.message || SecurityMessages.notFound);
      return;
    }
    setEditor({ mode: 'edit', lookup, user, form: formFromDetail(detail.data, lookup) });
  };

  const saved = async ({
    result,
    signOut,
    userName,
  }: {
    result: { temporaryPassword: string | null };
    signOut: boolean;
    userName: string;
  }) => {
    setEditor({ mode: 'closed' });
    if (signOut) {
      // Spec 000 §4: their own group changed, so their claims did: sign in again.
      // Signed out here whatever the server answers.
      await logOut().catch(() => undefined);
      useSession.getState().logout();
      return;
    }
    // The save has refreshed both lists already (useSaveUser), unless it signs out (above).
    if (result.temporaryPassword) setHandover({ userName, password: result.temporaryPassword });
  };

  const confirmToggle = async () => {
    if (!toggling) return;
    await writeWithToasts(() => toggle.mutateAsync(toggling));
    setToggling(null);
  };

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} maxW="7xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Security
        </Heading>
        <Group attached role="group" aria-label="Status">
          {STATUSES.map((s) => (
            <Button
              key={s.value}
              size="sm"
              variant={status === s.value ? 'solid' : 'outline'}
              colorPalette={status === s.value ? 'blue' : 'gray'}
              aria-pressed={status === s.value}
              onClick={() => setStatus(s.value)}
            >
              {s.label}
            </Button>
          ))}
        </Group>
      </HStack>
      <DataTable
        label="Security Users"
        columns={columns}
        rowKey={(row) => row.userId}
        {...list.table}
        exportCsv={() => exportSecurityUsersCsv(status, list.search)}
        headerActions={
          <IconButton
            aria-label="Add Security User"
            size="sm"
            loading={opening && editor.mode === 'closed'}
            onClick={() => void openAdd()}
          >
            <AddIcon />
          </IconButton>
        }
        rowActions={(row) => {
          const allowed = rowPermissions(row, { userId, roleId });
          return (
            <>
              {row.userId === userId && (
                <Badge size="xs" colorPalette="blue" variant="subtle" me="1">
                  You
                </Badge>
              )}
              {allowed.canEdit && (
                <IconButton
                  aria-label={`Edit ${row.userName}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="gray"
                  disabled={opening}
                  onClick={() => void openEdit(row)}
                >
                  <EditIcon />
                </IconButton>
              )}
              {canToggle && allowed.canToggle && (
                <IconButton
                  aria-label={`${row.isActive ? 'Deactivate' : 'Reactivate'} ${row.userName}`}
                  size="xs"
                  variant="ghost"
                  colorPalette={row.isActive ? 'red' : 'green'}
                  onClick={() => setToggling(row)}
                >
                  <PowerIcon />
                </IconButton>
              )}
              <RowIconButton
                label={`History of ${row.userName}`}
                glyph="audit-log"
                onClick={() => history.show(securityUserHistory(row.userId, `History: ${row.userName}`))}
              />
            </>
          );
        }}
      />
      {history.dialog}
      {editor.mode !== 'closed' && (
        <SecurityUserModal
          lookup={editor.lookup}
          editing={editor.mode === 'edit' ? { user: editor.user, form: editor.form } : undefined}
          onClose={() => setEditor({ mode: 'closed' })}
          onSaved={(outcome) => void saved(outcome)}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        message={toggling?.isActive ? SecurityMessages.deactivateConfirm : SecurityMessages.reactivateConfirm}
        destructive={toggling?.isActive ?? false}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      />
      {handover && (
        <TemporaryPasswordDialog
          userName={handover.userName}
          password={handover.password}
          onClose={() => setHandover(null)}
        />
      )}
    </Stack>
  );
}
