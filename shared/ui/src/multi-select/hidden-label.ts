/**
 * A column filter's own label kept for screen readers only: the column header names the filter (a
 * select in a table header: css={HIDDEN_FIELD_LABEL} on the box around it).
 */
export const HIDDEN_FIELD_LABEL = {
  '& [data-part="label"]': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;
