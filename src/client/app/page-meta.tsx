// Title, description, canonical URL and Open Graph tags. React 19 hoists these into <head>, on the
// server and again on client-side navigation.
import { usePublicConfig } from './public-config.tsx';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path (with search when it matters) of the canonical version of this page. */
  path: string;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

export function PageMeta({ title, description, path, image, type = 'website', noindex }: PageMetaProps) {
  const { productName, publicUrl } = usePublicConfig();
  const fullTitle = title === productName ? title : `${title} · ${productName}`;
  const canonical = `${publicUrl}${path}`;
  const imageUrl = image ? (image.startsWith('/') ? `${publicUrl}${image}` : image) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
