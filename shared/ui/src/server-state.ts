/**
 * @tac/ui server-state: the console's one server-state cache (@tanstack/react-query). It lives in
 * @tac/ui, beside the list hook that is its main user, so remotes reach it through the same shared
 * door as the rest of the kit and the host provides it as one Module Federation share;
 * @tanstack/react-query itself is shared as a singleton too (shared/build/src/shared-modules.mjs),
 * so its React context is one whatever imports it. Not in @tac/api-client: that package has no React.
 */
export { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
export { createQueryClient } from './server-state/query-client.ts';
export { ServerStateProvider } from './server-state/ServerStateProvider.tsx';
export { useApiMutation } from './server-state/use-api-mutation.ts';
export { type WriteWithToastsOptions, writeWithToasts } from './server-state/write-with-toasts.ts';
