// GET /sign-out: a page with the 'Sign out' button, never the sign-out itself. A GET must not change
// state (an <img src="/sign-out"> or a prefetch would otherwise sign visitors out); the button POSTs,
// and the same-origin check refuses cross-site posts. Plain HTML, styled by one nonce'd <style>.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function signOutPageHtml(options: { productName: string; email: string | null; signedIn: boolean; styleNonce: string }): string {
  const name = escapeHtml(options.productName);
  const who = options.email ? ` as <strong>${escapeHtml(options.email)}</strong>` : '';
  const body = options.signedIn
    ? `<h1>Sign out of ${name}?</h1><p>You are signed in${who}. Signing out ends this session on every device it was copied to.</p>
<form method="post" action="/sign-out"><button type="submit">Sign out</button> <a href="/">Stay signed in</a></form>`
    : `<h1>You are signed out</h1><p><a href="/">Go to the ${name} home page</a> or <a href="/sign-in">log in</a>.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign out · ${name}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(options.styleNonce)}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#5b3df5;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #5b3df5;outline-offset:2px}form a{margin-left:1rem}</style></head>
<body><main>${body}</main></body></html>`;
}
