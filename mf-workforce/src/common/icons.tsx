import { type IconProps, SvgIcon } from '@tac/ui';

// The workforce screens' own icons, drawn with @tac/ui's SvgIcon (24×24 strokes in currentColor,
// decorative: the button that holds one names it).

/** Assign devices (or employees and projects to a device): a handheld device with a plus. */
export const AssignIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="4" y="3" width="10" height="18" rx="2" />
    <path d="M8 18h2" />
    <path d="M19 8v6M16 11h6" />
  </SvgIcon>
);

/** Copy assignments from other devices: two sheets. */
export const CopyIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </SvgIcon>
);

/** The CSV import: an arrow into a tray. */
export const UploadIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
  </SvgIcon>
);

/** Enrol a device (field sync): a QR code's corner squares. */
export const EnrolIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3M21 14v7h-7M17 21v-2" />
  </SvgIcon>
);
