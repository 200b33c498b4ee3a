import { IconButton } from '@tac/ui';
import type { ReactNode } from 'react';

/** An icon button at the end of a table row, named for what it does to which row. */
export function RowIcon({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      size="xs"
      variant="ghost"
      colorPalette="gray"
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
