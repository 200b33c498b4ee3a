import { Messages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useConsoleConfig } from '../app/console-config.ts';
import { notifyLater } from '../app/notify-later.ts';
import { LoginFooter } from './LoginFooter.tsx';
import { LOGIN_CSS } from './login-styles.ts';
import { signIn } from './sign-in.ts';
import { startSingleSignOn } from './sso-landing.ts';
import { useLanding } from './use-landing.ts';

type FieldName = 'userName' | 'password';

/** The form's two boxes, each named as the sign-in call names it. */
const LOGIN_FIELDS: readonly { field: FieldName; label: string; type?: string; autoComplete: string }[] = [
  { field: 'userName', label: 'User name', autoComplete: 'username' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * Sign-in for `/`, `/Login` and `/Admin` (the admin variant only changes the subtitle). Plain
 * elements on purpose: see login-styles.ts.
 */
export function LoginPage({ admin = false }: { admin?: boolean }) {
  const ssoEnabled = useConsoleConfig((s) => s.config.ssoEnabled);
  // TAC_PASSWORD_SIGN_IN=admin-only: /Login offers single sign-on alone; /Admin keeps the password.
  const passwordForm = useConsoleConfig((s) => admin || s.config.passwordSignIn === 'all');
  const loggedIn = useSession((s) => s.user.loggedIn);
  const goToLanding = useLanding();
  const id = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({ userName: '', password: '' });
  const [error, setError] = useState<{ message: string; field?: FieldName }>();
  const [busy, setBusy] = useState(false);
  const refs = { userName: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // A signed-in user who opens the login page is sent on by role (checked once, on arrival, so a
  // sign-in in another tab does not pull this page away from under its own refusal message).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (loggedIn) void goToLanding();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const outcome = await signIn(values);
    setBusy(false);
    if (!outcome.ok) {
      setError({ message: outcome.message, field: outcome.field });
      refs[outcome.field === 'password' ? 'password' : 'userName'].current?.focus();
      // A field's message stands under the field; the server's answers are also toasted.
      if (!outcome.field) notifyLater('error', outcome.message);
      return;
    }
    notifyLater('success', Messages.login.success);
    await goToLanding();
  }

  const fieldError = (field: FieldName) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="tac-login__error">
        {error.message}
      </p>
    ) : null;
  const invalidProps = (field: FieldName) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <main className="tac-login">
      <style>{LOGIN_CSS}</style>
      <section className="tac-login__card" aria-labelledby={`${id}-title`}>
        <div className="tac-login__head">
          <h1 id={`${id}-title`} className="tac-login__title">
            {Messages.appTitle}
          </h1>
          <p className="tac-login__subtitle">
            {admin ? 'System administrator sign-in' : 'Sign in to continue'}
          </p>
        </div>
        {passwordForm ? (
          <form className="tac-login__form" onSubmit={submit} noValidate>
            {LOGIN_FIELDS.map(({ field, label, type, autoComplete }) => (
              <div key={field} className="tac-login__field">
                <label className="tac-login__label" htmlFor={`${id}-${field}`}>
                  {label}
                </label>
                <input
                  ref={refs[field]}
                  id={`${id}-${field}`}
                  className="tac-login__input"
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  // biome-ignore lint/a11y/noAutofocus: the sign-in page has one job
                  autoFocus={field === 'userName'}
                  value={values[field]}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  {...invalidProps(field)}
                />
                {fieldError(field)}
              </div>
            ))}
            {error && !error.field && (
              <p role="alert" className="tac-login__alert">
                {error.message}
              </p>
            )}
            <button type="submit" className="tac-login__button" disabled={busy} aria-busy={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
            {ssoEnabled && (
              <button
                type="button"
                className="tac-login__button tac-login__button--outline"
                onClick={startSingleSignOn}
              >
                {Messages.sso.button}
              </button>
            )}
          </form>
        ) : (
          <div className="tac-login__form">
            <button type="button" className="tac-login__button" onClick={startSingleSignOn}>
              {Messages.sso.button}
            </button>
          </div>
        )}
      </section>
      <LoginFooter />
    </main>
  );
}
