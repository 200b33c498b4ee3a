import { UiProvider } from '@tac/ui';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';

/**
 * The console's Not Found and unavailable pages for a page drawn without the design system (a plain
 * signed-out route): the design system loads only when one of them is needed.
 */
export default function ConsoleFallback({ onRetry }: { onRetry?: () => void }) {
  return <UiProvider>{onRetry ? <SectionUnavailable onRetry={onRetry} /> : <NotFoundPage />}</UiProvider>;
}
