// The whole HTML document. Rendered by React on the server (streamed) and hydrated as `document`.
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/i18n.tsx';

export interface ClientAssets {
  /** The client entry module. */
  entry: string;
  /** The stylesheets of the entry and of the page being rendered (a page's own CSS ships with its chunk). */
  css: string[];
  /**
   * The modules the entry imports and the page's chunk with its imports: fetched in parallel from the
   * head instead of one after another as each module discovers its imports.
   */
  modulepreload: string[];
}

export function Document({ assets, children }: { assets: ClientAssets; children: ReactNode }) {
  return (
    <html lang={useLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {/* Without JavaScript, streamed sections stay hidden: this stylesheet shows them instead. */}
        <noscript dangerouslySetInnerHTML={{ __html: '<link rel="stylesheet" href="/noscript.css">' }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
