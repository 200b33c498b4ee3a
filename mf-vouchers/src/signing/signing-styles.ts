/**
 * The signing page draws without the design system, as the host's sign-in page does
 * (host/src/login/login-styles.ts): a customer opens it once, on a phone, and the design system with
 * its cache would be most of what that phone fetches and runs before the page can draw
 * (shared/docs/benchmarks.md). The values mirror the console's theme tokens (blue accent, gray
 * text and borders, the same radius and type scale). Controls are at least 44px tall for a finger;
 * fields are 16px so a phone does not zoom into them.
 */
export const SIGNING_CSS = `
body:has(.tac-sign){margin:0}
.tac-sign{min-height:100vh;margin:0;box-sizing:border-box;background:#fff;color:#18181b;font-family:Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;-webkit-text-size-adjust:100%}
.tac-sign *,.tac-sign *::before,.tac-sign *::after{box-sizing:border-box}
.tac-sign__page{max-width:40rem;margin:0 auto;padding:16px 16px 32px;display:flex;flex-direction:column;gap:20px}
@media (min-width:640px){.tac-sign{background:#f4f4f5;padding:32px 16px}.tac-sign__page{background:#fff;border-radius:8px;box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3);padding:32px}}
.tac-sign h1,.tac-sign h2,.tac-sign h3{margin:0;line-height:1.3;font-weight:600}
.tac-sign h1{font-size:22px;font-weight:700}
.tac-sign h2{font-size:18px}
.tac-sign h3{font-size:15px}
.tac-sign p{margin:0}
.tac-sign__muted{color:#52525b}
.tac-sign__small{font-size:14px}
.tac-sign__xs{font-size:12px}
.tac-sign__stack{display:flex;flex-direction:column;gap:16px}
.tac-sign__stack--tiny{gap:4px}
.tac-sign__stack--tight{gap:8px}
.tac-sign__stack--loose{gap:24px}
.tac-sign__rule{border:0;border-top:1px solid #e4e4e7;margin:8px 0}
.tac-sign__sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.tac-sign__field{display:flex;flex-direction:column;gap:6px}
.tac-sign__label{font-size:14px;font-weight:500}
.tac-sign__required{color:#dc2626}
.tac-sign__input{width:100%;min-height:44px;padding:8px 12px;border:1px solid #8b8b94;border-radius:6px;font:inherit;font-size:16px;color:inherit;background:#fff}
textarea.tac-sign__input{min-height:88px;resize:vertical}
.tac-sign__input:focus-visible{outline:2px solid #2563eb;outline-offset:0;border-color:#2563eb}
.tac-sign__input[aria-invalid=true]{border-color:#dc2626}
.tac-sign__input[aria-invalid=true]:focus-visible{outline-color:#dc2626}
.tac-sign__input--code{font-size:20px;letter-spacing:.3em}
.tac-sign__hint{font-size:13px;color:#52525b}
.tac-sign__error{font-size:13px;color:#b91c1c}
.tac-sign__button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 16px;border:1px solid transparent;border-radius:6px;font:inherit;font-size:15px;font-weight:500;line-height:1.2;text-align:center;cursor:pointer}
.tac-sign__button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.tac-sign__button:disabled{cursor:not-allowed;opacity:.55}
.tac-sign__button[aria-busy=true]{cursor:progress;opacity:.8}
.tac-sign__button--primary{background:#2563eb;color:#fff}
.tac-sign__button--primary:hover:not(:disabled){background:#1d4ed8}
.tac-sign__button--danger{background:#dc2626;color:#fff}
.tac-sign__button--danger:hover:not(:disabled){background:#b91c1c}
.tac-sign__button--danger:focus-visible{outline-color:#dc2626}
.tac-sign__button--outline{background:#fff;color:#18181b;border-color:#8b8b94}
.tac-sign__button--outline:hover:not(:disabled){background:#f4f4f5}
.tac-sign__button--outline[aria-expanded=true]{background:#eff6ff;border-color:#2563eb;color:#1e40af}
.tac-sign__button--link{min-height:0;padding:2px 0;border:0;background:none;color:#1d4ed8;font-size:inherit;text-decoration:underline;text-underline-offset:2px}
.tac-sign__button--link:hover:not(:disabled){color:#1e3a8a}
.tac-sign__button--small{min-height:36px;padding:0 12px;font-size:14px}
.tac-sign__button--block{width:100%}
.tac-sign__opened{padding:4px 0 12px 14px;border-left:3px solid #bfdbfe}
.tac-sign__opened[hidden]{display:none}
.tac-sign__actions{display:flex;flex-wrap:wrap;gap:12px}
.tac-sign__spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:tac-sign-spin .7s linear infinite}
@keyframes tac-sign-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.tac-sign__spinner{animation-duration:2.4s}}
.tac-sign__loading{display:flex;justify-content:center;padding:40px;color:#2563eb;font-size:32px}
.tac-sign__check{display:flex;gap:12px;align-items:flex-start;font-size:15px;cursor:pointer}
.tac-sign__check input{width:20px;height:20px;margin:1px 0 0;flex-shrink:0;accent-color:#2563eb;cursor:inherit}
.tac-sign__check input:focus-visible,.tac-sign__choice input:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.tac-sign__check input:disabled{cursor:default}
.tac-sign__agreed{display:block}
.tac-sign__statement{display:flex;flex-direction:column;gap:12px;padding:16px;border:1px solid #8b8b94;border-radius:8px;background:#fafafa}
.tac-sign__fieldset{display:flex;flex-direction:column;gap:8px;min-width:0;margin:0;padding:0;border:0}
.tac-sign__fieldset legend{padding:0;margin-bottom:2px;font-size:14px;font-weight:500}
.tac-sign__choices{display:flex;gap:24px}
.tac-sign__choice{display:flex;align-items:center;gap:8px;min-height:44px;font-size:15px;cursor:pointer}
.tac-sign__choice input{width:20px;height:20px;margin:0;accent-color:#2563eb;cursor:inherit}
.tac-sign__pad{display:block;width:100%;height:auto;aspect-ratio:3/1;background:#fff;border:1px solid #8b8b94;border-radius:6px;touch-action:none;cursor:crosshair}
.tac-sign__pad-foot{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
.tac-sign__typed{min-height:64px;padding:0 8px;border-bottom:2px solid #71717a;font-size:30px;line-height:1.6;overflow-wrap:anywhere}
.tac-sign__facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;font-size:14px}
.tac-sign__facts dt{color:#52525b}
.tac-sign__facts dd{margin:0;overflow-wrap:anywhere}
.tac-sign__scroll{overflow-x:auto}
.tac-sign__table{width:100%;border-collapse:collapse;font-size:14px}
.tac-sign__table th{padding:4px 12px 4px 0;font-size:12px;font-weight:500;color:#52525b;text-align:start}
.tac-sign__table td{padding:8px 12px 8px 0;border-top:1px solid #e4e4e7;vertical-align:top}
.tac-sign__table .tac-sign__end{padding-right:0;text-align:end;white-space:nowrap}
.tac-sign__list{margin:0;padding-inline-start:20px;font-size:14px;list-style:disc}
.tac-sign__notes{font-size:14px;white-space:pre-wrap}
.tac-sign__notices{position:fixed;right:0;bottom:0;left:0;z-index:10;display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px;pointer-events:none}
.tac-sign__notice{display:flex;align-items:flex-start;gap:12px;width:100%;max-width:28rem;padding:12px 12px 12px 16px;border-radius:8px;color:#fff;font-size:14px;box-shadow:0 4px 12px rgba(24,24,27,.25);pointer-events:auto}
.tac-sign__notice--success{background:#15803d}
.tac-sign__notice--error{background:#b91c1c}
.tac-sign__notice-text{flex:1}
.tac-sign__notice-text p+p{font-size:12px;opacity:.9}
.tac-sign__notice button{min-width:32px;min-height:32px;padding:0;border:0;border-radius:4px;background:none;color:inherit;font:inherit;font-size:20px;line-height:1;cursor:pointer}
.tac-sign__notice button:focus-visible{outline:2px solid #fff}
`;
