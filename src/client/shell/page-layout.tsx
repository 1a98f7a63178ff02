// The page frame: skip link, navigation progress bar, top navigation, the page's main content at the
// width its kind of page wants (docs/product.md §11: 1200px, 1800px atlas, 1400px store), and the footer.
// It renders siblings, not a wrapper: they sit directly in <body> (a flex column, see tokens.ts), which
// the no-JavaScript stylesheet relies on to order streamed sections before the footer.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import '../styles/tokens.ts';
import { TopNav, type TopNavVariant } from './top-nav.tsx';
import { Footer, type FooterLinks } from './footer.tsx';
import type { NavLink } from '../../shared/ui/nav-links.ts';
import { useT } from '../i18n/i18n.tsx';

export type PageWidth = 'default' | 'atlas' | 'store';

const skipLink = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 200;
  padding: 0.75rem 1.25rem;
  border-radius: var(--radius-button);
  background: var(--color-ink);
  color: #ffffff;
  font-weight: 500;
  text-decoration: none;
  transform: translateY(-200%);
  transition: transform 0.15s ease;

  &:focus,
  &:focus-visible {
    transform: none;
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const main = css`
  flex: 1 0 auto;
  width: 100%;
  margin: 0 auto;
  padding: clamp(1.25rem, 3vw, 2.25rem) var(--page-gutter) var(--page-bottom-padding);

  &:focus {
    outline: none;
  }
`;

/* Under the transparent nav the page's first block (the home hero) starts at the very top and draws
   the bar's background itself. */
const mainUnderNav = css`
  padding-top: 0;
`;

const widths: Record<PageWidth, string> = {
  default: css`
    max-width: calc(var(--content-width) + 2 * var(--page-gutter));
  `,
  atlas: css`
    max-width: calc(var(--content-width-atlas) + 2 * var(--page-gutter));
  `,
  store: css`
    max-width: calc(var(--content-width-store) + 2 * var(--page-gutter));
  `,
};

export interface PageLayoutProps {
  /** Content width of the page kind (docs/product.md §11). */
  width?: PageWidth;
  productName?: string;
  /** Primary links; the nav shows those the viewer may see (persona-only links need a persona). */
  links: readonly NavLink[];
  /**
   * 'transparent' lays the bar over the page's first block, which must then start with room for it
   * (HomeHero's `underNav`); 'marketing' shows 'Log in' and 'Sign up' buttons to visitors.
   */
  navVariant?: TopNavVariant;
  footerLinks: FooterLinks;
  /** Current UTC year for the footer. */
  year: number;
  /** The navigation progress bar (ProgressBar). */
  progress?: ReactNode;
  children: ReactNode;
}

export function PageLayout({
  width = 'default',
  productName = 'Lumen',
  links,
  navVariant = 'default',
  footerLinks,
  year,
  progress,
  children,
}: PageLayoutProps) {
  const t = useT();
  return (
    <>
      <a href="#main" className={skipLink}>
        {t('shell.skipToContent')}
      </a>
      {progress}
      <TopNav links={links} variant={navVariant} productName={productName} />
      <main id="main" tabIndex={-1} className={cx(main, widths[width], navVariant === 'transparent' && mainUnderNav)}>
        {children}
      </main>
      <Footer links={footerLinks} year={year} productName={productName} />
    </>
  );
}
