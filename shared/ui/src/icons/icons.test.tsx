import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ClipboardIcon, DownloadIcon, IssuesIcon, PrintIcon } from '../icons.ts';
import { DeleteIcon } from './icons.tsx';
import type { IconProps } from './svg-icon.tsx';

describe('path icons', () => {
  it('draw each of their paths in a decorative 24×24 stroke icon, passing props to the svg', () => {
    const { container } = render(<DeleteIcon size={16} data-testid="delete" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-testid', 'delete');
    expect(Array.from(container.querySelectorAll('path'), (path) => path.getAttribute('d'))).toEqual([
      'M4 7h16',
      'M9 7V4h6v3',
      'M6 7l1 13h10l1-13',
      'M10 11v6M14 11v6',
    ]);
  });
});

describe('@tac/ui/icons', () => {
  it("draws the screens' button icons once, for every remote", () => {
    const drawn = (Icon: (props: IconProps) => ReactElement) =>
      Array.from(render(<Icon />).container.querySelectorAll('svg > *'), (part) => part.outerHTML);
    expect(drawn(PrintIcon)).toEqual([
      '<path d="M7 9V3h10v6"></path>',
      '<rect x="3" y="9" width="18" height="8" rx="1"></rect>',
      '<path d="M7 14h10v7H7z"></path>',
    ]);
    expect(drawn(DownloadIcon)).toEqual(['<path d="M12 4v11M7 10l5 5 5-5M5 20h14"></path>']);
    expect(drawn(IssuesIcon)).toEqual([
      '<path d="M12 3l9 16H3z"></path>',
      '<path d="M12 10v4M12 17h.01"></path>',
    ]);
    expect(drawn(ClipboardIcon)).toEqual([
      '<rect x="5" y="4" width="14" height="17" rx="1"></rect>',
      '<path d="M9 4V2h6v2M9 11h6M9 15h6"></path>',
    ]);
  });
});
