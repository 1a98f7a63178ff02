// Whether a request's Accept-Encoding lets a page be sent gzip-compressed (RFC 9110 §12.5.3): gzip or
// `*` with a quality above zero, and gzip not refused by name. No header means identity only.
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let gzip: number | null = null;
  let wildcard: number | null = null;
  for (const entry of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((piece) => piece.trim().toLowerCase());
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!Number.isFinite(quality)) continue;
    if (token === 'gzip' || token === 'x-gzip') gzip = quality;
    else if (token === '*') wildcard = quality;
  }
  if (gzip !== null) return gzip > 0;
  return wildcard !== null && wildcard > 0;
}
