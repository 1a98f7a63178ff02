// Names a concrete path by the route pattern it belongs to ('/experiences/nova/neon-drift' ->
// '/experiences/:personaHandle/:handle'), so metrics count per route, never per address. Patterns are
// indexed by segment count and first segment; among the matches the one with the most fixed segments
// wins ('/events/calendar' before '/events/:id'). Optional trailing parameters (`:slug?`) and parameters
// with a fixed suffix (`/:product-studios`) are understood, as Fastify's router reads them.

/** A fixed segment, or a parameter (with the fixed text that must end it, often ''). */
type Segment = { fixed: string } | { suffix: string };

interface Compiled {
  template: string;
  segments: Segment[];
  fixed: number;
}

export class RouteTemplates {
  readonly #byShape = new Map<string, Compiled[]>();

  constructor(templates: Iterable<string>) {
    for (const template of templates) {
      for (const segments of expand(template)) {
        const compiled: Compiled = {
          template,
          segments,
          fixed: segments.filter((segment) => 'fixed' in segment).length,
        };
        const first = segments[0];
        // A leading parameter is filed under '*', which every path of its length also consults.
        const key = `${segments.length} ${first && 'fixed' in first ? first.fixed : '*'}`;
        const list = this.#byShape.get(key) ?? [];
        list.push(compiled);
        list.sort((a, b) => b.fixed - a.fixed);
        this.#byShape.set(key, list);
      }
    }
  }

  /** The pattern `path` (query string allowed) belongs to, or null. */
  match(path: string): string | null {
    const query = path.indexOf('?');
    const bare = query === -1 ? path : path.slice(0, query);
    const segments = bare.split('/').filter((segment) => segment !== '');
    const found =
      pick(this.#byShape.get(`${segments.length} ${segments[0] ?? ''}`), segments) ??
      pick(this.#byShape.get(`${segments.length} *`), segments);
    return found?.template ?? null;
  }
}

function pick(candidates: Compiled[] | undefined, segments: string[]): Compiled | null {
  if (!candidates) return null;
  for (const candidate of candidates) {
    const matches = candidate.segments.every((segment, index) => {
      const actual = segments[index] ?? '';
      return 'fixed' in segment
        ? segment.fixed === actual
        : actual.length > segment.suffix.length && actual.endsWith(segment.suffix);
    });
    if (matches) return candidate;
  }
  return null;
}

/** The segment lists a template matches: one, or two with an optional last parameter. */
function expand(template: string): Segment[][] {
  const parts = template.split('/').filter((part) => part !== '');
  const segments = parts.map((part): Segment => {
    if (part === '*') return { suffix: '' };
    if (!part.startsWith(':')) return { fixed: part };
    return { suffix: part.replace(/^:[A-Za-z0-9_]+\??/, '') };
  });
  const last = parts.at(-1);
  if (last !== undefined && last.startsWith(':') && last.endsWith('?')) return [segments, segments.slice(0, -1)];
  return [segments];
}
