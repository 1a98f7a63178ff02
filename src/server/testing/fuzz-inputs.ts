// Inputs for the procedure fuzzer (src/server/security/fuzz.test.ts), derived from each procedure's zod
// schema through its JSON Schema (z.toJSONSchema, input side): mostly values the schema accepts, so calls
// reach the services, mixed with hostile strings, hostile numbers and values of the wrong type.
// Test harness only.
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12) that z.toJSONSchema writes for our inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Strings an attacker sends: NUL, lone surrogates, huge text, odd unicode, traversal, SQL, HTML. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'neon\u0000drift',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  'x'.repeat(70_000),
  '🌈'.repeat(2_000),
  'é'.normalize('NFD'),
  '\u202Egnp.exe',
  '\uFEFF\u200B\u2028\u2029',
  'ﬀ İ ß ǅ',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/sign-out',
  '//evil.example/x',
  "' OR '1'='1' --",
  "'; drop table products; --",
  '"\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '%00%ff%fe',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e400',
  'https://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:5432/',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=y',
];

const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  Number.MIN_VALUE,
];

/** Values of any type, for a field that expects another. */
const WRONG_TYPE = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant([]),
  fc.constant({}),
  fc.constant(['x']),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}') as unknown),
  fc.string({ maxLength: 8 }),
);

export interface FuzzSamples {
  /** Real ids of the demo data, so calls reach past "not found". */
  uuids: readonly string[];
  /** Real values by property name (handles, slugs, time zones…). */
  byProperty: Readonly<Record<string, readonly string[]>>;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type === undefined ? [] : [schema.type];
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** What to generate: the samples to draw real values from, and whether to mix in hostile and wrong values. */
interface Context {
  samples: FuzzSamples;
  clean: boolean;
}

function stringArbitrary(
  schema: JsonSchema,
  property: string | null,
  { samples, clean }: Context,
): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 200);
  const fits = (text: string) => text.length >= min && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  const valid: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') {
    valid.push(fc.uuid());
    if (samples.uuids.length > 0) valid.push(fc.constantFrom(...samples.uuids), fc.constantFrom(...samples.uuids));
  } else if (schema.pattern !== undefined) {
    const matching = patternArbitrary(schema.pattern);
    if (matching) valid.push(matching.filter(fits));
  }
  if (valid.length === 0) valid.push(fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }));
  const known = property === null ? undefined : samples.byProperty[property];
  if (known && known.length > 0) valid.push(fc.constantFrom(...known), fc.constantFrom(...known));
  if (clean) return fc.oneof(...valid);
  return fc.oneof(
    { arbitrary: fc.oneof(...valid), weight: 5 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 2 },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, clean: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (clean) return inRange;
  return fc.oneof(
    { arbitrary: inRange, weight: 5 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 1 },
  );
}

function objectArbitrary(schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of Object.entries(properties)) record[name] = arbitraryOf(child, name, context, depth + 1);
  const required = (schema.required ?? []).filter((name) => name in properties);
  const shaped = fc.record(record, { requiredKeys: required });
  if (context.clean) return shaped;
  // Now and then an unknown key, one that pollutes prototypes, or a required one missing.
  const extra = fc.constantFrom<Record<string, unknown>>(
    { unexpected: 'x' },
    JSON.parse('{"__proto__":{"isAdmin":true}}') as Record<string, unknown>,
    { constructor: { prototype: { x: 1 } } },
  );
  return fc.oneof(
    { arbitrary: shaped, weight: 8 },
    { arbitrary: fc.tuple(shaped, extra).map(([value, more]) => ({ ...value, ...more })), weight: 1 },
    { arbitrary: fc.record(record, { requiredKeys: [] }), weight: 1 },
  );
}

function arbitraryOf(
  schema: JsonSchema,
  property: string | null,
  context: Context,
  depth: number,
): fc.Arbitrary<unknown> {
  const exact = exactArbitrary(schema, property, context, depth);
  // Every node now and then gets a value of another type (depth-limited so values stay small).
  return context.clean || depth > 4
    ? exact
    : fc.oneof({ arbitrary: exact, weight: 12 }, { arbitrary: WRONG_TYPE, weight: 1 });
}

function exactArbitrary(
  schema: JsonSchema,
  property: string | null,
  context: Context,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) {
    if (context.clean) return fc.constantFrom(...schema.enum);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...schema.enum), weight: 6 },
      { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 },
    );
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0)
    return fc.oneof(...alternatives.map((option) => exactArbitrary(option, property, context, depth)));
  if (schema.allOf !== undefined && schema.allOf[0] !== undefined)
    return exactArbitrary(schema.allOf[0], property, context, depth);
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') options.push(stringArbitrary(schema, property, context));
    else if (type === 'integer') options.push(numberArbitrary(schema, true, context.clean));
    else if (type === 'number') options.push(numberArbitrary(schema, false, context.clean));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'object') options.push(objectArbitrary(schema, context, depth));
    else if (type === 'array') {
      const items = schema.items === undefined ? WRONG_TYPE : arbitraryOf(schema.items, property, context, depth + 1);
      const minLength = schema.minItems ?? 0;
      // Mostly a few items; now and then more than allowed.
      const maxLength = Math.min(schema.maxItems ?? 8, 8);
      const inBounds = fc.array(items, { minLength, maxLength: Math.max(minLength, maxLength) });
      if (context.clean) {
        options.push(inBounds);
        continue;
      }
      options.push(
        fc.oneof(
          { arbitrary: inBounds, weight: 6 },
          {
            arbitrary: fc.array(items, {
              minLength: (schema.maxItems ?? 200) + 1,
              maxLength: (schema.maxItems ?? 200) + 1,
            }),
            weight: 1,
          },
        ),
      );
    }
  }
  return options.length > 0 ? fc.oneof(...options) : WRONG_TYPE;
}

/** The JSON Schema of a procedure's input (the side a caller sends), or null when it takes none. */
export function inputJsonSchema(parser: unknown): JsonSchema | null {
  if (!(parser instanceof z.ZodType)) return null;
  return z.toJSONSchema(parser, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Inputs for a procedure with this input schema (null: it takes no input, so send anything or nothing). */
export function inputArbitrary(schema: JsonSchema | null, samples: FuzzSamples): fc.Arbitrary<unknown> {
  if (schema === null)
    return fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: WRONG_TYPE, weight: 1 });
  return fc.oneof(
    { arbitrary: arbitraryOf(schema, null, { samples, clean: true }, 0), weight: 3 },
    { arbitrary: arbitraryOf(schema, null, { samples, clean: false }, 0), weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** A valid-looking input (what the schema accepts as far as JSON Schema says), to plant hostile values in. */
export function cleanInputArbitrary(schema: JsonSchema, samples: FuzzSamples): fc.Arbitrary<unknown> {
  return arbitraryOf(schema, null, { samples, clean: true }, 0);
}

/** Where an input holds text: paths of object properties and array items (index 0) that accept a string. */
export function stringPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const alternatives = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const paths: (string | number)[][] = [];
  if (
    prefix.length > 0 &&
    alternatives.some((option) => typesOf(option).includes('string') || option.enum !== undefined)
  )
    paths.push(prefix);
  for (const option of alternatives) {
    for (const [name, child] of Object.entries(option.properties ?? {}))
      paths.push(...stringPaths(child, [...prefix, name]));
    if (option.items !== undefined) paths.push(...stringPaths(option.items, [...prefix, 0]));
  }
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `input` with `value` at `path` (objects and arrays made on the way as needed). */
export function withValueAt(input: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(input) ? [...(input as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const record =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? { ...(input as Record<string, unknown>) }
      : {};
  record[head] = withValueAt(record[head], rest, value);
  return record;
}

/** The hostile strings planted in each text field in turn: what the storage and the upstream client must survive. */
export const PLANTED_STRINGS: readonly string[] = [
  'neon\u0000drift',
  'a\uD800b',
  '\uDFFF',
  'x'.repeat(70_000),
  '../../../../etc/passwd',
  "'; drop table products; --",
  '<img src=x onerror=alert(1)>',
  '\u202E\uFEFF🌈é',
];
