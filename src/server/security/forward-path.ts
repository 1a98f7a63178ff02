// The fixed-target forwarders (/oidc to the embedded issuer, /media and /uploads to the embedded services)
// pass a request's path on to a loopback upstream that is not meant to be reachable otherwise. A path goes
// on only when every reading of it stays under the forwarder's mount: it is percent-decoded until it stops
// changing (so %2e, %252e and deeper all count), and refused when any reading holds a dot segment, a
// backslash, an encoded slash, a NUL or control character, or does not start with the mount. What is
// forwarded is the path exactly as received, appended to the target's origin: never resolved against the
// target with `new URL(path, target)`, which collapses '..' and its spellings after the check.

/** Deeper nesting than this (%25252525…) is refused rather than decoded further. */
const MAX_DECODE_ROUNDS = 4;
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export interface ForwardableUrl {
  /** The path as received, e.g. '/oidc/auth' */
  path: string;
  /** The query as received, with its '?', or '' */
  search: string;
}

/** Every reading of a path: as received, then each percent-decoding of it; undefined when one is malformed or too deep. */
function readingsOf(path: string): string[] | undefined {
  const readings = [path];
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!current.includes('%')) return readings;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined; // a stray '%' or bytes that are not UTF-8 (e.g. overlong %c0%ae)
    }
    if (decoded === current) return readings;
    readings.push(decoded);
    current = decoded;
  }
  return undefined;
}

function staysUnder(reading: string, mountPath: string, segmentCount: number): boolean {
  if (UNSAFE_CHARACTER.test(reading)) return false;
  const segments = reading.split('/');
  // An encoded '/' that decodes into a new separator moves the path as soon as someone decodes it.
  if (segments.length !== segmentCount) return false;
  if (segments.some((segment) => segment === '.' || segment === '..')) return false;
  return reading === mountPath || reading.startsWith(`${mountPath}/`);
}

/**
 * The path and query to forward for a request URL (`request.url`, as received) under `mountPath`
 * (e.g. '/oidc'), or undefined when any reading of the path would leave the mount.
 */
export function forwardableUrl(rawUrl: string, mountPath: string): ForwardableUrl | undefined {
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const search = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (path.includes('#') || CONTROL_CHARACTER.test(search)) return undefined;
  const readings = readingsOf(path);
  if (!readings) return undefined;
  const segmentCount = path.split('/').length;
  if (!readings.every((reading) => staysUnder(reading, mountPath, segmentCount))) return undefined;
  return { path, search };
}
