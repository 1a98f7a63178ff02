// Shared shapes and helpers of the commerce route tests (the app itself comes from profiles/testing.ts).
import type { LightMyRequestResponse } from 'fastify';

export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
  links?: Record<string, string>;
}

export interface ProductAttributes {
  name: string;
  slug: string;
  description: string;
  price: number;
  status: string;
  tags: string[];
  reviewSummary: { averageRating: number | null; count: number };
  createdAt: string;
  updatedAt: string;
}

export interface ListDocument {
  data: Resource[];
  included?: Resource[];
  meta: { total: number; page?: number; perPage?: number } & Record<string, unknown>;
  links?: Record<string, string>;
}

export interface SingleDocument {
  data: Resource;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
}

export interface ErrorItem {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export const errorsOf = (response: LightMyRequestResponse): ErrorItem[] =>
  response.json<{ errors: ErrorItem[] }>().errors;
export const product = (resource: Resource | undefined): ProductAttributes =>
  resource?.attributes as unknown as ProductAttributes;
export const names = (document: ListDocument): string[] =>
  document.data.map((resource) => String(resource.attributes.name));
