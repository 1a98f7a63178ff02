// The identity provider's HTML: sign-in form, messages, sign-out confirmation and error pages. Plain
// server-rendered pages: no script, nothing from other origins (the stylesheet and Roboto are served by
// the provider itself), every value escaped. Every word comes from the page's language (language.ts).
import { IDENTITY_FONT_FACES } from './fonts.ts';
import { ENGLISH, joinSentences, type Language } from './language.ts';
import { escapeHtml, htmlWithMarkup } from '../../shared/i18n/markup.ts';

export { escapeHtml };

/** Where the pages' stylesheet is served, under the provider's mount path. */
export const STYLESHEET_PATH = '/assets/identity.css';

/** What every page of the provider shares: product name, home link, stylesheet. */
export interface PageFrame {
  productName: string;
  /** The site's home (the registration header's logo links there); '/' when unknown. */
  homeUrl?: string | undefined;
  /** Mount path of the provider ('' at the root), for the stylesheet URL. */
  mountPath?: string | undefined;
  /** The page's language (default English). */
  language?: Language | undefined;
}

/** docs/product.md §4 registration header: logo → home; each link shown only when its url is given. */
export interface RegistrationLinks {
  logInUrl?: string | undefined;
  signUpUrl?: string | undefined;
}

function layout(frame: PageFrame, title: string, main: string, links: RegistrationLinks = {}): string {
  const { locale, t } = frame.language ?? ENGLISH;
  const product = escapeHtml(frame.productName);
  const stylesheet = `${frame.mountPath ?? ''}${STYLESHEET_PATH}`;
  const logIn = links.logInUrl
    ? `<p class="switch">${escapeHtml(t('frame.haveAccount'))} <a href="${escapeHtml(links.logInUrl)}">${escapeHtml(t('frame.logIn'))}</a></p>`
    : '';
  const signUp = links.signUpUrl
    ? `<p class="switch">${escapeHtml(t('frame.needAccount'))} <a href="${escapeHtml(links.signUpUrl)}">${escapeHtml(t('frame.signUp'))}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
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
<nav aria-label="${escapeHtml(t('frame.accountNav'))}">${logIn}${signUp}</nav>
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
  const { t } = page.language ?? ENGLISH;
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    page,
    t('login.title'),
    `<h1>${escapeHtml(t('login.heading', { productName: page.productName }))}</h1>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="email">${escapeHtml(t('field.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(page.email)}"${invalid}>
<label for="password">${escapeHtml(t('field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}>
<button class="primary" type="submit">${escapeHtml(t('login.submit'))}</button>
</form>
<form method="post" action="${escapeHtml(page.abortAction)}">
<button class="ghost" type="submit">${escapeHtml(t('action.cancel'))}</button>
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
  const { t } = page.language ?? ENGLISH;
  const invalid = (field: SignUpPage['errorField']) =>
    page.error && page.errorField === field ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    page,
    t('signup.title'),
    `<h1>${escapeHtml(t('signup.heading', { productName: page.productName }))}</h1>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="email">${escapeHtml(t('field.email'))}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(page.values.email)}"${invalid('email')}>
<label for="password">${escapeHtml(t('field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${page.minPasswordLength}" maxlength="128" aria-describedby="password-hint"${invalid('password')}>
<p class="hint" id="password-hint">${escapeHtml(t('signup.passwordHint', { min: page.minPasswordLength }))}</p>
<fieldset>
<legend>${escapeHtml(t('signup.personaLegend'))}</legend>
<p class="hint">${escapeHtml(t('signup.personaHint'))}</p>
<label for="name">${escapeHtml(t('signup.name'))}</label>
<input id="name" name="name" type="text" autocomplete="nickname" maxlength="80" value="${escapeHtml(page.values.name)}"${invalid('name')}>
<label for="handle">${escapeHtml(t('signup.handle'))}</label>
<input id="handle" name="handle" type="text" autocapitalize="none" spellcheck="false" maxlength="40" value="${escapeHtml(page.values.handle)}"${invalid('handle')}>
</fieldset>
<button class="primary" type="submit">${escapeHtml(t('signup.submit'))}</button>
</form>
<form method="post" action="${escapeHtml(page.abortAction)}">
<button class="ghost" type="submit">${escapeHtml(t('action.cancel'))}</button>
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
  return layout(
    { productName, ...frame },
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${link}`,
  );
}

/** After sign-up, whatever the email: the same page (who is registered is told by email only). */
export function renderCheckEmailPage(
  page: PageFrame & { email: string; sandboxInboxUrl?: string | undefined },
): string {
  const { t } = page.language ?? ENGLISH;
  // Where no mail provider runs (the demo), the page says so and leads to the sandbox outbox for that address.
  const sandbox = page.sandboxInboxUrl
    ? `\n<p class="hint">${htmlWithMarkup((slots) => t('checkEmail.sandbox', slots), {
        link: `<a href="${escapeHtml(page.sandboxInboxUrl)}">${escapeHtml(t('checkEmail.sandboxLink'))}</a>`,
      })}</p>`
    : '';
  return layout(
    page,
    t('checkEmail.title'),
    `<h1>${escapeHtml(t('checkEmail.title'))}</h1>
<p role="status">${htmlWithMarkup((slots) => t('checkEmail.sent', slots), { email: `<strong>${escapeHtml(page.email)}</strong>` })}</p>
<p class="hint">${escapeHtml(t('checkEmail.nothing'))}</p>${sandbox}`,
  );
}

/** The email link's page: one button, so opening the link (or a mail scanner fetching it) changes nothing. */
export function renderConfirmPage(page: PageFrame & { action: string; token: string }): string {
  const { t } = page.language ?? ENGLISH;
  return layout(
    page,
    t('confirm.title'),
    `<h1>${escapeHtml(t('signup.heading', { productName: page.productName }))}</h1>
<p>${escapeHtml(t('confirm.body'))}</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<button class="primary" type="submit">${escapeHtml(t('confirm.submit'))}</button>
</form>`,
  );
}

/** The first web address in a sandbox message as a link, so the demo needs no copying (our messages carry
 * one link at most: the sign-up confirmation). */
function mailLink(text: string, linkText: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  return url ? `\n<p><a class="button-link" href="${escapeHtml(url)}">${escapeHtml(linkText)}</a></p>` : '';
}

/** The sandbox outbox of one address (development and tests): what would have been emailed. */
export function renderSandboxInboxPage(
  page: PageFrame & { to: string; messages: readonly { subject: string; text: string; sentAt: Date }[] },
): string {
  const { t } = page.language ?? ENGLISH;
  const list = page.messages
    .map(
      (message) => `<article class="mail">
<h2>${escapeHtml(message.subject)}</h2>
<p class="hint">${escapeHtml(message.sentAt.toISOString())}</p>
<pre>${escapeHtml(message.text)}</pre>${mailLink(message.text, t('sandbox.openLink'))}
</article>`,
    )
    .join('\n');
  return layout(
    page,
    t('sandbox.title'),
    `<h1>${escapeHtml(t('sandbox.title'))}</h1>
<p class="hint">${escapeHtml(t('sandbox.intro'))}</p>
<form method="get">
<label for="to">${escapeHtml(t('sandbox.address'))}</label>
<input id="to" name="to" type="email" required value="${escapeHtml(page.to)}">
<button class="primary" type="submit">${escapeHtml(t('sandbox.show'))}</button>
</form>
${page.to && page.messages.length === 0 ? `<p>${escapeHtml(t('sandbox.none'))}</p>` : list}`,
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
export function renderLogoutPage(
  productName: string,
  form: string,
  frame: Omit<PageFrame, 'productName'> = {},
): string {
  const { t } = frame.language ?? ENGLISH;
  return layout(
    { productName, ...frame },
    t('logout.title'),
    `<h1>${escapeHtml(t('logout.heading', { productName }))}</h1>
${form}
<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t('logout.yes'))}</button>
<button class="ghost" type="submit" form="op.logoutForm">${escapeHtml(t('logout.no'))}</button>`,
  );
}

/**
 * oidc-provider's error page (a request it cannot redirect back to the client). Its description is
 * oidc-provider's own English, so the page says what to do in the page's language and names the error
 * code for support.
 */
export function renderErrorPage(
  productName: string,
  out: Record<string, string | undefined>,
  frame: Omit<PageFrame, 'productName'> = {},
): string {
  const language = frame.language ?? ENGLISH;
  return renderMessagePage(
    productName,
    language.t('error.title'),
    joinSentences([language.t('error.body'), `(${out.error ?? 'error'})`]),
    frame,
  );
}
