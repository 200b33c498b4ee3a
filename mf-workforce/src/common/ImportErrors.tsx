import type { ImportRowError } from '@tac/contracts';
import { Box, chakra } from '@tac/ui';

/** The refused rows of an import preview, by row number (the header line is row 0). */
export function ImportErrors({ errors }: { errors: readonly ImportRowError[] }) {
  if (errors.length === 0) return null;
  return (
    <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="l2">
      <chakra.table width="full" fontSize="sm" aria-label="Rows with errors">
        <chakra.thead position="sticky" top="0" bg="bg.subtle">
          <tr>
            {['Row', 'Column', 'Error'].map((h) => (
              <chakra.th key={h} textAlign="start" px="2" py="1" fontWeight="semibold">
                {h}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.row}-${e.column}-${e.message}`}>
              <chakra.td px="2" py="1" borderTopWidth="1px">
                {e.row}
              </chakra.td>
              <chakra.td px="2" py="1" borderTopWidth="1px">
                {e.column}
              </chakra.td>
              <chakra.td px="2" py="1" borderTopWidth="1px">
                {e.message}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
