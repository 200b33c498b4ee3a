import { useCallback, useState } from 'react';

/**
 * A choice the browser remembers between visits (a list's view): one of `choices`, kept in
 * localStorage under `key`. A missing, unknown or unreadable value (storage blocked, an old
 * release's choice) gives `fallback`; a write that fails keeps the choice for this visit.
 */
export function useRememberedChoice<Choice extends string>(
  key: string,
  choices: readonly Choice[],
  fallback: Choice,
): [Choice, (choice: Choice) => void] {
  const [choice, setChoice] = useState<Choice>(() => {
    try {
      const stored = globalThis.localStorage?.getItem(key);
      return choices.find((c) => c === stored) ?? fallback;
    } catch {
      return fallback;
    }
  });
  const choose = useCallback(
    (next: Choice) => {
      setChoice(next);
      try {
        globalThis.localStorage?.setItem(key, next);
      } catch {
        // Storage full or blocked: the choice holds for this visit.
      }
    },
    [key],
  );
  return [choice, choose];
}
