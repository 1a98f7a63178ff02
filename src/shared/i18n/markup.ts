// A translated sentence with markup inside it ('We sent a message to <strong>…</strong>'), for pages
// written as HTML strings (the sign-in and sign-out pages): each language places the markup where its
// words put the placeholder; the words are escaped, the markup is inserted as given.
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** `message` is given a stand-in for each placeholder of `markup`; the stand-ins become the markup. */
export function htmlWithMarkup(
  message: (slots: Record<string, string>) => string,
  markup: Readonly<Record<string, string>>,
): string {
  const names = Object.keys(markup);
  const slotOf = (index: number) => `\u0000${index}\u0000`;
  let html = escapeHtml(message(Object.fromEntries(names.map((name, index) => [name, slotOf(index)]))));
  names.forEach((name, index) => {
    html = html.replace(slotOf(index), markup[name] ?? '');
  });
  return html;
}
