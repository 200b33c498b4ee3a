import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

const palettes = ['green', 'red', 'blue', 'orange', 'gray'] as const;

/**
 * The look of cell-parts.tsx, set once on the table body: what Chakra's recipes give IconButton
 * (xs, ghost), Badge (sm, solid) and HStack (gap 1), written out.
 */
export const CELL_PART_STYLES: SystemStyleObject = {
  ...Object.fromEntries(palettes.map((color) => [`& [data-color="${color}"]`, { colorPalette: color }])),
  '& [data-row-button]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSize: '6',
    borderRadius: 'l1',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    verticalAlign: 'middle',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    '& svg': { width: '3.5', height: '3.5' },
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
  },
  '& [data-cell-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
  '& [data-cell-group]': { display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' },
  '& [data-cell-text]': { whiteSpace: 'nowrap' },
  '& [data-cell-text="muted"]': { color: 'fg.muted' },
  '& [data-cell-icon]': { display: 'inline-flex', fontSize: 'lg', color: 'colorPalette.fg' },
};
