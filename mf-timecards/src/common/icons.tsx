import type { ReactNode, SVGProps } from 'react';

// The timecard screen's own icons, drawn like @tac/ui's: 24×24 strokes in currentColor, decorative
// unless given a label (then role="img" with that name).

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { label?: string; size?: string | number };

function Icon({ label, size = '1em', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative without a label (aria-hidden); with one it has a <title>.
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {label && <title>{label}</title>}
      {children}
    </svg>
  );
}

export const PrintIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="1" />
    <path d="M7 14h10v7H7z" />
  </Icon>
);

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export const PaperclipIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L14.8 7" />
  </Icon>
);

export const IssuesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l9 16H3z" />
    <path d="M12 10v4M12 17h.01" />
  </Icon>
);

export const ClipboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="1" />
    <path d="M9 4V2h6v2M9 11h6M9 15h6" />
  </Icon>
);
