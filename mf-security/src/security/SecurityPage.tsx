import { api } from '@tac/api-client';
import {
  type AddUserDetails,
  ApiPaths,
  ButtonClaim,
  hasClaim,
  type SearchRequest,
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
import { useEnvelopeMutation, useQueryClient } from '@tac/ui/server-state';
import { DataTable, type DataTableColumn, searchableColumn, usePagedList } from '@tac/ui/table';
import { notify, notifyEnvelope } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { activateOrDeactivateUser } from './api/activate-or-deactivate-user.ts';
import { getAddUserDetails } from './api/get-add-user-details.ts';
import { getAllUserList } from './api/get-all-user-list.ts';
import { getUser } from './api/get-user.ts';
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

/** The users lists in the server-state cache, one per status below it. */
const USERS_KEY = ['security-users'];

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
  const fetchPage = useCallback((request: SearchRequest) => getAllUserList(status, request), [status]);
  // Spec 000 §8: a failed list call empties the table ('No Result Found').
  // Keyed by status: a new status lists its users from page 1, with the searches kept.
  const list = usePagedList([...USERS_KEY, status], fetchPage, { onError: notify.error, onFailure: 'clear' });
  // Activating or deactivating moves a user between the two statuses: both lists are refreshed.
  const toggle = useEnvelopeMutation(
    (user: SecurityUser) => activateOrDeactivateUser(user.userId, user.isActive ? 'deactivate' : 'activate'),
    [USERS_KEY],
  );
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [toggling, setToggling] = useState<SecurityUser | null>(null);
  const [handover, setHandover] = useState<{ userName: string; password: string } | null>(null);
  const [opening, setOpening] = useState(false);

  const loadLookup = async (): Promise<AddUserDetails | undefined> => {
    const envelope = await getAddUserDetails();
    if (envelope.success && envelope.data) return envelope.data;
    notify.error(envelope.message || 'The options could not be loaded');
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
    const [lookup, detail] = await Promise.all([loadLookup(), getUser(row.userId)]);
    setOpening(false);
    if (!lookup) return;
    const user = detail.data?.user?.[0];
    if (!detail.success || !user) {
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
      await api.post(ApiPaths.account.logout, {});
      useSession.getState().logout();
      return;
    }
    if (result.temporaryPassword) setHandover({ userName, password: result.temporaryPassword });
    // A save can change the user's status too: both lists are refreshed.
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
  };

  const confirmToggle = async () => {
    if (!toggling) return;
    const envelope = await toggle.mutateAsync(toggling);
    notifyEnvelope(envelope);
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
            </>
          );
        }}
      />
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
