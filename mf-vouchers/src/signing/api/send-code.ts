import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type SigningTokenRequest } from '@tac/contracts';
import { useWrite } from './use-write.ts';

/** A new one-time code to the signee: POST /api/Sign/SendCode { token }; the old one dies. */
export const sendCode = (body: SigningTokenRequest) =>
  signedOutApi.post<unknown>(ApiPaths.publicSigning.sendCode, body);

export const useSendCode = () => useWrite(sendCode);
