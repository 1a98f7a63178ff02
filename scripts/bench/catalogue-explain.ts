// EXPLAIN (ANALYZE, BUFFERS) of the statements the catalogue's repositories send for the calls the
// catalogue benchmark measures: the repositories run unchanged on a Queryable that explains each
// statement instead of answering it, so the plans are those of the SQL the services really send.
import { openDatabase, type Database, type Queryable } from '../../src/services/db/database.ts';
import { listExperiences, type ListOptions } from '../../src/services/experiences/repository.ts';
import { findProduct, listProducts, type ProductListOptions } from '../../src/services/commerce/products-repository.ts';

function explaining(db: Database, out: string[]): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
      const statement = sql.replace(/\s+/g, ' ').trim();
      out.push(
        '```',
        `-- ${statement.length > 400 ? `${statement.slice(0, 400)}…` : statement}`,
        ...rows.map((row) => row['QUERY PLAN']),
        '```',
        '',
      );
      return [];
    },
    async exec() {
      throw new Error('not used');
    },
  };
}

export async function explainCatalogue(databaseUrl: string): Promise<string> {
  const db = await openDatabase({ databaseUrl, maxConnections: 1 });
  const out: string[] = [];
  try {
    const explain = explaining(db, out);
    const [category] = await db.query<{ id: string }>(`select id from categories where slug = 'scale-furniture'`);
    const experiences: Array<[string, Omit<ListOptions, 'limit'> & { limit?: number }]> = [
      ['experiences: browse, featured', { sort: 'featured', offset: 0 }],
      ['experiences: browse, popular', { sort: 'popular', offset: 0 }],
      ['experiences: browse, name', { sort: 'name', offset: 0 }],
      ['experiences: browse, popular, page 200', { sort: 'popular', offset: 199 * 24 }],
      ['experiences: tag "music"', { sort: 'featured', tag: 'music', offset: 0 }],
      ['experiences: q "neon"', { sort: 'featured', search: 'neon', offset: 0 }],
      ['experiences: q "gal" (prefix)', { sort: 'popular', search: 'gal', offset: 0 }],
    ];
    for (const [label, options] of experiences) {
      out.push(`### ${label}`, '');
      await listExperiences(explain, { limit: 24, ...options });
    }
    const products: Array<[string, Omit<ProductListOptions, 'limit'>]> = [
      ['store: browse, relevance', { sort: 'relevance', offset: 0 }],
      ['store: browse, price-asc', { sort: 'price-asc', offset: 0 }],
      ['store: browse, rating', { sort: 'rating', offset: 0 }],
      ['store: browse, newest, page 200', { sort: 'newest', offset: 199 * 24 }],
      ['store: tag "music"', { sort: 'relevance', tag: 'music', offset: 0 }],
      ['store: category', { sort: 'newest', categoryId: category?.id, offset: 0 }],
      ['store: q "neon"', { sort: 'relevance', search: 'neon', offset: 0 }],
      ['store: q "gal" (prefix), price-asc', { sort: 'price-asc', search: 'gal', offset: 0 }],
    ];
    for (const [label, options] of products) {
      out.push(`### ${label}`, '');
      await listProducts(explain, { limit: 24, ...options });
    }
    out.push('### store: one listing', '');
    const [listing] = await db.query<{ id: string }>(`select md5('product-123457')::uuid::text as id`);
    await findProduct(explain, listing?.id ?? '');
  } finally {
    await db.close();
  }
  return out.join('\n');
}
