import { type IconProps, SvgIcon } from '@tac/ui';

// The timecard screen's own icons, drawn with @tac/ui's SvgIcon (24×24 strokes in currentColor,
// decorative: the button that holds one names it).

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

export const PaperclipIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L14.8 7" />
  </SvgIcon>
);

export const IssuesIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3l9 16H3z" />
    <path d="M12 10v4M12 17h.01" />
  </SvgIcon>
);

export const ClipboardIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="1" />
    <path d="M9 4V2h6v2M9 11h6M9 15h6" />
  </SvgIcon>
);
