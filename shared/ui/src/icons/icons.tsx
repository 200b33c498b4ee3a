import { EYE_SHAPE } from './shapes.ts';
import { type IconProps, ShapeIcon, SvgIcon } from './svg-icon.tsx';

// Hand-drawn paths keep the kit free of an icon library; each icon is a few hundred bytes.

export const AddIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </SvgIcon>
);

export const EditIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 20h4L18.5 9.5a2.12 2.12 0 0 0-3-3L5 17v3z" />
    <path d="M13.5 6.5l3 3" />
  </SvgIcon>
);

export const DeleteIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 7h16" />
    <path d="M9 7V4h6v3" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M10 11v6M14 11v6" />
  </SvgIcon>
);

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </SvgIcon>
);

export const MenuIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);

export const LogoutIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M9 20H5V4h4" />
    <path d="M16 16l4-4-4-4" />
    <path d="M20 12H9" />
  </SvgIcon>
);

export const PowerIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3v9" />
    <path d="M6.3 6.3a8 8 0 1 0 11.4 0" />
  </SvgIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M15 18l-6-6 6-6" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M9 18l6-6-6-6" />
  </SvgIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </SvgIcon>
);

export const ChevronsLeftIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" />
  </SvgIcon>
);

export const ChevronsRightIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M13 17l5-5-5-5M6 17l5-5-5-5" />
  </SvgIcon>
);

export const EyeIcon = (props: IconProps) => <ShapeIcon shape={EYE_SHAPE} {...props} />;

export const EyeOffIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </SvgIcon>
);

export const CloseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18 6L6 18M6 6l12 12" />
  </SvgIcon>
);
