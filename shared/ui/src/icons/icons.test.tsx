import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteIcon } from './icons.tsx';

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
