import { Type } from 'typebox';

/** Public settings the host reads before sign-in (GET /api/config). */
export const ConsoleConfigSchema = Type.Object({
  ssoEnabled: Type.Boolean(),
  landingVariant: Type.Union([Type.Literal(1), Type.Literal(2)]),
  version: Type.String(),
  /** The office's support address (`TAC_SUPPORT_EMAIL`); null when none is set. */
  supportEmail: Type.Union([Type.String(), Type.Null()]),
  /**
   * `TAC_PASSWORD_SIGN_IN`: 'admin-only' leaves password sign-in to SystemAdmin on /Admin, and /Login
   * then shows the single sign-on button alone.
   */
  passwordSignIn: Type.Union([Type.Literal('all'), Type.Literal('admin-only')]),
});
