import {
  ALERT_SHAPE,
  ASSIGN_SHAPE,
  AUDIT_LOG_SHAPE,
  CHECK_CIRCLE_SHAPE,
  COPY_SHAPE,
  DOWNLOAD_SHAPE,
  EDIT_SHAPE,
  ENROL_SHAPE,
  EYE_SHAPE,
  HISTORY_SHAPE,
  HOURGLASS_SHAPE,
  type IconShape,
  NOTE_SHAPE,
  PAPERCLIP_SHAPE,
  RESEND_SHAPE,
  SEND_SHAPE,
} from '../icons/shapes.ts';

/**
 * The icons a row's cells can show, by name. The table's CSS draws them (a mask on a ::before box,
 * table-css.ts) instead of each being an SVG of three or four elements: a timecards page had 1,000
 * SVG elements to make, update and lay out out of its 4,100, ~12 ms of a search's first frame.
 */
export const CELL_GLYPHS = {
  eye: EYE_SHAPE,
  note: NOTE_SHAPE,
  'check-circle': CHECK_CIRCLE_SHAPE,
  hourglass: HOURGLASS_SHAPE,
  send: SEND_SHAPE,
  resend: RESEND_SHAPE,
  alert: ALERT_SHAPE,
  download: DOWNLOAD_SHAPE,
  paperclip: PAPERCLIP_SHAPE,
  history: HISTORY_SHAPE,
  'audit-log': AUDIT_LOG_SHAPE,
  edit: EDIT_SHAPE,
  assign: ASSIGN_SHAPE,
  copy: COPY_SHAPE,
  enrol: ENROL_SHAPE,
} as const satisfies Record<string, IconShape>;

export type CellGlyph = keyof typeof CELL_GLYPHS;
