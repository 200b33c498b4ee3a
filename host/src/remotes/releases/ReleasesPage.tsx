import { ReleaseMessages, type RemoteRelease } from '@tac/contracts';
import { formatDateTime } from '@tac/contracts/formats';
import { Badge, Box, Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@tac/ui';
import { ConfirmDialog } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { useReleaseChange, useReleases } from './api/use-releases.ts';
import { canRollBack, confirmText, describeAudience, type ReleaseAction } from './rules.ts';

const Cell = chakra('td', { base: { px: '3', py: '1.5', borderTopWidth: '1px', fontSize: 'sm' } });
const HeadCell = chakra('th', {
  base: { px: '3', py: '1.5', textAlign: 'start', fontSize: 'xs', color: 'gray.600', fontWeight: 600 },
});

function channelOf(remote: RemoteRelease, version: string) {
  if (version === remote.stableVersion) return <Badge colorPalette="green">stable</Badge>;
  if (version === remote.candidate?.version) return <Badge colorPalette="purple">candidate</Badge>;
  if (version === remote.withdrawal?.version) return <Badge colorPalette="orange">withdrawn</Badge>;
  return null;
}

/** The candidate the console last withdrew by itself, with when and why (shared/docs/releases.md). */
function Withdrawal({ withdrawal }: { withdrawal: NonNullable<RemoteRelease['withdrawal']> }) {
  return (
    <Text fontSize="sm" color="orange.700" data-testid="withdrawal">
      {ReleaseMessages.withdrawnByItself(withdrawal.version, withdrawal.failedUsers, withdrawal.servedUsers)}{' '}
      ({formatDateTime(withdrawal.withdrawnAt)}).
    </Text>
  );
}

function RemoteCard({ remote, onAction }: { remote: RemoteRelease; onAction: (a: ReleaseAction) => void }) {
  return (
    <Box as="section" aria-label={remote.name} borderWidth="1px" rounded="md" bg="white" p="4">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {remote.name}
          </Heading>
          <Text fontSize="sm">
            Stable <strong data-testid="stable-version">{remote.stableVersion}</strong>
            {remote.candidate ? (
              <>
                {' · '}candidate <strong data-testid="candidate-version">{remote.candidate.version}</strong>{' '}
                to {describeAudience(remote.candidate)}
              </>
            ) : (
              ' · no candidate'
            )}
          </Text>
          {remote.withdrawal && <Withdrawal withdrawal={remote.withdrawal} />}
        </Stack>
        {/* Only the actions that would change something: a greyed pair on every card said nothing. */}
        <HStack gap="2">
          {remote.candidate && (
            <Button size="sm" colorPalette="blue" onClick={() => onAction('promote')}>
              Promote
            </Button>
          )}
          {canRollBack(remote) && (
            <Button size="sm" variant="outline" onClick={() => onAction('rollback')}>
              Roll back
            </Button>
          )}
        </HStack>
      </HStack>
      <chakra.table mt="3" w="full" aria-label={`${remote.name} versions`}>
        <thead>
          <tr>
            <HeadCell>Version</HeadCell>
            <HeadCell>Channel</HeadCell>
            <HeadCell>Registered</HeadCell>
            <HeadCell>Sign-ins</HeadCell>
            <HeadCell>Load failures</HeadCell>
          </tr>
        </thead>
        <tbody>
          {remote.versions.map((v) => (
            <tr key={v.version} data-version={v.version}>
              <Cell>{v.version}</Cell>
              <Cell>{channelOf(remote, v.version)}</Cell>
              <Cell color={v.registeredAt ? undefined : 'fg.muted'}>
                {v.registeredAt ? formatDateTime(v.registeredAt) : 'built with the console'}
              </Cell>
              <Cell data-testid="sign-ins">{v.signIns}</Cell>
              <Cell data-testid="load-failures">{v.loadFailures}</Cell>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/**
 * SystemAdmin's view of releases: per remote the stable version, the candidate and its
 * audience, and every version with the sign-ins that got it and the load failures browsers reported.
 * Promote and roll back ask first; they apply from each user's next page load.
 */
export function ReleasesPage() {
  // A failed load is toasted by the cache and leaves the list empty.
  const query = useReleases();
  const [pending, setPending] = useState<{ remote: RemoteRelease; action: ReleaseAction } | null>(null);
  const change = useReleaseChange();
  const remotes = query.data?.data ?? [];

  return (
    <Stack gap="4" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Releases
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          A remote offers Promote while it has a candidate, and Roll back while it has a candidate or an
          earlier stable version. Register a version with <code>npm run release</code> and offer it with{' '}
          <code>npm run rollout</code>; changes apply from each user's next page load. A candidate too many of
          its users cannot load is withdrawn by itself.
        </Text>
      </Stack>
      {query.isPending && <Spinner aria-label="Loading releases" />}
      {!query.isPending && remotes.length === 0 && <Text>No remote is built or registered.</Text>}
      {remotes.map((remote) => (
        <RemoteCard key={remote.name} remote={remote} onAction={(action) => setPending({ remote, action })} />
      ))}
      <ConfirmDialog
        open={!!pending}
        title={pending?.action === 'promote' ? 'Promote' : 'Roll back'}
        message={pending ? confirmText(pending.remote, pending.action) : ''}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          // The server answers no text of its own: the page says what was done.
          await writeWithToasts(async () => {
            await change.mutateAsync(pending);
            return { message: pending.action === 'promote' ? 'Promoted' : 'Rolled back' };
          });
          setPending(null);
        }}
      />
    </Stack>
  );
}
