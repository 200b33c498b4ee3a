import { EDIT_SHAPE, EYE_SHAPE } from './shapes.ts';
import { type IconProps, ShapeIcon, SvgIcon } from './svg-icon.tsx';

// Hand-drawn paths keep the kit free of an icon library; each icon is a few hundred bytes.

/** A stroke icon drawn from its paths' `d` texts. */
function pathIcon(...paths: string[]) {
  return (props: IconProps) => (
    <SvgIcon {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </SvgIcon>
  );
}

export const AddIcon = pathIcon('M12 5v14M5 12h14');

export const EditIcon = (props: IconProps) => <ShapeIcon shape={EDIT_SHAPE} {...props} />;

export const DeleteIcon = pathIcon('M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6M14 11v6');

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </SvgIcon>
);

export const MenuIcon = pathIcon('M4 6h16M4 12h16M4 18h16');

export const LogoutIcon = pathIcon('M9 20H5V4h4', 'M16 16l4-4-4-4', 'M20 12H9');

export const PowerIcon = pathIcon('M12 3v9', 'M6.3 6.3a8 8 0 1 0 11.4 0');

export const ChevronLeftIcon = pathIcon('M15 18l-6-6 6-6');

export const ChevronRightIcon = pathIcon('M9 18l6-6-6-6');

export const ChevronDownIcon = pathIcon('M6 9l6 6 6-6');

export const ChevronsLeftIcon = pathIcon('M11 17l-5-5 5-5M18 17l-5-5 5-5');

export const ChevronsRightIcon = pathIcon('M13 17l5-5-5-5M6 17l5-5-5-5');

export const EyeIcon = (props: IconProps) => <ShapeIcon shape={EYE_SHAPE} {...props} />;

export const EyeOffIcon = pathIcon(
  'M3 3l18 18',
  'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6',
  'M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
);

export const CloseIcon = pathIcon('M18 6L6 18M6 6l12 12');
