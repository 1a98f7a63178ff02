// Password hashing for local accounts: scrypt from node:crypto with a random per-password salt.
//
// The stored string is self-describing, PHC-style: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64url), so
// the cost can be raised later and old hashes still verify (callers may rehash when `needsRehash`).
// Verification recomputes with the stored parameters and compares in constant time. Malformed or
// tampered strings verify as false, and parameters are bounded so a hostile hash cannot make us burn
// unbounded CPU or memory.
//
// Cost on this machine (2 cores, Node 20.20): ln=15 (N=32768, r=8, p=1) takes ~100-110 ms per hash,
// ln=14 ~50 ms.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMETERS: Readonly<ScryptParameters> = { ln: 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_LN = 20;
const MAX_R = 32;
const MAX_P = 16;
const PREFIX = '$scrypt$';

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParameters): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) is exactly 128*N*r for ln=15, r=8: leave headroom.
    maxmem: 128 * N * params.r * 2 + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): Promise<string> {
  assertParameters(params);
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, params);
  return `${PREFIX}ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  if (ln === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) return null;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (!parametersValid(params)) return null;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (saltBytes.length < 8 || keyBytes.length < 16 || keyBytes.length > 64) return null;
  return { params, salt: saltBytes, key: keyBytes };
}

function parametersValid(params: ScryptParameters): boolean {
  return (
    Number.isInteger(params.ln) &&
    Number.isInteger(params.r) &&
    Number.isInteger(params.p) &&
    params.ln >= 10 &&
    params.ln <= MAX_LN &&
    params.r >= 1 &&
    params.r <= MAX_R &&
    params.p >= 1 &&
    params.p <= MAX_P
  );
}

function assertParameters(params: ScryptParameters): void {
  if (!parametersValid(params)) throw new RangeError('Unsupported scrypt parameters.');
}

/** Compares two byte strings in time that depends only on their lengths (false when lengths differ). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** True when `password` matches `stored`; false for a wrong password and for any malformed or tampered hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return constantTimeEqual(key, parsed.key);
}

/** True when a (valid) stored hash uses parameters other than `params`: rehash after a successful login. */
export function needsRehash(stored: string, params: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.ln !== params.ln || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as verifying a real password, for callers that found no account: login then
 * takes as long for an unknown email as for a wrong password, so timing does not reveal which emails exist.
 */
export async function burnVerifyTime(password: string): Promise<false> {
  dummyHash ??= hashPassword('lumen-dummy-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
