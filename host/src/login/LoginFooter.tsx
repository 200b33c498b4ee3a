import { useConsoleConfig } from '../app/console-config.ts';
import { productNotice } from '../app/product-notice.ts';

/** The sign-in pages' footer: the copyright and, when the office set one, where to ask for help. */
export function LoginFooter() {
  const notice = productNotice(useConsoleConfig((s) => s.config));
  return (
    <footer className="tac-login__footer">
      <span>{notice.copyright}</span>
      {notice.supportEmail && (
        <span>
          Support: <a href={`mailto:${notice.supportEmail}`}>{notice.supportEmail}</a>
        </span>
      )}
    </footer>
  );
}
