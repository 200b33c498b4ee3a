import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../provider/UiProvider.tsx';

/** Render inside the console's design system, as the host does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}
