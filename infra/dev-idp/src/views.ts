import escapeHtml from 'escape-html';
/** The spec's message for a failed sign-in. */
export const WRONG_CREDENTIALS = 'Wrong Email or Password';

export interface Page {
  html: string;
  /** Content-Security-Policy for the page (inline styles only, scripts only by nonce). */
  csp: string;
}

function csp(withScript: boolean): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    // Scripts only from files this provider serves: never inline.
    withScript ? "script-src 'self'" : undefined,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

// Theme constants from the spec: primary #314671, danger #EA5455, dark #1E1E1E.
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.45;color:#1E1E1E;background:#F3F4F8;display:flex;align-items:center;justify-content:center;padding:24px}
main{width:100%;max-width:400px;background:#fff;border-radius:10px;box-shadow:0 4px 24px rgba(30,30,30,.08);padding:36px 32px 28px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:28px;color:#314671}
.brand svg{flex:none}
.brand span{font-size:22px;font-weight:700;letter-spacing:.2px}
h1{font-size:20px;font-weight:600;margin:0 0 4px}
p.lead{margin:0 0 22px;color:#6E6B7B}
label{display:block;font-size:13px;font-weight:600;margin:0 0 6px}
input{display:block;width:100%;height:42px;padding:0 12px;font:inherit;color:inherit;border:1px solid #D8D6DE;border-radius:6px;background:#fff;margin:0 0 18px}
input:focus{outline:none;border-color:#314671;box-shadow:0 0 0 3px rgba(49,70,113,.18)}
button{display:block;width:100%;height:42px;border:0;border-radius:6px;background:#314671;color:#fff;font:inherit;font-weight:600;cursor:pointer;margin-top:6px}
button:hover{background:#283a5e}
button:focus-visible{outline:3px solid rgba(49,70,113,.35);outline-offset:2px}
.alert{margin:0 0 20px;padding:10px 12px;border-radius:6px;background:rgba(234,84,85,.12);color:#EA5455;font-weight:600}
footer{margin-top:22px;font-size:12px;color:#8E8C96;text-align:center}
`;

const LOGO = `<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true"><rect width="34" height="34" rx="8" fill="#314671"/><path d="M7 13 17 7l10 6z" fill="#fff"/><rect x="9" y="15" width="3" height="10" fill="#fff"/><rect x="15.5" y="15" width="3" height="10" fill="#fff"/><rect x="22" y="15" width="3" height="10" fill="#fff"/><rect x="7" y="26" width="20" height="2" fill="#fff"/></svg>`;

function layout(title: string, body: string, scriptSrc?: string): Page {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portico</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>Portico</span></div>
${body}
<footer>Portico development identity provider</footer>
</main>
${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}"></script>` : ''}
</body>
</html>`;
  return { html, csp: csp(Boolean(scriptSrc)) };
}

export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  /** Email to prefill (the last attempt, or the client's login_hint). */
  email?: string;
  error?: string;
  /** The console's "forgot password" page. */
  forgotPasswordUrl?: string;
}

export function loginPage({ action, email = '', error, forgotPasswordUrl }: LoginPageInput): Page {
  const focusPassword = email !== '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Property management console</p>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${focusPassword ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>${forgotPasswordUrl ? `\n<p class="lead"><a href="${escapeHtml(forgotPasswordUrl)}">Forgot password?</a></p>` : ''}`,
  );
}

export function messagePage(title: string, message: string): Page {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="lead">${escapeHtml(message)}</p>`);
}

/**
 * The library always asks before ending a session; the console has already decided to sign
 * out, so the confirmation form submits itself (with a button when scripts are off).
 * `form` is the library's hidden-field form with id "op.logoutForm".
 */
export function logoutPage(form: string, scriptSrc: string): Page {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>
${withLogout}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`,
    scriptSrc,
  );
}

/** Served at `<mount>/assets/logout.js`: submits the sign-out confirmation (see logoutPage). */
export const LOGOUT_SCRIPT = `document.getElementById('op.logoutForm').submit();\n`;
