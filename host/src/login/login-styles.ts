/**
 * The sign-in page draws without Chakra: it is the first page every user loads, and Chakra with
 * emotion would be a third of its size budget (npm run bench:bundle). The values mirror the console's theme tokens (blue
 * accent, gray surfaces, the same radius, shadow and type scale) so the page matches the shell.
 */
export const LOGIN_CSS = `
.tac-login{min-height:100vh;margin:0;display:flex;flex-direction:column;gap:16px;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:#f4f4f5;font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b;line-height:1.5}
.tac-login *{box-sizing:border-box}
.tac-login__card{background:#fff;border-radius:8px;box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3);padding:32px;width:100%;max-width:384px}
.tac-login__head{text-align:center;margin-bottom:24px}
.tac-login__title{margin:0;font-size:20px;line-height:1.4;font-weight:700;letter-spacing:.025em;color:#1e3a8a}
.tac-login__subtitle{margin:4px 0 0;font-size:14px;color:#52525b}
.tac-login__form{display:flex;flex-direction:column;gap:16px}
.tac-login__field{display:flex;flex-direction:column;gap:6px}
.tac-login__label{font-size:14px;font-weight:500}
.tac-login__input{height:40px;padding:0 12px;border:1px solid #e4e4e7;border-radius:6px;font:inherit;font-size:14px;color:inherit;background:#fff;outline:none}
.tac-login__input:focus-visible{border-color:#2563eb;box-shadow:0 0 0 1px #2563eb}
.tac-login__input[aria-invalid=true]{border-color:#dc2626;box-shadow:0 0 0 1px #dc2626}
.tac-login__error{margin:0;font-size:12px;color:#dc2626}
.tac-login__alert{margin:0;font-size:14px;color:#b91c1c;background:#fef2f2;padding:8px;border-radius:6px}
.tac-login__button{display:flex;align-items:center;justify-content:center;text-decoration:none;height:40px;border-radius:6px;font:inherit;font-size:14px;font-weight:500;cursor:pointer;border:1px solid transparent;background:#2563eb;color:#fff}
.tac-login__button:hover:not(:disabled){background:#1d4ed8}
.tac-login__button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.tac-login__button:disabled{opacity:.7;cursor:progress}
.tac-login__button--outline{background:#fff;color:#18181b;border-color:#e4e4e7}
.tac-login__button--outline:hover:not(:disabled){background:#f4f4f5}
.tac-login__footer{display:flex;flex-wrap:wrap;gap:4px 16px;justify-content:center;font-size:12px;color:#52525b}
.tac-login__footer a{color:#1d4ed8}
body:has(.tac-login){margin:0}
`;
