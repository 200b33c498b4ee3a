import { createElement, type ReactNode, type SVGProps } from 'react';
import type { IconShape } from './shapes.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; 1em by default so the icon follows the font size of its button. */
  size?: number | string;
}

/**
 * A 24×24 stroke icon drawn in currentColor. Icons are decorative by default (aria-hidden): the
 * button that holds one carries the accessible name. For a standalone meaningful icon pass
 * aria-hidden={false}, role="img" and aria-label.
 */
export function SvgIcon({
  size = '1em',
  'aria-hidden': ariaHidden = true,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative by default (aria-hidden); see the doc comment.
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
      aria-hidden={ariaHidden}
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon drawn from one of shapes.ts's drawings. */
export function ShapeIcon({ shape, ...props }: IconProps & { shape: IconShape }) {
  return (
    <SvgIcon {...props}>
      {shape.map(([tag, attributes], place) => createElement(tag, { key: place, ...attributes }))}
    </SvgIcon>
  );
}
