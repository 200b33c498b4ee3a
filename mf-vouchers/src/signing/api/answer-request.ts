import { signedOutApi } from '@tac/api-client';
import {
  ApiPaths,
  type SigningDoneAnswer,
  type SigningPaperRequest,
  type SigningReassignRequest,
  type SigningRejectRequest,
  type SigningSignRequest,
  type SigningTokenRequest,
} from '@tac/contracts';
import { useWrite } from './use-write.ts';

/**
 * The signee's answers (shared/docs/remotes/vouchers.md "Signing page"), each with the code's proof:
 * consent to sign electronically, ask for paper instead, sign, reject with a reason, or hand the
 * request to another person. Each answers where the request now stands and a message to tell.
 */
export const consent = (body: SigningTokenRequest) =>
  signedOutApi.post<SigningDoneAnswer>(ApiPaths.publicSigning.consent, body);
export const requestPaper = (body: SigningPaperRequest) =>
  signedOutApi.post<SigningDoneAnswer>(ApiPaths.publicSigning.requestPaper, body);
export const sign = (body: SigningSignRequest) =>
  signedOutApi.post<SigningDoneAnswer>(ApiPaths.publicSigning.sign, body);
export const reject = (body: SigningRejectRequest) =>
  signedOutApi.post<SigningDoneAnswer>(ApiPaths.publicSigning.reject, body);
export const reassign = (body: SigningReassignRequest) =>
  signedOutApi.post<SigningDoneAnswer>(ApiPaths.publicSigning.reassign, body);

/** Consent is shown on the ticket (its time): the page asks for the view again once it is recorded. */
export const useConsent = () => useWrite(consent);
export const useRequestPaper = () => useWrite(requestPaper);
export const useSign = () => useWrite(sign);
export const useReject = () => useWrite(reject);
export const useReassign = () => useWrite(reassign);
