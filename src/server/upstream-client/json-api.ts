// JSON:API documents in and out (docs/product.md §13): relationships flattened into the entity, attributes and
// resource meta merged in, resource links kept as a `links` field. jsona does the flattening; we check
// the document's structure first (jsona trusts it) and clean jsona's bookkeeping off the result.
import { Jsona, JsonPropertiesMapper } from 'jsona';
import { z } from 'zod';

/** A deserialised document: data as flattened entities, plus the document's meta and links. */
export interface JsonApiResult<TData> {
  data: TData;
  meta: Record<string, unknown>;
  links: Record<string, string>;
}

/** The request body of a create or update: `{ data: { type, id?, attributes } }`. */
export interface JsonApiResourceBody<TAttributes extends Record<string, unknown>> {
  data: { type: string; id?: string; attributes: TAttributes };
}

const RESERVED = new Set(['id', 'type']);

// Resource meta is merged into the entity (docs/product.md §13) instead of jsona's `meta` field. Attributes and the
// identity win on a clash so an upstream's meta can never rename or retype a resource.
class MergingPropertiesMapper extends JsonPropertiesMapper {
  override setMeta(model: Record<string, unknown>, meta: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(meta)) {
      if (!RESERVED.has(key) && !Object.prototype.hasOwnProperty.call(model, key)) model[key] = value;
    }
  }
}

const jsona = new Jsona({ jsonPropertiesMapper: new MergingPropertiesMapper() });
type JsonaBody = Exclude<Parameters<Jsona['deserialize']>[0], string>;

const record = z.record(z.string(), z.unknown());
const identifier = z.looseObject({ type: z.string().min(1), id: z.union([z.string(), z.number()]) });
const resource = z.looseObject({
  type: z.string().min(1),
  // Optional only for resources a client is about to create; responses always carry it.
  id: z.union([z.string(), z.number()]).optional(),
  attributes: record.optional(),
  meta: record.optional(),
  links: record.optional(),
  relationships: z
    .record(z.string(), z.looseObject({ data: z.union([identifier, z.array(identifier), z.null()]).optional() }))
    .optional(),
});
// data is checked on its own (below) so issues name the failing entry, which a union would not.
const documentSchema = z.looseObject({
  data: z.unknown(),
  included: z.array(resource).optional(),
  meta: record.optional(),
  links: z.record(z.string(), z.unknown()).optional(),
});

export class JsonApiStructureError extends Error {
  override name = 'JsonApiStructureError' as const;
  readonly issues: readonly string[];

  constructor(issues: readonly string[]) {
    super(`Not a JSON:API document: ${issues.join('; ')}`);
    this.issues = issues;
  }
}

export function formatIssues(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    return `${where || '(root)'}: ${issue.message}`;
  });
}

// Links are strings or { href } objects (JSON:API 1.1); callers get strings.
function linksOf(links: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!links) return out;
  for (const [name, link] of Object.entries(links)) {
    if (typeof link === 'string') out[name] = link;
    else if (typeof link === 'object' && link !== null && 'href' in link && typeof link.href === 'string') {
      out[name] = link.href;
    }
  }
  return out;
}

// jsona marks related models with `relationshipNames` and shares one object per (type, id), so the
// graph can have cycles: walk it once per object.
function stripBookkeeping(value: unknown, seen: WeakSet<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) stripBookkeeping(item, seen);
    return;
  }
  const model = value as Record<string, unknown>;
  const names = model.relationshipNames;
  if (!Array.isArray(names)) return;
  delete model.relationshipNames;
  for (const name of names) {
    if (typeof name === 'string') stripBookkeeping(model[name], seen);
  }
}

/**
 * A JSON:API document -> flattened entities. `data: null` gives null; a collection gives an array.
 * Throws JsonApiStructureError when the body is not a JSON:API document.
 */
export function deserializeDocument(body: unknown): JsonApiResult<unknown> {
  const parsed = documentSchema.safeParse(body);
  if (!parsed.success) throw new JsonApiStructureError(formatIssues(parsed.error, ''));
  const document = parsed.data;
  if (document.data === undefined) throw new JsonApiStructureError(['data: missing']);
  let data: unknown = null;
  if (document.data !== null) {
    const checked = (Array.isArray(document.data) ? z.array(resource) : resource).safeParse(document.data);
    if (!checked.success) throw new JsonApiStructureError(formatIssues(checked.error, 'data'));
    // Structure checked above; jsona's own types are narrower about links than JSON:API 1.1 is.
    const body = { data: checked.data, included: document.included ?? [] } as unknown as JsonaBody;
    data = jsona.deserialize(body) ?? null;
    stripBookkeeping(data, new WeakSet());
  }
  return { data, meta: { ...document.meta }, links: linksOf(document.links) };
}

/** A request body for POST/PATCH: `{ data: { type, id?, attributes } }` (built by hand: jsona needs models). */
export function serializeResource<TAttributes extends Record<string, unknown>>(
  type: string,
  attributes: TAttributes,
  options: { id?: string } = {},
): JsonApiResourceBody<TAttributes> {
  const data: JsonApiResourceBody<TAttributes>['data'] = { type, attributes };
  if (options.id !== undefined) data.id = options.id;
  return { data };
}
