import { Text } from '@tac/ui';

/** A field's problem under it (spec 001 §5.4 inline messages), for fields that are not a Field.Root. */
export function InlineError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text fontSize="xs" color="fg.error" mt="1.5" data-inline-error="">
      {message}
    </Text>
  );
}
