import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

export const promote = (name: string) => api.post<null>(ApiPaths.remotes.promote, { name });
