/**
 * The release scripts talk to the running API as a SystemAdmin, like the Releases screen: the change
 * is audited under that user, checked by the same code, and reaches every replica at once. (Writing
 * the database directly would need the embedded database's folder, which the running API holds.)
 *
 * TAC_API_URL: the API (default http://127.0.0.1:<PORT or 8080>). TAC_ADMIN_USER and
 * TAC_ADMIN_PASSWORD: a SystemAdmin's sign-in; left out, the demo SystemAdmin (demo mode only).
 */
const API_URL = process.env.TAC_API_URL ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
const USER = process.env.TAC_ADMIN_USER ?? 'sysadmin@demo.local';
const PASSWORD = process.env.TAC_ADMIN_PASSWORD ?? 'TimeAdmin#2026';

export class ReleaseApiError extends Error {}

async function send(method, path, body, token) {
  let response;
  try {
    response = await fetch(API_URL + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ReleaseApiError(
      `the API at ${API_URL} did not answer (${error.cause?.code ?? error.message}): start it, or set TAC_API_URL`,
    );
  }
  const envelope = await response
    .json()
    .catch(() => ({ success: false, message: `HTTP ${response.status}` }));
  if (!response.ok || !envelope.success)
    throw new ReleaseApiError(envelope.message || `HTTP ${response.status}`);
  return envelope.data;
}

/** Signs in once and returns a caller for the SystemAdmin calls. */
export async function releaseApi() {
  let token;
  try {
    ({ token } = await send('POST', '/api/Account/Login', { UserName: USER, Password: PASSWORD }));
  } catch (error) {
    throw new ReleaseApiError(
      `cannot sign in as ${USER}: ${error.message} (set TAC_ADMIN_USER and TAC_ADMIN_PASSWORD)`,
    );
  }
  const call = (method, path, body) => send(method, path, body, token);
  return {
    url: API_URL,
    register: (name, version) => call('POST', '/api/Remotes/RegisterRelease', { name, version }),
    rollout: (request) => call('POST', '/api/Remotes/Rollout', request),
    promote: (name) => call('POST', '/api/Remotes/Promote', { name }),
    rollback: (name) => call('POST', '/api/Remotes/Rollback', { name }),
    releases: () => call('GET', '/api/Remotes/Releases'),
    logout: () => call('POST', '/api/Account/Logout').catch(() => undefined),
  };
}
