import { UiProvider } from '@tac/ui';
import { AppToaster } from '@tac/ui/toast';

/** The toast view with its own design-system provider, so it can show over the Chakra-free sign-in page. */
export default function ToasterLayer() {
  return (
    <UiProvider>
      <AppToaster />
    </UiProvider>
  );
}
