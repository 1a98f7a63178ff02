// The design system's single source (docs/product.md §11): colours, sizes and type as CSS custom properties, a
// modern reset, focus and motion rules. Imported once by the page layout; components read the variables.
//
// Contrast notes (WCAG AA on white): the brand primary #21bccf is 2.3:1, so it is used for fills with
// dark ink on top and for accents, never for text on white. Text-coloured primary is the darker
// --color-primary-strong (5.5:1), which is also the focus ring so that the ring itself is 3:1 visible.
import { css } from '@linaria/core';

/**
 * Breakpoints for media queries inside Linaria templates (custom properties cannot be used in media
 * queries). Mobile-first: use `min-width`; the `*Below` queries are for the rare max-width rule.
 */
export const breakpoints = {
  mobile: '40em',
  tablet: '52em',
  desktop: '64em',
  navbar: '915px',
  widescreen: '76rem',
  /** Mobile nav and detail-page desktop/mobile switch (docs/product.md §4, §11). */
  mobileNav: '1024px',
} as const;

export const media = {
  mobileUp: `(min-width: ${breakpoints.mobile})`,
  tabletUp: `(min-width: ${breakpoints.tablet})`,
  desktopUp: `(min-width: ${breakpoints.desktop})`,
  navbarUp: `(min-width: ${breakpoints.navbar})`,
  widescreenUp: `(min-width: ${breakpoints.widescreen})`,
  /** At or above 1024px: desktop navigation and the two-column detail page. */
  mobileNavUp: `(min-width: ${breakpoints.mobileNav})`,
  /** Below 1024px: mobile navigation and single-column detail page. */
  mobileNavBelow: '(max-width: 1023.98px)',
  hover: '(hover: hover) and (pointer: fine)',
} as const;

export const globalStyles = css`
  :global() {
    /*
     * Until Roboto arrives, Arial (or Liberation Sans, its metric twin) drawn at Roboto's size and line
     * metrics, so lines wrap where Roboto will wrap them and nothing moves when the font swaps in.
     * Roboto: ascent 1900, descent 500, no line gap, per 2048 units; its average width is 100.3% of Arial's.
     */
    @font-face {
      font-family: 'Roboto Fallback';
      src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
      size-adjust: 100.3%;
      ascent-override: 92.77%;
      descent-override: 24.41%;
      line-gap-override: 0%;
    }

    :root {
      --color-primary: #21bccf;
      --color-primary-strong: #0a7482;
      --color-primary-soft: #e3f7fa;
      --color-on-primary: #04262b;
      --color-warning: #ffbb00;
      --color-on-warning: #2b1f00;
      --color-error: #e6002e;
      --color-error-soft: #fdecef;
      --color-success: #11cc55;

      --color-text: #141a23;
      --color-text-muted: #4d5767;
      --color-page: #f5f7fa;
      --color-surface: #ffffff;
      --color-surface-sunken: #eceff4;
      --color-border: #dbe1e8;
      --color-border-strong: #b9c2ce;
      --color-skeleton: #e4e8ee;
      --color-skeleton-shine: #f2f4f7;
      --color-ink: #0b1220;
      --color-ink-text: #dbe3ee;
      --color-ink-muted: #a6b3c4;

      --shadow-sm: 0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.08);
      --shadow-md: 0 4px 8px -2px rgb(16 24 40 / 0.08), 0 2px 4px -2px rgb(16 24 40 / 0.05);
      --shadow-lg: 0 16px 32px -12px rgb(16 24 40 / 0.22), 0 6px 12px -6px rgb(16 24 40 / 0.1);

      --font-family:
        Roboto, 'Roboto Fallback', system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;
      --font-size-base: 16px;
      --header-height: 60px;
      --radius-button: 30px;
      --radius-card: 14px;
      --radius-small: 8px;
      --content-width: 1200px;
      --content-width-atlas: 1800px;
      --content-width-store: 1400px;
      --page-gutter: clamp(1rem, 4vw, 2rem);
      --page-bottom-padding: 5rem;
      --ease-out: cubic-bezier(0.2, 0.8, 0.2, 1);

      color-scheme: light;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    * {
      margin: 0;
    }

    html {
      font-size: var(--font-size-base);
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      scroll-padding-top: calc(var(--header-height) + 1rem);
    }

    /* A flex column so the footer sits at the bottom of short pages (the layout renders straight into body). */
    body {
      display: flex;
      flex-direction: column;
      min-height: 100vh;
      min-height: 100dvh;
      font-family: var(--font-family);
      font-size: 1rem;
      line-height: 1.5;
      color: var(--color-text);
      background: var(--color-page);
      -webkit-font-smoothing: antialiased;
      -moz-osx-font-smoothing: grayscale;
      text-rendering: optimizeLegibility;
    }

    img,
    picture,
    video,
    canvas,
    svg {
      display: block;
      max-width: 100%;
    }

    img {
      height: auto;
    }

    input,
    button,
    textarea,
    select {
      font: inherit;
      color: inherit;
    }

    button {
      cursor: pointer;
    }

    h1,
    h2,
    h3,
    h4 {
      line-height: 1.2;
      text-wrap: balance;
      overflow-wrap: break-word;
    }

    p {
      text-wrap: pretty;
      overflow-wrap: break-word;
    }

    ul[role='list'],
    ol[role='list'] {
      list-style: none;
      padding: 0;
    }

    a {
      color: var(--color-primary-strong);
      text-underline-offset: 0.15em;
    }

    :focus-visible {
      outline: 3px solid var(--color-primary-strong);
      outline-offset: 2px;
    }

    :focus:not(:focus-visible) {
      outline: none;
    }

    ::selection {
      background: var(--color-primary);
      color: var(--color-on-primary);
    }

    [hidden] {
      display: none !important;
    }

    .visually-hidden {
      position: absolute !important;
      width: 1px !important;
      height: 1px !important;
      padding: 0 !important;
      margin: -1px !important;
      overflow: hidden !important;
      clip: rect(0 0 0 0) !important;
      clip-path: inset(50%) !important;
      white-space: nowrap !important;
      border: 0 !important;
    }

    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
