import { type IconProps, SvgIcon } from './svg-icon.tsx';

// The screens' button icons beyond the core kit's (print, download, issues, daily details), drawn
// once here so no remote draws its own: a remote that needs another icon adds it here.

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
