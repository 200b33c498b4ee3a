/**
 * Icon drawings on a 24×24 grid, stroked: drawn as SVG by React (`ShapeIcon`) and, for the icons a
 * data-table row shows, as CSS masks (`shapeMaskUrl`, table-css.ts), one drawing for both.
 */
export type ShapePart =
  | readonly ['path', { readonly d: string }]
  | readonly ['circle', { readonly cx: number; readonly cy: number; readonly r: number }]
  | readonly [
      'rect',
      {
        readonly x: number;
        readonly y: number;
        readonly width: number;
        readonly height: number;
        readonly rx: number;
      },
    ];

export type IconShape = readonly ShapePart[];

export const EYE_SHAPE: IconShape = [
  ['path', { d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z' }],
  ['circle', { cx: 12, cy: 12, r: 3 }],
];

export const NOTE_SHAPE: IconShape = [
  ['path', { d: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z' }],
  ['path', { d: 'M14 3v5h5M8 13h8M8 17h5' }],
];

export const CHECK_CIRCLE_SHAPE: IconShape = [
  ['circle', { cx: 12, cy: 12, r: 9 }],
  ['path', { d: 'M8 12.5l2.5 2.5L16 9.5' }],
];

export const HOURGLASS_SHAPE: IconShape = [
  ['path', { d: 'M6 3h12M6 21h12' }],
  ['path', { d: 'M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9' }],
];

/** A paper plane: sent on, not yet answered (a line exported to payroll, not yet processed). */
export const SEND_SHAPE: IconShape = [['path', { d: 'M21 3L10 14M21 3l-6.5 18-4.5-7-7-4.5z' }]];

/** Two turning arrows: to be sent again (a line changed since payroll had it). */
export const RESEND_SHAPE: IconShape = [
  ['path', { d: 'M20 11a8 8 0 0 0-14.5-4.5M4 3v4h4' }],
  ['path', { d: 'M4 13a8 8 0 0 0 14.5 4.5M20 21v-4h-4' }],
];

/** A circled exclamation mark: something refused that needs the office (a line payroll rejected). */
export const ALERT_SHAPE: IconShape = [
  ['circle', { cx: 12, cy: 12, r: 9 }],
  ['path', { d: 'M12 7.5v5.5M12 16.5v.01' }],
];

/** An arrow down onto a tray: save a file (a voucher's T&M report). */
export const DOWNLOAD_SHAPE: IconShape = [['path', { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' }]];

/** A paperclip: a record's attachments. */
export const PAPERCLIP_SHAPE: IconShape = [
  [
    'path',
    {
      d: 'M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L14.8 7',
    },
  ],
];

/** A clock with a turning arrow: a record's earlier versions (revision history). */
export const HISTORY_SHAPE: IconShape = [
  ['path', { d: 'M3 12a9 9 0 1 0 3-6.7L3 8' }],
  ['path', { d: 'M3 3v5h5M12 7v5l3 2' }],
];

/** A log of lines, each with its mark: a record's audit History (who changed what and when). */
export const AUDIT_LOG_SHAPE: IconShape = [['path', { d: 'M9 6h11M9 12h11M9 18h11M4 5v2M4 11v2M4 17v2' }]];

/** A pencil: edit a row. */
export const EDIT_SHAPE: IconShape = [
  ['path', { d: 'M4 20h4L18.5 9.5a2.12 2.12 0 0 0-3-3L5 17v3z M13.5 6.5l3 3' }],
];

/** Assign devices (or employees and projects to a device): a handheld device with a plus. */
export const ASSIGN_SHAPE: IconShape = [
  ['rect', { x: 4, y: 3, width: 10, height: 18, rx: 2 }],
  ['path', { d: 'M8 18h2M19 8v6M16 11h6' }],
];

/** Copy assignments from other devices: two sheets. */
export const COPY_SHAPE: IconShape = [
  ['rect', { x: 8, y: 8, width: 12, height: 12, rx: 2 }],
  ['path', { d: 'M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3' }],
];

/** Enrol a device (field sync): a QR code's corner squares. */
export const ENROL_SHAPE: IconShape = [
  ['rect', { x: 3, y: 3, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 14, y: 3, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 3, y: 14, width: 7, height: 7, rx: 1 }],
  ['path', { d: 'M14 14h3v3M21 14v7h-7M17 21v-2' }],
];

/** The drawing as a standalone SVG document in a CSS url(), to use as a mask-image. */
export function shapeMaskUrl(shape: IconShape): string {
  const parts = shape
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(([name, value]) => `${name}="${value}"`);
      return `<${tag} ${list.join(' ')}/>`;
    })
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${parts}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
