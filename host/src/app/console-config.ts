import { ApiPaths, type ConsoleConfig, type Envelope, Messages } from '@tac/contracts';
import { create } from 'zustand';

interface ConfigState {
  config: ConsoleConfig;
  load: () => Promise<void>;
}

const DEFAULT_CONFIG: ConsoleConfig = {
  ssoEnabled: false,
  landingVariant: 1,
  version: Messages.version,
  supportEmail: null,
  passwordSignIn: 'all',
};

/**
 * Public settings (SSO on/off, landing variant) read once before sign-in. A plain fetch (no-cache,
 * like the API client's GETs): the API client and ky are not needed on /Login until the user signs in.
 */
export const useConsoleConfig = create<ConfigState>((set) => ({
  config: DEFAULT_CONFIG,
  load: async () => {
    let result: Envelope<ConsoleConfig> | undefined;
    try {
      const response = await fetch(ApiPaths.config, { headers: { 'Cache-Control': 'no-cache' } });
      result = (await response.json()) as Envelope<ConsoleConfig>;
    } catch {
      return; // unreachable or not JSON: the defaults stand
    }
    // A refusal carries no data (its envelope's data is null): the defaults stand.
    if (result?.data) set({ config: { ...DEFAULT_CONFIG, ...result.data } });
  },
}));
