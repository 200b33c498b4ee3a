import { Box } from '@tac/ui';
import { SingleSelect, type SingleSelectProps } from '@tac/ui/multi-select';
import { InlineError } from './InlineError.tsx';

export interface ChoiceFieldProps<V extends string | number> extends Omit<SingleSelectProps<V>, 'invalid'> {
  /** Its §5.4 message once a save was tried: marks the select invalid and shows under it. */
  problem: string | undefined;
  /** Its share of a row it shares (e.g. Hour and Minute side by side). */
  flex?: string;
}

/** A drop-down of the schedule modal with its problem under it. */
export function ChoiceField<V extends string | number>({ problem, flex, ...select }: ChoiceFieldProps<V>) {
  return (
    <Box flex={flex}>
      <SingleSelect<V> {...select} invalid={Boolean(problem)} />
      <InlineError message={problem} />
    </Box>
  );
}
