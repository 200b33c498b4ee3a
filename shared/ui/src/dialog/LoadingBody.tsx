import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export interface LoadingBodyProps {
  /** Why what the dialog shows could not be read: said instead of it. */
  failure: string | null | undefined;
  /** What the dialog shows is not there yet. */
  loading: boolean;
  /** Said beside the spinner ('Loading attestation…'); without it the spinner alone is named 'Loading'. */
  label?: string;
  children: ReactNode;
}

/** A dialog's body while what it shows loads: the failure as an alert, a spinner, then the content. */
export function LoadingBody({ failure, loading, label, children }: LoadingBodyProps) {
  if (failure)
    return (
      <Text color="fg.error" role="alert">
        {failure}
      </Text>
    );
  if (loading)
    return (
      <Center py="8" role="status" gap="2">
        <Spinner aria-label={label ? undefined : 'Loading'} />
        {label && <Text>{label}</Text>}
      </Center>
    );
  return children;
}
