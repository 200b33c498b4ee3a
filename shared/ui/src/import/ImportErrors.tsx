import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ImportRowError } from '@tac/contracts';

/**
 * The refused rows of an import preview, by the file's line (the header is line 1; line 0 is an error
 * of the whole file, such as a missing column).
 */
export function ImportErrors({ errors }: { errors: readonly ImportRowError[] }) {
  if (errors.length === 0) return null;
  return (
    <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="l2">
      <chakra.table width="full" fontSize="sm" aria-label="Rows with errors">
        <chakra.thead position="sticky" top="0" bg="bg.subtle">
          <tr>
            {['Line', 'Column', 'Error'].map((h) => (
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
                {e.row === 0 ? 'File' : e.row}
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
