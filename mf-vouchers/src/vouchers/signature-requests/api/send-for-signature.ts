import { api } from '@tac/api-client';
import { ApiPaths, type SendForSignatureRequest } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { REQUEST_WRITE_KEYS } from './keys.ts';

/**
 * Sends the row's revision (it must be the voucher's current one, Ready for Review, with no open
 * request) to a contact of its project: the server e-mails the one-time link. A 409 says why not.
 */
export const sendForSignature = (body: SendForSignatureRequest) =>
  api.post<{ requestId: number }>(ApiPaths.voucherSigning.send, body);

export const useSendForSignature = () => useApiMutation(sendForSignature, REQUEST_WRITE_KEYS);
