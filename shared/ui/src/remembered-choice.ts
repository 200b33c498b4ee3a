import { useCallback, useState } from 'react';

/**
 * A choice the browser remembers between visits (a list's view): one of `choices`, kept in
 * localStorage under `key`. A missing, unknown or unreadable value (storage blocked, an old
 * release's choice) gives `fallback`; a write that fails keeps the choice for this visit.
 * `chosen` (a link's) is the choice from the start, and is remembered.
 */
export function useRememberedChoice<Choice extends string>(
  key: string,
  choices: readonly Choice[],
  fallback: Choice,
  chosen?: Choice,
): [Choice, (choice: Choice) => void] {
  const [choice, setChoice] = useState<Choice>(() => {
    if (chosen) {
      remember(key, chosen);
      return chosen;
    }
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
      remember(key, next);
    },
    [key],
  );
  return [choice, choose];
}

function remember(key: string, choice: string): void {
  try {
    globalThis.localStorage?.setItem(key, choice);
  } catch {
    // Storage full or blocked: the choice holds for this visit.
  }
}
