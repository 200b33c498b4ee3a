import type { WorkforceStatus } from '@tac/contracts';
import { Box, Heading, HStack, Stack } from '@tac/ui';
import { SingleSelect } from '@tac/ui/multi-select';
import { useState } from 'react';
import { STATUS_OPTIONS } from '../common/status.ts';
import { DevicesBrowser } from './DevicesBrowser.tsx';

/** Spec 001 §2.3 "Devices": devices by status with their assignments, details, assign and copy. */
export function DevicesPage() {
  const [status, setStatus] = useState<WorkforceStatus>('active');
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Devices
        </Heading>
        <Box w="44">
          <SingleSelect<WorkforceStatus>
            label="Status"
            size="sm"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(value) => value && setStatus(value)}
          />
        </Box>
      </HStack>
      {/* Keyed by status: a change clears the searches and both filters and starts at page 1 (spec 001 §2.3). */}
      <DevicesBrowser key={status} status={status} />
    </Stack>
  );
}
