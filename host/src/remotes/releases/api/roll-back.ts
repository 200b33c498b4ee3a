import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

export const rollBack = (name: string) => api.post<null>(ApiPaths.remotes.rollback, { name });
