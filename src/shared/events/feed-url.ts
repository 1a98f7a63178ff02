// The personal calendar feed's addresses on this site (pure, no zod: the browser shows them).
/** https:// to copy, webcal:// to subscribe with one click (calendar apps poll either). */
export function feedUrls(publicUrl: string, secret: string): { httpsUrl: string; webcalUrl: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const httpsUrl = `${base}/calendar/${secret}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}
