import { type IconProps, SvgIcon } from '../icons/svg-icon.tsx';

/** Kept beside the picker rather than in icons.tsx, so core (shipped on /Login) does not carry it. */
export const CalendarIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </SvgIcon>
);
