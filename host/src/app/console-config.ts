import { api } from '@tac/api-client';
import { ApiPaths, type ConsoleConfig, Messages } from '@tac/contracts';
import { create } from 'zustand';

interface ConfigState {
  config: ConsoleConfig;
  load: () => Promise<void>;
}

const DEFAULT_CONFIG: ConsoleConfig = { ssoEnabled: false, landingVariant: 1, version: Messages.version };

/** Public settings (SSO on/off, landing variant) read once before sign-in. */
export const useConsoleConfig = create<ConfigState>((set) => ({
  config: DEFAULT_CONFIG,
  load: async () => {
    const result = await api.get<ConsoleConfig>(ApiPaths.config);
    if (result.success && result.data) set({ config: { ...DEFAULT_CONFIG, ...result.data } });
  },
}));
