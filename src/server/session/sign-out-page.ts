// GET /sign-out: a page with the 'Sign out' button, never the sign-out itself. A GET must not change
// state (an <img src="/sign-out"> or a prefetch would otherwise sign visitors out); the button POSTs,
// and the same-origin check refuses cross-site posts. Plain HTML, styled by one nonce'd <style>, in the
// page's language (docs/decisions/0044-lingui-for-languages.md).
import type { Locale } from '../../shared/i18n/locales.ts';
import { translator } from '../../client/i18n/catalogues.ts';
import { escapeHtml, htmlWithMarkup } from '../../shared/i18n/markup.ts';

export function signOutPageHtml(options: {
  productName: string;
  email: string | null;
  signedIn: boolean;
  styleNonce: string;
  locale: Locale;
}): string {
  const t = translator(options.locale);
  const productName = options.productName;
  const intro = options.email
    ? htmlWithMarkup((slots) => t('signOut.signedInAs', slots), {
        email: `<strong>${escapeHtml(options.email)}</strong>`,
      })
    : escapeHtml(t('signOut.signedIn'));
  const body = options.signedIn
    ? `<h1>${escapeHtml(t('signOut.heading', { productName }))}</h1><p>${intro}</p>
<form method="post" action="/sign-out"><button type="submit">${escapeHtml(t('shell.signOut'))}</button> <a href="/">${escapeHtml(t('signOut.stay'))}</a></form>`
    : `<h1>${escapeHtml(t('signOut.done'))}</h1><p>${htmlWithMarkup((slots) => t('signOut.next', slots), {
        home: `<a href="/">${escapeHtml(t('signOut.home', { productName }))}</a>`,
        logIn: `<a href="/sign-in">${escapeHtml(t('signOut.logIn'))}</a>`,
      })}</p>`;
  return `<!doctype html><html lang="${options.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('shell.signOut'))} · ${escapeHtml(productName)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(options.styleNonce)}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#5b3df5;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #5b3df5;outline-offset:2px}form a{margin-left:1rem}</style></head>
<body><main>${body}</main></body></html>`;
}
