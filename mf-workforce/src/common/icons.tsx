import { type IconProps, SvgIcon } from '@tac/ui';

// The workforce screens' own icon, drawn with @tac/ui's SvgIcon (24×24 strokes in currentColor,
// decorative: the button that holds one names it). The row buttons' drawings are @tac/ui's cell glyphs.

/** The CSV import: an arrow into a tray. */
export const UploadIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
  </SvgIcon>
);
