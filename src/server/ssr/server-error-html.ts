// The last resort when React itself cannot render a shell: a plain page that still helps the reader.
export function serverErrorHtml(productName: string): string {
  const name = productName.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong · ${name}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><h1>Something went wrong on our side</h1><p>We could not show this page. Try again in a moment; if it keeps happening, contact support.</p><p><a href="/">Go to the ${name} home page</a></p></body></html>`;
}
