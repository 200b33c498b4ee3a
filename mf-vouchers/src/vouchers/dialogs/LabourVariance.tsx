import { errorMessage } from '@tac/api-client';
import { Messages, type VoucherLabourVariance, type VoucherRecord } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Box, chakra, Heading, Spinner, Stack, Text } from '@tac/ui';
import { useLabourVariance } from '../api/get-labour-variance.ts';
import { formatDifference, formatHours, revisionQuery } from '../rules.ts';

const Th = chakra('th', {
  base: { textAlign: 'end', px: '2', py: '1.5', fontWeight: 'semibold', borderBottomWidth: '1px' },
});
const Td = chakra('td', { base: { textAlign: 'end', px: '2', py: '1.5', borderBottomWidth: '1px' } });

/**
 * Beyond the spec: per employee, the revision's labour hours against the hours on their
 * timecards for the same device, project, task code and day, each difference marked in words and
 * colour, so the office can reconcile the voucher with time before it is billed.
 */
export function LabourVariance({ row }: { row: VoucherRecord }) {
  const loaded = useLabourVariance(revisionQuery(row));
  return (
    <Box as="section" aria-labelledby="labour-variance-title" borderWidth="1px" borderRadius="l2" p="3">
      <Heading as="h3" size="sm" id="labour-variance-title" mb="2">
        Labour hours against timecards
      </Heading>
      {loaded.isPending ? (
        <Box role="status" display="flex" gap="2" alignItems="center">
          <Spinner size="sm" /> <Text>Loading hours…</Text>
        </Box>
      ) : loaded.isSuccess ? (
        <VarianceTable variance={loaded.data} />
      ) : (
        <Text role="alert" color="fg.error">
          {errorMessage(loaded.error, Messages.requestFailed)}
        </Text>
      )}
    </Box>
  );
}

function VarianceTable({ variance }: { variance: VoucherLabourVariance }) {
  const { rows, totals, hasDifference } = variance;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Timecards of {formatCalendarDate(variance.day)}, same device, project and task code.
      </Text>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color={hasDifference ? 'fg.error' : 'fg.success'}
        data-testid="variance-verdict"
      >
        {hasDifference ? 'Hours differ from the timecards.' : 'Hours agree with the timecards.'}
      </Text>
      {rows.length === 0 ? (
        <Text fontSize="sm">No labour on this voucher or its timecards.</Text>
      ) : (
        <chakra.table w="full" fontSize="sm" aria-label="Labour hours against timecards">
          <thead>
            <tr>
              <Th textAlign="start">Employee</Th>
              <Th>Voucher</Th>
              <Th>Timecards</Th>
              <Th>Difference</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const differs = r.difference !== 0;
              return (
                <chakra.tr
                  key={r.employeeNumber}
                  bg={differs ? 'red.subtle' : undefined}
                  data-differs={differs || undefined}
                >
                  <Td textAlign="start">
                    {r.employeeName}
                    <chakra.span display="block" color="fg.muted" fontSize="xs">
                      {r.employeeNumber}
                    </chakra.span>
                  </Td>
                  <Td>{formatHours(r.voucherHours)}</Td>
                  <Td>{formatHours(r.timecardHours)}</Td>
                  <Td fontWeight={differs ? 'semibold' : undefined} color={differs ? 'fg.error' : undefined}>
                    {differs ? `${formatDifference(r.difference)} (differs)` : 'Matches'}
                  </Td>
                </chakra.tr>
              );
            })}
          </tbody>
          <tfoot>
            <chakra.tr fontWeight="semibold">
              <Td textAlign="start">Total</Td>
              <Td>{formatHours(totals.voucherHours)}</Td>
              <Td>{formatHours(totals.timecardHours)}</Td>
              <Td color={totals.difference !== 0 ? 'fg.error' : undefined}>
                {formatDifference(totals.difference)}
              </Td>
            </chakra.tr>
          </tfoot>
        </chakra.table>
      )}
    </Stack>
  );
}
