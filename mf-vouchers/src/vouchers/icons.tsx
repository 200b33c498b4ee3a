import { type IconProps, SvgIcon } from '@tac/ui';

// The voucher screen's button icons, drawn with @tac/ui's SvgIcon (24×24 strokes in currentColor,
// decorative: the button that holds one names it). Row icons are the table's glyphs instead.

export const PrintIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="1" />
    <path d="M7 14h10v7H7z" />
  </SvgIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </SvgIcon>
);
