// Visit flow rules (docs/product.md §6 Visit flow, §7 OS support, §12 persona modal). Pure: browser code imports it.

/** docs/product.md §7: supported when the Windows NT version is greater than this. */
export const MIN_WINDOWS_NT_VERSION_EXCLUSIVE = 6;

/** User agents longer than this are not read (a header this long is not a browser's). */
const MAX_USER_AGENT_LENGTH = 2048;

// Linear: a fixed prefix, then bounded digit runs, no nested quantifiers.
const WINDOWS_NT = /Windows NT (\d{1,3})(?:\.(\d{1,3}))?/;

/**
 * The Windows NT version in a user agent as a number (6.1 for Windows 7, 10 for 'Windows NT 10.0'),
 * or null when the agent is not Windows NT (macOS, Linux, Android, iOS, Windows Phone, bots).
 * The minor part is read as a decimal fraction of one digit group: 6.1 -> 6.1, 6.3 -> 6.3.
 */
export function windowsNtVersion(userAgent: string | null | undefined): number | null {
  if (typeof userAgent !== 'string' || userAgent.length > MAX_USER_AGENT_LENGTH) return null;
  const match = WINDOWS_NT.exec(userAgent);
  if (!match) return null;
  const major = Number(match[1]);
  const minor = match[2] === undefined ? 0 : Number(`0.${match[2]}`);
  return major + minor;
}

/**
 * docs/product.md §7: supported when the Windows NT version is greater than 6.
 *
 * Choice: the comparison is on the full version, so Windows 7 (NT 6.1), 8 (6.2), 8.1 (6.3) and
 * 10/11 (10.0) are supported and Vista (6.0), XP (5.1) and older are not. That matches the message
 * 'Windows 7 SP1 64-bit or newer'; a major-version-only reading (6 > 6 is false) would reject
 * Windows 7 and contradict the message. SP1 and 64-bit cannot be read reliably from a user agent,
 * so they are not checked. Anything that is not Windows NT is unsupported.
 */
export function isSupportedOs(userAgent: string | null | undefined): boolean {
  const version = windowsNtVersion(userAgent);
  return version !== null && version > MIN_WINDOWS_NT_VERSION_EXCLUSIVE;
}

export type VisitStep = 'unsupported' | 'create-account-or-launch' | 'persona-required' | 'have-you-installed';

export interface VisitContext {
  readonly supportedOs: boolean;
  readonly signedIn: boolean;
  readonly hasPersona: boolean;
}

/**
 * Which modal the visit button opens (docs/product.md §6 Visit flow, §12 Persona modal), in this order:
 * 1. unsupported OS -> 'unsupported' (whether signed in or not: nothing else can be done there);
 * 2. logged out -> 'create-account-or-launch';
 * 3. signed in without a persona -> 'persona-required' (the account is finished in the client);
 * 4. signed in with a persona -> 'have-you-installed'.
 */
export function visitStep({ supportedOs, signedIn, hasPersona }: VisitContext): VisitStep {
  if (!supportedOs) return 'unsupported';
  if (!signedIn) return 'create-account-or-launch';
  if (!hasPersona) return 'persona-required';
  return 'have-you-installed';
}

/** Custom URL scheme the desktop client registers. */
export const LAUNCH_SCHEME = 'lumen';

export interface LaunchTarget {
  readonly personaHandle: string;
  readonly handle: string;
}

/**
 * The URL that asks the installed client to open an experience:
 * `lumen://experiences/{personaHandle}/{handle}`, each part percent-encoded so no handle can add
 * path segments, a query or a fragment. Throws a RangeError on a blank part (a bug upstream, and a
 * launch URL without it would open the wrong thing).
 */
export function launchUrl(experience: LaunchTarget): string {
  const persona = experience.personaHandle.trim();
  const handle = experience.handle.trim();
  if (persona === '' || handle === '') throw new RangeError('launchUrl needs a personaHandle and a handle.');
  return `${LAUNCH_SCHEME}://experiences/${encodeURIComponent(persona)}/${encodeURIComponent(handle)}`;
}

/**
 * Operating-system families, as sent with an unsupported-OS email signup (the `platform` of the
 * waitlist entry) so the list can be split by what people would install on. Short, lowercase, stable:
 * they are stored upstream.
 */
export const OS_FAMILIES = ['windows', 'macos', 'ios', 'android', 'chromeos', 'linux', 'other'] as const;
export type OsFamily = (typeof OS_FAMILIES)[number];

/** What a person reads for each family ('this device looks like macOS'). */
export const OS_FAMILY_LABELS: Readonly<Record<OsFamily, string>> = {
  windows: 'Windows',
  macos: 'macOS',
  ios: 'iOS',
  android: 'Android',
  chromeos: 'ChromeOS',
  linux: 'Linux',
  other: 'another system',
};

// Checked in this order because agents borrow each other's tokens: Windows Phone says 'Android',
// Android and ChromeOS say 'Linux'/'X11', iOS says 'like Mac OS X'. Every pattern is a plain
// alternation of literals: linear on any input.
const FAMILY_PATTERNS: ReadonlyArray<readonly [RegExp, OsFamily]> = [
  [/Windows Phone|Windows Mobile|IEMobile/, 'other'],
  [/Windows|Win(?:16|32|64|9[58]|NT)\b/, 'windows'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bAndroid\b/, 'android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'ios'],
  [/Macintosh|Mac OS X/, 'macos'],
  [/Linux|X11/, 'linux'],
];

/**
 * The family of the system a user agent runs on. iPadOS 13+ reports itself as a Mac in its default
 * (desktop) mode, so it reads as 'macos'; either way it is unsupported, which is what matters here.
 */
export function osFamily(userAgent: string | null | undefined): OsFamily {
  if (typeof userAgent !== 'string' || userAgent.length > MAX_USER_AGENT_LENGTH) return 'other';
  for (const [pattern, family] of FAMILY_PATTERNS) {
    if (pattern.test(userAgent)) return family;
  }
  return 'other';
}
