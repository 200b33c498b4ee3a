import { type ReactNode, useState } from 'react';

/**
 * A test's stand-in for the screen that owns a controlled component: it holds the value the
 * component last sent back and tells `onChange` of each one, so a test drives the component as a
 * user would and reads what its caller got.
 */
export function Controlled<T>({
  initial,
  onChange,
  children,
}: {
  initial: T | (() => T);
  onChange?: (value: T) => void;
  children: (value: T, change: (next: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(() => next);
    onChange?.(next);
  };
  return <>{children(value, change)}</>;
}
