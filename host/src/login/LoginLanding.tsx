import { Messages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useConsoleConfig } from '../app/console-config.ts';
import { LoginFooter } from './LoginFooter.tsx';
import { LOGIN_CSS } from './login-styles.ts';
import { signInWithCode } from './sign-in.ts';
import { readLandingQuery, startSingleSignOn } from './sso-landing.ts';
import { useLanding } from './use-landing.ts';

type View = { kind: 'working' } | { kind: 'welcome'; name: string } | { kind: 'refused'; message: string };

/**
 * `/LoginLanding` (spec 000 §2), where single sign-on comes back: with a user name and one-time
 * code it signs the user in and goes on to the role's landing page; with a response it says why
 * not, with a Login button back to single sign-on. Drawn like the sign-in page (no Chakra).
 */
export function LoginLanding() {
  const id = useId();
  const goToLanding = useLanding();
  const loggedIn = useSession((s) => s.user.loggedIn);
  const ssoEnabled = useConsoleConfig((s) => s.config.ssoEnabled);
  const passwordSignIn = useConsoleConfig((s) => s.config.passwordSignIn === 'all');
  const [view, setView] = useState<View>({ kind: 'working' });
  // The code works once: StrictMode's second run of the effect must not spend it again.
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = readLandingQuery(window.location.search);
    // The code is spent by this visit: keep it out of the history and the address bar.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (query.kind === 'refused') {
      setView(query);
      return;
    }
    if (query.kind === 'empty') {
      // Nothing to sign in with: a signed-in user goes on, anyone else to single sign-on's start.
      if (loggedIn) void goToLanding();
      else setView({ kind: 'refused', message: Messages.sso.failed });
      return;
    }
    void signInWithCode(query.userName, query.code).then(async (outcome) => {
      if (!outcome.ok) {
        setView({ kind: 'refused', message: outcome.message });
        return;
      }
      setView({ kind: 'welcome', name: outcome.result.fullName || outcome.result.userName });
      await goToLanding();
    });
  }, []);

  return (
    <main className="tac-login">
      <style>{LOGIN_CSS}</style>
      <section
        className="tac-login__card"
        aria-labelledby={`${id}-title`}
        aria-busy={view.kind === 'working'}
      >
        <div className="tac-login__head">
          <h1 id={`${id}-title`} className="tac-login__title">
            {Messages.appTitle}
          </h1>
          <p className="tac-login__subtitle" role="status">
            {view.kind === 'welcome'
              ? Messages.sso.welcome(view.name)
              : view.kind === 'working'
                ? Messages.sso.signingIn
                : ''}
          </p>
        </div>
        {view.kind === 'refused' && (
          <div className="tac-login__form">
            <p role="alert" className="tac-login__alert">
              {view.message}
            </p>
            {ssoEnabled && (
              <button type="button" className="tac-login__button" onClick={startSingleSignOn}>
                Login
              </button>
            )}
            {/* A way on when single sign-on cannot sign this person in (or is not set up here). */}
            {(passwordSignIn || !ssoEnabled) && (
              <Link
                to="/Login"
                className={`tac-login__button${ssoEnabled ? ' tac-login__button--outline' : ''}`}
              >
                Sign in with user name and password
              </Link>
            )}
          </div>
        )}
      </section>
      <LoginFooter />
    </main>
  );
}
