// The identity provider's HTML: sign-in form, messages, sign-out confirmation and error pages. Plain
// server-rendered pages: no script, nothing from other origins (the stylesheet and Roboto are served by
// the provider itself), every value escaped.
import { IDENTITY_FONT_FACES } from './fonts.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Where the pages' stylesheet is served, under the provider's mount path. */
export const STYLESHEET_PATH = '/assets/identity.css';

/** What every page of the provider shares: product name, home link, stylesheet. */
export interface PageFrame {
  productName: string;
  /** The site's home (the registration header's logo links there); '/' when unknown. */
  homeUrl?: string | undefined;
  /** Mount path of the provider ('' at the root), for the stylesheet URL. */
  mountPath?: string | undefined;
}

/** docs/product.md §4 registration header: logo → home; each link shown only when its url is given. */
export interface RegistrationLinks {
  logInUrl?: string | undefined;
  signUpUrl?: string | undefined;
}

function layout(frame: PageFrame, title: string, main: string, links: RegistrationLinks = {}): string {
  const product = escapeHtml(frame.productName);
  const stylesheet = `${frame.mountPath ?? ''}${STYLESHEET_PATH}`;
  const logIn = links.logInUrl
    ? `<p class="switch">Already have an account? <a href="${escapeHtml(links.logInUrl)}">Log in</a></p>`
    : '';
  const signUp = links.signUpUrl
    ? `<p class="switch">Need an account? <a href="${escapeHtml(links.signUpUrl)}">Sign up</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${product}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<header class="registration-header">
<a class="logo" href="${escapeHtml(frame.homeUrl ?? '/')}"><span class="mark" aria-hidden="true"></span>${product}</a>
<nav aria-label="Account">${logIn}${signUp}</nav>
</header>
<main class="card">
${main}
</main>
</body>
</html>
`;
}

export interface LoginPage extends PageFrame {
  action: string;
  abortAction: string;
  email: string;
  error?: string | undefined;
  /** 'Need an account? Sign up' (the sign-up screen of this same sign-in). */
  signUpUrl?: string | undefined;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

export function renderLoginPage(page: LoginPage): string {
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    page,
    'Log in',
    `<h1>Log in to ${escapeHtml(page.productName)}</h1>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(page.email)}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}>
<button class="primary" type="submit">Log in</button>
</form>
<form method="post" action="${escapeHtml(page.abortAction)}">
<button class="ghost" type="submit">Cancel</button>
</form>`,
    { signUpUrl: page.signUpUrl },
  );
}

export interface SignUpPage extends PageFrame {
  action: string;
  abortAction: string;
  logInUrl: string;
  values: { email: string; handle: string; name: string };
  error?: string | undefined;
  /** Which field the error is about (it gets aria-invalid). */
  errorField?: 'email' | 'password' | 'handle' | 'name' | undefined;
  minPasswordLength: number;
}

export function renderSignUpPage(page: SignUpPage): string {
  const invalid = (field: SignUpPage['errorField']) =>
    page.error && page.errorField === field ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    page,
    'Sign up',
    `<h1>Create your ${escapeHtml(page.productName)} account</h1>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(page.values.email)}"${invalid('email')}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${page.minPasswordLength}" maxlength="128" aria-describedby="password-hint"${invalid('password')}>
<p class="hint" id="password-hint">At least ${page.minPasswordLength} characters, hard to guess: a few unrelated words work well.</p>
<fieldset>
<legend>Your persona (optional)</legend>
<p class="hint">Your avatar's public name and handle. You can also create it later in the desktop client.</p>
<label for="name">Avatar name</label>
<input id="name" name="name" type="text" autocomplete="nickname" maxlength="80" value="${escapeHtml(page.values.name)}"${invalid('name')}>
<label for="handle">Avatar handle</label>
<input id="handle" name="handle" type="text" autocapitalize="none" spellcheck="false" maxlength="40" value="${escapeHtml(page.values.handle)}"${invalid('handle')}>
</fieldset>
<button class="primary" type="submit">Create account</button>
</form>
<form method="post" action="${escapeHtml(page.abortAction)}">
<button class="ghost" type="submit">Cancel</button>
</form>`,
    { logInUrl: page.logInUrl },
  );
}

export function renderMessagePage(
  productName: string,
  title: string,
  message: string,
  frame: Omit<PageFrame, 'productName'> & { linkUrl?: string | undefined; linkText?: string | undefined } = {},
): string {
  const link =
    frame.linkUrl && frame.linkText
      ? `\n<p><a class="button-link" href="${escapeHtml(frame.linkUrl)}">${escapeHtml(frame.linkText)}</a></p>`
      : '';
  return layout({ productName, ...frame }, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${link}`);
}

/** After sign-up, whatever the email: the same page (who is registered is told by email only). */
export function renderCheckEmailPage(page: PageFrame & { email: string; sandboxInboxUrl?: string | undefined }): string {
  // Where no mail provider runs (the demo), the page says so and leads to the sandbox outbox for that address.
  const sandbox = page.sandboxInboxUrl
    ? `\n<p class="hint">This is a demonstration: no mail leaves this server. <a href="${escapeHtml(page.sandboxInboxUrl)}">Open the sandbox outbox</a> to read the message.</p>`
    : '';
  return layout(
    page,
    'Check your email',
    `<h1>Check your email</h1>
<p role="status">We sent a message to <strong>${escapeHtml(page.email)}</strong>. Open the link in it to finish creating your account; it works for one hour.</p>
<p class="hint">Nothing there after a few minutes? Look in your spam folder, or sign up again.</p>${sandbox}`,
  );
}

/** The email link's page: one button, so opening the link (or a mail scanner fetching it) changes nothing. */
export function renderConfirmPage(page: PageFrame & { action: string; token: string }): string {
  return layout(
    page,
    'Create your account',
    `<h1>Create your ${escapeHtml(page.productName)} account</h1>
<p>Your email is confirmed once you press the button.</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<button class="primary" type="submit">Create my account</button>
</form>`,
  );
}

/** The first web address in a sandbox message as a link, so the demo needs no copying (our messages carry
 * one link at most: the sign-up confirmation). */
function mailLink(text: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  return url ? `\n<p><a class="button-link" href="${escapeHtml(url)}">Open the link in this message</a></p>` : '';
}

/** The sandbox outbox of one address (development and tests): what would have been emailed. */
export function renderSandboxInboxPage(
  page: PageFrame & { to: string; messages: readonly { subject: string; text: string; sentAt: Date }[] },
): string {
  const list = page.messages
    .map(
      (message) => `<article class="mail">
<h2>${escapeHtml(message.subject)}</h2>
<p class="hint">${escapeHtml(message.sentAt.toISOString())}</p>
<pre>${escapeHtml(message.text)}</pre>${mailLink(message.text)}
</article>`,
    )
    .join('\n');
  return layout(
    page,
    'Sandbox mail',
    `<h1>Sandbox mail</h1>
<p class="hint">Development outbox: messages are kept here instead of being delivered. Nothing was emailed.</p>
<form method="get">
<label for="to">Address</label>
<input id="to" name="to" type="email" required value="${escapeHtml(page.to)}">
<button class="primary" type="submit">Show messages</button>
</form>
${page.to && page.messages.length === 0 ? '<p>No messages to this address.</p>' : list}`,
  );
}

/** The provider's stylesheet: the product's tokens and its Roboto (served beside it), nothing external. */
export const IDENTITY_STYLESHEET = `${IDENTITY_FONT_FACES}
:root{--primary:#21bccf;--primary-strong:#0a7482;--error:#e6002e;--text:#141a23;--muted:#4d5767;--border:#b9c2ce;--page:#f5f7fa}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--page);color:var(--text);font:16px/1.5 Roboto,system-ui,-apple-system,"Segoe UI",sans-serif}
.registration-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;min-height:60px;padding:.5rem 1.25rem;background:#0b1220;color:#dbe3ee}
.registration-header a{color:#fff}
.logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;text-decoration:none}
.mark{width:22px;height:22px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#8ff0fb,var(--primary) 60%,#0a7482)}
.switch{margin:0;font-size:.9375rem}
.card{width:min(100% - 2rem,440px);margin:2.5rem auto 5rem;padding:2rem 1.75rem;background:#fff;border:1px solid #dbe1e8;border-radius:16px;box-shadow:0 12px 32px -20px rgb(11 18 32/.45)}
h1{margin:0 0 1.25rem;font-size:1.5rem;line-height:1.25}
label{display:block;margin:.875rem 0 .25rem;font-weight:500}
input{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid var(--border);border-radius:8px;font:inherit;color:inherit;background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--primary-strong);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error);box-shadow:0 0 0 1px var(--error)}
fieldset{margin:1.25rem 0 0;padding:.25rem 1rem 1rem;border:1px solid #dbe1e8;border-radius:12px}
legend{padding:0 .375rem;font-weight:700}
.hint{margin:.25rem 0 0;color:var(--muted);font-size:.875rem}
.error{margin:0 0 .5rem;padding:.625rem .875rem;border-radius:8px;background:#fdecef;color:#a1001f;font-weight:500}
button{width:100%;min-height:44px;margin-top:1.25rem;border:1px solid transparent;border-radius:30px;font:inherit;font-weight:500;cursor:pointer}
.primary{background:var(--primary);color:#04262b}
.primary:hover{background:#3fcadb}
.ghost{margin-top:.5rem;background:transparent;color:var(--muted)}
.ghost:hover{color:var(--text);background:#eceff4}
.button-link{font-weight:500;color:var(--primary-strong)}
pre{white-space:pre-wrap;word-break:break-all;background:var(--page);padding:.75rem;border-radius:8px}
.mail h2{font-size:1.0625rem;margin:1.25rem 0 0}
@media (max-width:40em){.card{margin-top:1rem;padding:1.5rem 1.125rem}}
`;

/** The sign-out confirmation; `form` is oidc-provider's own hidden form (with its CSRF token). */
export function renderLogoutPage(productName: string, form: string, frame: Omit<PageFrame, 'productName'> = {}): string {
  return layout(
    { productName, ...frame },
    'Sign out',
    `<h1>Sign out of ${escapeHtml(productName)}?</h1>
${form}
<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button class="ghost" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

/** oidc-provider's error page (a request it cannot redirect back to the client). */
export function renderErrorPage(
  productName: string,
  out: Record<string, string | undefined>,
  frame: Omit<PageFrame, 'productName'> = {},
): string {
  const description = out.error_description ?? 'The sign-in request is not valid.';
  return renderMessagePage(productName, 'Sign-in problem', `${description} (${out.error ?? 'error'})`, frame);
}
