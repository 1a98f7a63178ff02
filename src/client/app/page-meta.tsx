// Title, description, canonical URL and Open Graph tags. React 19 hoists these into <head>, on the
// server and again on client-side navigation.
import { usePublicConfig } from './public-config.tsx';
import { useLocale } from '../i18n/i18n.tsx';
import { LOCALES, localizedPath } from '../../shared/i18n/locales.ts';

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
  const locale = useLocale();
  // Each language has its own address (English the plain one, the others `?lang=`), named to crawlers
  // by hreflang alternates; the canonical is this language's (docs/decisions/0044-lingui-for-languages.md).
  const canonical = `${publicUrl}${localizedPath(path, locale)}`;
  const imageUrl = image ? (image.startsWith('/') ? `${publicUrl}${image}` : image) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex
        ? null
        : LOCALES.map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={language}
              href={`${publicUrl}${localizedPath(path, language)}`}
            />
          ))}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${localizedPath(path, 'en')}`} />}
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
