import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type SigningCheckCodeAnswer, type SigningCheckCodeRequest } from '@tac/contracts';
import { useWrite } from './use-write.ts';

/**
 * Checks the e-mailed code: POST /api/Sign/CheckCode { token, code }. The proof it gives is an
 * httpOnly cookie for the public signing calls alone, which the browser sends with the next ones;
 * a wrong code's refusal says how many tries are left.
 */
export const checkCode = (body: SigningCheckCodeRequest) =>
  signedOutApi.post<SigningCheckCodeAnswer>(ApiPaths.publicSigning.checkCode, body);

export const useCheckCode = () => useWrite(checkCode);
