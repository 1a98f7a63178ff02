// The identity provider's HTML: sign-in form, messages, sign-out confirmation and error pages. Plain
// server-rendered pages: no script, no external resources (fonts, styles), every value escaped.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export interface LoginPage {
  productName: string;
  action: string;
  abortAction: string;
  email: string;
  error?: string | undefined;
}

export function renderLoginPage(page: LoginPage): string {
  const error = page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · ${escapeHtml(page.productName)}</title>
</head>
<body>
<main>
<h1>Sign in to ${escapeHtml(page.productName)}</h1>
${error}
<form method="post" action="${escapeHtml(page.action)}">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(page.email)}"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="${escapeHtml(page.abortAction)}">
<p><button type="submit">Cancel</button></p>
</form>
</main>
</body>
</html>
`;
}

export function renderMessagePage(productName: string, title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(productName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}

/** The sign-out confirmation; `form` is oidc-provider's own hidden form (with its CSRF token). */
export function renderLogoutPage(productName: string, form: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out · ${escapeHtml(productName)}</title>
</head>
<body>
<main>
<h1>Sign out of ${escapeHtml(productName)}?</h1>
${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></p>
<p><button type="submit" form="op.logoutForm">No, stay signed in</button></p>
</main>
</body>
</html>
`;
}

/** oidc-provider's error page (a request it cannot redirect back to the client). */
export function renderErrorPage(productName: string, out: Record<string, string | undefined>): string {
  const description = out.error_description ?? 'The sign-in request is not valid.';
  return renderMessagePage(productName, 'Sign-in problem', `${description} (${out.error ?? 'error'})`);
}
