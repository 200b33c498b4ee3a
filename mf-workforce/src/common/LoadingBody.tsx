import { Center, Spinner, Text } from '@tac/ui';
import type { ReactNode } from 'react';

export interface LoadingBodyProps {
  /** Why the record could not be read; shown instead of the form. */
  failure: string | null | undefined;
  /** The record and its form are not there yet. */
  loading: boolean;
  children: ReactNode;
}

/** A details dialog's body: the failure as an alert, a spinner while the record loads, then the form. */
export function LoadingBody({ failure, loading, children }: LoadingBodyProps) {
  if (failure)
    return (
      <Text color="fg.error" role="alert">
        {failure}
      </Text>
    );
  if (loading)
    return (
      <Center py="8">
        <Spinner aria-label="Loading" />
      </Center>
    );
  return children;
}
