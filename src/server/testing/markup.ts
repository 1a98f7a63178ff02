// A page as a reader sees it: without its scripts. The boot data carries the page language's whole
// message catalogue and the streamed query cache, so text that is not on the page can still be in them.
export function markupOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}
