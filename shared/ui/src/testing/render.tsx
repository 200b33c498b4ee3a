import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProvider } from '../provider/UiProvider.tsx';
import '../theme/part-recipes.ts'; // the full system, as once the host has loaded every part

/** Render inside the console's design system, as the host does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiProvider, ...options });
}
