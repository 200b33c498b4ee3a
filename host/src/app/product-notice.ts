import { type ConsoleConfig, Messages } from '@tac/contracts';

/**
 * The product constants a user looks for on the sign-in page and under the menu's version: the
 * copyright and, when the office has set one (`TAC_SUPPORT_EMAIL`), where to ask for help.
 */
export function productNotice(config: Pick<ConsoleConfig, 'supportEmail'>) {
  return {
    copyright: `© ${Messages.copyrightYear} Time Admin Console`,
    supportEmail: config.supportEmail,
  };
}
