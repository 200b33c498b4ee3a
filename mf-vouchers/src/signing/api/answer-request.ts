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
import { useApiMutation } from '@tac/ui/server-state';
import { signingViewKey } from './get-signing-view.ts';

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

/** Consent is shown on the ticket (its time), so it refreshes the view; the others end the page. */
export const useConsent = (token: string) => useApiMutation(consent, [signingViewKey(token)]);
export const useRequestPaper = () => useApiMutation(requestPaper, []);
export const useSign = () => useApiMutation(sign, []);
export const useReject = () => useApiMutation(reject, []);
export const useReassign = () => useApiMutation(reassign, []);
