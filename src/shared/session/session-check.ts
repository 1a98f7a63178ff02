// Session check rules (docs/product.md §6 Session check, §12 statuses and sign-in redirect, §11 5000 ms throttle,
// docs/product.md §3 sign-in path with a next parameter). Pure: browser and server import this module.

export const SESSION_CHECK_INTERVAL_MS = 5000;
export const SIGN_IN_PATH = '/sign-in';
/** docs/product.md §12: API statuses that trigger the session check. */
export const SESSION_CHECK_STATUSES: readonly number[] = [302, 401, 403];
/** docs/product.md §12: this status from the user endpoint sends the browser to the sign-in path. */
export const USER_NOT_FOUND_STATUS = 404;

export interface SessionCheckThrottle {
  /** True at most once per interval; a true answer starts the next interval. */
  shouldCheck(): boolean;
  /** Forgets the last check (after sign-in or sign-out, the next check should run at once). */
  reset(): void;
}

/**
 * At most one session check per interval (docs/product.md §6, §11). The first call answers true. A clock that
 * moves backwards (a system time change) is treated as a new interval rather than blocking checks
 * until the old time comes back. A non-positive or non-finite interval lets every call through.
 */
export function createSessionCheckThrottle(
  intervalMs: number = SESSION_CHECK_INTERVAL_MS,
  clock: () => number = Date.now,
): SessionCheckThrottle {
  let last: number | null = null;
  return {
    shouldCheck(): boolean {
      const now = clock();
      if (
        last === null ||
        !(intervalMs > 0) ||
        !Number.isFinite(intervalMs) ||
        now < last ||
        now - last >= intervalMs
      ) {
        last = now;
        return true;
      }
      return false;
    },
    reset(): void {
      last = null;
    },
  };
}

export function triggersSessionCheck(status: number): boolean {
  return SESSION_CHECK_STATUSES.includes(status);
}

export function redirectsToSignIn(status: number): boolean {
  return status === USER_NOT_FOUND_STATUS;
}

const MAX_NEXT_LENGTH = 2048;
// C0, DEL, C1, every kind of whitespace, zero-width and bidi controls, line/paragraph separators, BOM.
// Browsers drop tab/CR/LF inside URLs, so '/\t/evil.com' would become '//evil.com'.
const UNSAFE_CHARS = /[\u0000-\u001F\u007F-\u009F\s\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/u;
const C0_CONTROLS = /[\u0000-\u001F\u007F]/;
const PLACEHOLDER_ORIGIN = 'https://lumen.invalid';

function isSafeShape(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !UNSAFE_CHARS.test(path);
}

/**
 * What must still hold once percent-encoding is undone: no second '/' or '\\' right after the leading
 * '/' (a host), no C0 control or DEL (dropped by URL parsers, which can join two slashes). Encoded
 * spaces and backslashes further in ('/search?q=a%20b') are ordinary data and allowed.
 */
function isSafeDecoded(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !C0_CONTROLS.test(path);
}

/**
 * The `next` target after sign-in, or '/' when it is not a same-site absolute path. Accepted: a
 * string starting with one '/', with no second '/' or a backslash after it, no backslash anywhere
 * (browsers read '\' as '/'), no control, whitespace or invisible characters, and no scheme. The
 * leading '/' and the absence of control characters also hold after percent-decoding (up to three
 * rounds: a server or router may decode again), and
 * after URL normalisation ('/.//evil.com' and '/%2e%2e//evil.com' normalise to '//evil.com', which a
 * browser would read as another host). Malformed percent-encoding is refused. The returned value is
 * the normalised path + search + hash.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_NEXT_LENGTH) return '/';
  if (!isSafeShape(next)) return '/';

  let decoded = next;
  for (let round = 0; round < 3; round += 1) {
    let again: string;
    try {
      again = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (again === decoded) break;
    if (!isSafeDecoded(again)) return '/';
    decoded = again;
  }

  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return isSafeShape(normalised) ? normalised : '/';
}

/**
 * The sign-in path for the current page: `/sign-in?next=<encoded path + search>`. Takes a full URL
 * (location.href) or a path; the host and the hash are dropped. On the sign-in page itself its own
 * next is kept (so a redirect loop never nests next inside next). Unsafe targets become '/'.
 */
export function signInPath(currentUrl: string): string {
  let target: string;
  try {
    const url = new URL(currentUrl, PLACEHOLDER_ORIGIN);
    target =
      url.pathname === SIGN_IN_PATH
        ? safeNextPath(url.searchParams.get('next'))
        : safeNextPath(`${url.pathname}${url.search}`);
  } catch {
    target = '/';
  }
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}

export interface SessionCheckDeps {
  /** GET /api/user; resolves with its status. */
  fetchUserStatus(): Promise<number>;
  /** The page's full address (location.href). */
  currentUrl(): string;
  /** Full-page navigation (location.assign). */
  navigate(url: string): void;
  throttle?: SessionCheckThrottle;
}

export interface SessionChecker {
  /** docs/product.md §12: call with an API status; 302/401/403 run the check (at most once per 5000 ms). */
  onApiStatus(status: number): Promise<void>;
}

/**
 * The client's session check (docs/product.md §6, §12): API statuses 302, 401 and 403 ask GET /api/user; a 404 there
 * (nobody signed in any more) sends the browser to the sign-in path with next = the current page. Other
 * answers (200: the session is fine and the 403 was about permissions) and network failures do nothing.
 */
export function createSessionChecker(deps: SessionCheckDeps): SessionChecker {
  const throttle = deps.throttle ?? createSessionCheckThrottle();
  return {
    async onApiStatus(status) {
      if (!triggersSessionCheck(status) || !throttle.shouldCheck()) return;
      let userStatus: number;
      try {
        userStatus = await deps.fetchUserStatus();
      } catch {
        return;
      }
      if (redirectsToSignIn(userStatus)) deps.navigate(signInPath(deps.currentUrl()));
    },
  };
}
