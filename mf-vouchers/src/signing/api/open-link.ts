import { signedOutApi } from '@tac/api-client';
import { ApiPaths, type SigningOpenAnswer, type SigningTokenRequest } from '@tac/contracts';

/**
 * Opens the signing link: POST /api/Sign/Open { token }. The server records the opening and e-mails
 * the signee a one-time code; the answer says where it went (`emailHint`) and whether this browser
 * already holds the proof of an earlier code. Without the console's session (`signedOutApi`), as
 * every call of the signing page; a link that cannot be used is refused with one text
 * (`VoucherSigningMessages.linkUnusable`).
 */
export const openLink = (body: SigningTokenRequest) =>
  signedOutApi.post<SigningOpenAnswer>(ApiPaths.publicSigning.open, body);
