import type { ReactNode } from 'react';

// A table keeps its cells on one line (it scrolls sideways instead); a list of names wraps.
const wrapping = { whiteSpace: 'normal' } as const;

/** A cell's text that wraps onto more lines, for lists such as a device's projects. */
export function WrappingText({ children }: { children: ReactNode }) {
  return <span style={wrapping}>{children}</span>;
}
