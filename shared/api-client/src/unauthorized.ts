/**
 * What happens when the server answers 401: the host registers a handler that ends the session and
 * returns the user to sign-in with a message. Kept pluggable so the client does not know about routes.
 */
type UnauthorizedHandler = (message: string) => void;

let handler: UnauthorizedHandler | undefined;

export function onUnauthorized(next: UnauthorizedHandler | undefined): void {
  handler = next;
}

export function notifyUnauthorized(message: string): void {
  handler?.(message);
}
