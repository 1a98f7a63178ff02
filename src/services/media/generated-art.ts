// Deterministic generated images: the demo catalogue needs pictures, and nothing may be downloaded.
// One seed gives one composition; each size renders the same composition in its own frame (positions
// are fractions of the frame), so a card and its cover look like the same world.
import { createPrng, type Prng } from '../kit/prng.ts';

export const IMAGE_SIZES = {
  thumb: { width: 320, height: 180 },
  card: { width: 640, height: 360 },
  cover: { width: 1600, height: 900 },
  'cover-mobile': { width: 800, height: 800 },
  avatar: { width: 256, height: 256 },
} as const satisfies Record<string, { width: number; height: number }>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** Order matters: docs/product.md §5 reads the card url at index 1. */
export const EXPERIENCE_IMAGE_SIZES = [
  'thumb',
  'card',
  'cover',
  'cover-mobile',
] as const satisfies readonly ImageSizeName[];

/**
 * Listing pictures are square (the listing grid's cards, docs/product.md §11); their size names repeat the
 * experience ones (thumb, card) with their own frames, so they are kept apart from IMAGE_SIZES.
 */
export const PRODUCT_IMAGE_SIZES = {
  thumb: { width: 160, height: 160 },
  card: { width: 480, height: 480 },
  large: { width: 1200, height: 1200 },
} as const satisfies Record<string, { width: number; height: number }>;

export type ProductImageSizeName = keyof typeof PRODUCT_IMAGE_SIZES;

/**
 * Snapshot pictures (docs/product.md §5 Snapshot sizes): 'grid' is what cards show, 'large' the detail page, 'thumb'
 * the smallest. Widescreen like a screen capture.
 */
export const SNAPSHOT_IMAGE_SIZES = {
  thumb: { width: 320, height: 180 },
  grid: { width: 480, height: 270 },
  large: { width: 1600, height: 900 },
} as const satisfies Record<string, { width: number; height: number }>;

export type SnapshotImageSizeName = keyof typeof SNAPSHOT_IMAGE_SIZES;
export type GeneratedSizeName = ImageSizeName | ProductImageSizeName | SnapshotImageSizeName;

export const GENERATED_KINDS = {
  experience: EXPERIENCE_IMAGE_SIZES as readonly GeneratedSizeName[],
  persona: ['avatar'] as readonly GeneratedSizeName[],
  product: ['thumb', 'card', 'large'] as readonly GeneratedSizeName[],
  snapshot: ['thumb', 'grid', 'large'] as readonly GeneratedSizeName[],
} as const;

export type GeneratedKind = keyof typeof GENERATED_KINDS;

export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface ImageSize {
  name: ImageSizeName;
  width: number;
  height: number;
  url: string;
}

export function generatedImageUrl(
  mediaBaseUrl: string,
  kind: GeneratedKind,
  seed: string,
  size: GeneratedSizeName,
): string {
  return `${mediaBaseUrl.replace(/\/+$/, '')}/generated/${kind}/${encodeURIComponent(seed)}/${size}.svg`;
}

export function experienceImageSizes(mediaBaseUrl: string, seed: string): ImageSize[] {
  return EXPERIENCE_IMAGE_SIZES.map((name) => ({
    name,
    ...IMAGE_SIZES[name],
    url: generatedImageUrl(mediaBaseUrl, 'experience', seed, name),
  }));
}

export interface SizedUrl {
  width: number;
  height: number;
  url: string;
}

/** A listing picture's sizes keyed by name (docs/product.md §5 `defaultImage.sizes` by size name). */
export function productImageSizes(mediaBaseUrl: string, seed: string): Record<ProductImageSizeName, SizedUrl> {
  const at = (name: ProductImageSizeName): SizedUrl => ({
    ...PRODUCT_IMAGE_SIZES[name],
    url: generatedImageUrl(mediaBaseUrl, 'product', seed, name),
  });
  return { thumb: at('thumb'), card: at('card'), large: at('large') };
}

/** A snapshot's sizes in a fixed order (a list of size and url), smallest first. */
export function snapshotImageSizes(
  mediaBaseUrl: string,
  seed: string,
): { size: SnapshotImageSizeName; width: number; height: number; url: string }[] {
  return (Object.keys(SNAPSHOT_IMAGE_SIZES) as SnapshotImageSizeName[]).map((size) => ({
    size,
    ...SNAPSHOT_IMAGE_SIZES[size],
    url: generatedImageUrl(mediaBaseUrl, 'snapshot', seed, size),
  }));
}

function dimensionsOf(kind: GeneratedKind, size: GeneratedSizeName): { width: number; height: number } {
  if (kind === 'snapshot' && Object.hasOwn(SNAPSHOT_IMAGE_SIZES, size))
    return SNAPSHOT_IMAGE_SIZES[size as SnapshotImageSizeName];
  if (kind === 'product' && Object.hasOwn(PRODUCT_IMAGE_SIZES, size))
    return PRODUCT_IMAGE_SIZES[size as ProductImageSizeName];
  if (Object.hasOwn(IMAGE_SIZES, size)) return IMAGE_SIZES[size as ImageSizeName];
  throw new Error(`no size ${size} for ${kind}`);
}

export function isGeneratedKind(value: string): value is GeneratedKind {
  return Object.hasOwn(GENERATED_KINDS, value);
}

export function sizeFor(kind: GeneratedKind, value: string): GeneratedSizeName | undefined {
  return GENERATED_KINDS[kind].find((name) => name === value);
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`
    : `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}% / ${r1(a)})`;

export function renderGeneratedSvg(kind: GeneratedKind, seed: string, size: GeneratedSizeName): string {
  const { width, height } = dimensionsOf(kind, size);
  const prng = createPrng(`${kind}:${seed}`);
  // Gradient ids are unique per picture so several SVGs inlined in one page never borrow each other's.
  const id = `g${prng.hex(8)}`;
  const body =
    kind === 'persona'
      ? portrait(prng, width, height, id)
      : kind === 'product'
        ? item(prng, width, height, id)
        : kind === 'snapshot'
          ? landscape(prng, width, height, id) + visitors(prng, width, height)
          : landscape(prng, width, height, id);
  return frame(width, height, body);
}

/** A neutral silhouette for personas that come from elsewhere without any picture. */
export function renderDefaultPortrait(): string {
  const { width, height } = IMAGE_SIZES.avatar;
  return frame(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="hsl(210 14% 83%)"/>` +
      `<circle cx="128" cy="100" r="46" fill="hsl(210 10% 60%)"/>` +
      `<path d="M40 256 C40 190 80 160 128 160 C176 160 216 190 216 256 Z" fill="hsl(210 10% 60%)"/>`,
  );
}

function frame(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    body +
    '</svg>'
  );
}

function landscape(prng: Prng, w: number, h: number, id: string): string {
  const hue = prng.int(0, 359);
  const accent = hue + prng.pick([150, 180, 210]);
  const style = prng.pick(['mountains', 'skyline', 'dunes'] as const);
  const defs =
    '<defs>' +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 55, prng.int(6, 14))}"/>` +
    `<stop offset="0.65" stop-color="${hsl(hue + 30, 65, prng.int(30, 42))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 55, 75, prng.int(55, 65))}"/></linearGradient>` +
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${hsl(accent, 90, 78)}"/>` +
    `<stop offset="0.55" stop-color="${hsl(accent, 85, 62, 0.6)}"/><stop offset="1" stop-color="${hsl(accent, 80, 50, 0)}"/></radialGradient>` +
    '</defs>';
  let out = `${defs}<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`;

  const stars = prng.int(24, 60);
  for (let i = 0; i < stars; i++) {
    const x = prng.next() * w;
    const y = prng.next() * h * 0.55;
    const r = prng.float(0.4, 1.6) * Math.max(1, Math.min(w, h) / 360);
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff" opacity="${r1(prng.float(0.3, 0.9))}"/>`;
  }

  const unit = Math.min(w, h);
  const planetX = prng.float(0.15, 0.85) * w;
  const planetY = prng.float(0.18, 0.45) * h;
  const planetR = prng.float(0.12, 0.24) * unit;
  out += `<circle cx="${r1(planetX)}" cy="${r1(planetY)}" r="${r1(planetR * 1.9)}" fill="url(#${id}-glow)"/>`;
  out += `<circle cx="${r1(planetX)}" cy="${r1(planetY)}" r="${r1(planetR)}" fill="${hsl(accent, 70, 72)}"/>`;
  if (prng.chance(0.5)) {
    out += `<ellipse cx="${r1(planetX)}" cy="${r1(planetY)}" rx="${r1(planetR * 1.7)}" ry="${r1(planetR * 0.35)}" fill="none" stroke="${hsl(accent + 30, 60, 85, 0.7)}" stroke-width="${r1(unit / 120)}"/>`;
  }

  const layers = 3;
  for (let layer = 0; layer < layers; layer++) {
    const base = h * (0.62 + layer * 0.12);
    const fill = hsl(hue + 20 + layer * 8, 40, 18 - layer * 5);
    if (style === 'skyline') out += skyline(prng, w, h, base, fill);
    else out += ridge(prng, w, h, base, fill, style === 'dunes' ? 0.05 : 0.16);
  }
  return out;
}

/** A snapshot is a moment in a world: a few visitors' silhouettes stand in the foreground. */
function visitors(prng: Prng, w: number, h: number): string {
  const count = prng.int(1, 4);
  const unit = Math.min(w, h);
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = ((i + 0.5 + prng.float(-0.3, 0.3)) / count) * w * 0.8 + w * 0.1;
    const size = unit * prng.float(0.14, 0.24);
    const foot = h * prng.float(0.94, 1.02);
    const fill = hsl(prng.int(0, 359), 35, prng.int(6, 14));
    out +=
      `<circle cx="${r1(cx)}" cy="${r1(foot - size * 1.05)}" r="${r1(size * 0.2)}" fill="${fill}"/>` +
      `<path d="M${r1(cx - size * 0.32)} ${r1(foot)} C${r1(cx - size * 0.32)} ${r1(foot - size * 0.7)} ${r1(cx + size * 0.32)} ${r1(foot - size * 0.7)} ${r1(cx + size * 0.32)} ${r1(foot)} Z" fill="${fill}"/>`;
  }
  return out;
}

function ridge(prng: Prng, w: number, h: number, base: number, fill: string, roughness: number): string {
  const points = prng.int(5, 9);
  let d = `M0 ${r1(h)} L0 ${r1(base)}`;
  for (let i = 1; i <= points; i++) {
    const x = (i / points) * w;
    const y = base - prng.float(-0.4, 1) * roughness * h;
    d += ` Q${r1(x - w / points / 2)} ${r1(y - prng.float(0, roughness) * h)} ${r1(x)} ${r1(y)}`;
  }
  return `<path d="${d} L${r1(w)} ${r1(h)} Z" fill="${fill}"/>`;
}

function skyline(prng: Prng, w: number, h: number, base: number, fill: string): string {
  let out = '';
  let x = 0;
  while (x < w) {
    const bw = prng.float(0.03, 0.09) * w;
    const bh = prng.float(0.05, 0.3) * h;
    out += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw + 1)}" height="${r1(h - base + bh)}" fill="${fill}"/>`;
    if (prng.chance(0.6)) {
      const wx = x + bw * 0.3;
      out += `<rect x="${r1(wx)}" y="${r1(base - bh * 0.8)}" width="${r1(bw * 0.15)}" height="${r1(bh * 0.1)}" fill="hsl(48 95% 70% / 0.8)"/>`;
    }
    x += bw;
  }
  return out;
}

function portrait(prng: Prng, w: number, h: number, id: string): string {
  const hue = prng.int(0, 359);
  const skin = prng.pick([
    'hsl(28 45% 78%)',
    'hsl(27 42% 64%)',
    'hsl(25 40% 50%)',
    'hsl(22 38% 36%)',
    'hsl(30 50% 86%)',
  ]);
  const hair = prng.pick([
    'hsl(30 30% 15%)',
    'hsl(35 45% 30%)',
    'hsl(45 65% 60%)',
    'hsl(10 60% 35%)',
    'hsl(0 0% 85%)',
    hsl(hue + 180, 70, 55),
  ]);
  const shirt = hsl(hue + prng.int(120, 240), 55, prng.int(35, 55));
  const cx = w / 2;
  const headY = h * 0.4;
  const headR = w * prng.float(0.16, 0.19);
  const longHair = prng.chance(0.4);
  let out =
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 62)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 50, 65, 38)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`;
  // Back to front: long hair, shoulders, neck, face, the hair on top.
  if (longHair) {
    out += `<rect x="${r1(cx - headR * 1.1)}" y="${r1(headY - headR * 0.2)}" width="${r1(headR * 2.2)}" height="${r1(headR * 2.1)}" rx="${r1(headR * 0.6)}" fill="${hair}"/>`;
  }
  out +=
    `<path d="M${r1(w * 0.14)} ${h} C${r1(w * 0.14)} ${r1(h * 0.72)} ${r1(w * 0.32)} ${r1(h * 0.64)} ${r1(cx)} ${r1(h * 0.64)} ` +
    `C${r1(w * 0.68)} ${r1(h * 0.64)} ${r1(w * 0.86)} ${r1(h * 0.72)} ${r1(w * 0.86)} ${h} Z" fill="${shirt}"/>` +
    `<rect x="${r1(cx - headR * 0.35)}" y="${r1(headY + headR * 0.6)}" width="${r1(headR * 0.7)}" height="${r1(headR * 0.7)}" fill="${skin}"/>`;
  out += `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(headR)}" fill="${skin}"/>`;
  out += `<path d="M${r1(cx - headR * 1.05)} ${r1(headY - headR * 0.1)} A${r1(headR * 1.05)} ${r1(headR * 1.1)} 0 0 1 ${r1(cx + headR * 1.05)} ${r1(headY - headR * 0.1)} Z" fill="${hair}"/>`;
  return out;
}

/** A listing picture: one object (orb, crate, gem or ring) on a lit plinth, like a product shot. */
function item(prng: Prng, w: number, h: number, id: string): string {
  const hue = prng.int(0, 359);
  const accent = hue + prng.pick([120, 160, 200]);
  const shape = prng.pick(['orb', 'crate', 'gem', 'ring'] as const);
  const u = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.48;
  const r = u * prng.float(0.2, 0.27);
  let out =
    '<defs>' +
    `<radialGradient id="${id}-bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(hue, 45, prng.int(62, 74))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 25, 50, prng.int(16, 26))}"/></radialGradient>` +
    `<linearGradient id="${id}-obj" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(accent, 80, 72)}"/>` +
    `<stop offset="1" stop-color="${hsl(accent + 30, 70, 38)}"/></linearGradient>` +
    '</defs>' +
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(h * 0.8)}" rx="${r1(u * 0.34)}" ry="${r1(u * 0.07)}" fill="${hsl(hue, 30, 12, 0.45)}"/>`;
  if (shape === 'orb') {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#${id}-obj)"/>`;
    out += `<circle cx="${r1(cx - r * 0.35)}" cy="${r1(cy - r * 0.35)}" r="${r1(r * 0.22)}" fill="#fff" opacity="0.5"/>`;
  } else if (shape === 'crate') {
    const s = r * 0.9;
    out +=
      `<path d="M${r1(cx)} ${r1(cy - s)} L${r1(cx + s)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx - s)} ${r1(cy - s / 2)} Z" fill="${hsl(accent, 75, 70)}"/>` +
      `<path d="M${r1(cx - s)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx)} ${r1(cy + s)} L${r1(cx - s)} ${r1(cy + s / 2)} Z" fill="${hsl(accent, 65, 48)}"/>` +
      `<path d="M${r1(cx + s)} ${r1(cy - s / 2)} L${r1(cx)} ${r1(cy)} L${r1(cx)} ${r1(cy + s)} L${r1(cx + s)} ${r1(cy + s / 2)} Z" fill="${hsl(accent, 60, 36)}"/>`;
  } else if (shape === 'gem') {
    out +=
      `<path d="M${r1(cx - r)} ${r1(cy - r * 0.3)} L${r1(cx - r * 0.5)} ${r1(cy - r * 0.8)} L${r1(cx + r * 0.5)} ${r1(cy - r * 0.8)} ` +
      `L${r1(cx + r)} ${r1(cy - r * 0.3)} L${r1(cx)} ${r1(cy + r)} Z" fill="url(#${id}-obj)"/>` +
      `<path d="M${r1(cx - r)} ${r1(cy - r * 0.3)} L${r1(cx + r)} ${r1(cy - r * 0.3)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${r1(u / 160)}"/>`;
  } else {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="url(#${id}-obj)" stroke-width="${r1(r * 0.35)}"/>`;
  }
  const sparkles = prng.int(3, 8);
  for (let i = 0; i < sparkles; i++) {
    out += `<circle cx="${r1(prng.next() * w)}" cy="${r1(prng.next() * h * 0.6)}" r="${r1(prng.float(0.5, 1.5) * (u / 200))}" fill="#fff" opacity="${r1(prng.float(0.3, 0.8))}"/>`;
  }
  return out;
}
