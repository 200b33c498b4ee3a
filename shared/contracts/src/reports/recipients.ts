/** The addresses a report is mailed to (spec 001 §5.4): what one recipient may be. */

import { ReportMessages } from './messages.ts';

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** RFC 5322's dot-atom addr-spec with a DNS domain: no groups, quotes, comments, routes or lists. */
const ADDR_SPEC = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,63}$`);

/**
 * A recipient address mail is sent to: one plain addr-spec (local@domain.tld), at most 64
 * characters before the @ and 254 in all. Stricter than a form's e-mail check, because this text
 * becomes an SMTP recipient: 'undisclosed:victim@evil.example;' is a group of addresses, not one.
 */
export function isRecipientEmail(value: string): boolean {
  if (value.length > 254 || !ADDR_SPEC.test(value)) return false;
  return value.indexOf('@') <= 64;
}

/**
 * Spec 001 §5.4: an e-mail typed into the recipient list, lower-cased and trimmed, or the reason it
 * is refused (PLEASE_ENTER_VALID_EMAIL, ENTER_EMAIL_ALREADY_SELECTED).
 */
export function checkRecipientEmail(
  typed: string,
  selected: readonly string[],
): { email: string; problem?: undefined } | { email?: undefined; problem: string } {
  const email = typed.trim().toLowerCase();
  if (!isRecipientEmail(email)) return { problem: ReportMessages.invalidEmail };
  if (selected.some((s) => s.trim().toLowerCase() === email))
    return { problem: ReportMessages.emailAlreadySelected };
  return { email };
}
