import {
  isRecipientEmail,
  VoucherSigningMessages as M,
  SignatureMethod,
  type SigningReassignRequest,
  type SigningSignRequest,
} from '@tac/contracts';

/** A form's problems by field name, as the API names them (`signerName`, `signature`, …). */
export type FieldProblems = Partial<Record<string, string>>;

/**
 * A message beside the field it names, without the field's wire name in front: the API's texts
 * start with it (`signerName: enter your name`), which the field's label already says on the page.
 */
export const besideText = (message: string): string => message.replace(/^[A-Za-z]+: /, '');

/** A form's own problems as they show beside their fields. */
export const besideTexts = (problems: FieldProblems): FieldProblems =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v && besideText(v)]));

/** The wire field a message names (`signerName: …` → signerName), if it names one. */
export const fieldOf = (message: string): string | undefined => /^([A-Za-z]+): /.exec(message)?.[1];

/** The code as typed, its spaces and dashes dropped; a problem unless it is `length` digits. */
export function codeProblem(code: string, length: number): string | undefined {
  return new RegExp(`^\\d{${length}}$`).test(code) ? undefined : M.codeFormat(length);
}

export const cleanCode = (typed: string): string => typed.replace(/[\s-]/g, '');

/** What the signee chose as their signature: a drawn PNG data URL, or their typed name. */
export interface SignatureValue {
  method: SignatureMethod;
  signature: string;
}

/** The Sign form's problems, each under the field the API would name. */
export function signProblems(body: Omit<SigningSignRequest, 'token'>): FieldProblems {
  const problems: FieldProblems = {};
  if (!body.signerName.trim()) problems.signerName = M.signerNameRequired;
  if (!body.signature.trim()) problems.signature = M.signatureRequired;
  else if (
    body.signatureMethod === SignatureMethod.Drawn &&
    !body.signature.startsWith('data:image/png;base64,')
  )
    problems.signature = M.signatureImage;
  if (!body.intentAccepted) problems.intentAccepted = M.intentRequired;
  return problems;
}

export function rejectProblems(reason: string): FieldProblems {
  return reason.trim() ? {} : { reason: M.reasonRequired };
}

export function reassignProblems(body: Omit<SigningReassignRequest, 'token'>): FieldProblems {
  const problems: FieldProblems = {};
  if (!body.name.trim()) problems.name = M.reassignNameRequired;
  if (!isRecipientEmail(body.email.trim().toLowerCase())) problems.email = M.emailInvalid('email');
  return problems;
}

export const hasProblems = (problems: FieldProblems): boolean => Object.keys(problems).length > 0;

/** An instant as the signee's browser shows it, with its zone's name. */
export const localTime = (iso: string): string =>
  iso
    ? new Date(iso).toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      })
    : '';
