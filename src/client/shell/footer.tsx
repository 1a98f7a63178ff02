// Site footer (docs/product.md §4): product, company and social columns; '© {year} {product}'. The year is passed
// in (the current UTC year, src/shared/time/utc-year.ts) so server and client render the same text.
import { Suspense, type ComponentType } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import {
  DiscordIcon,
  FacebookIcon,
  InstagramIcon,
  TikTokIcon,
  XBrandIcon,
  YouTubeIcon,
  type IconProps,
} from '../ui/icons.tsx';
import { media } from '../styles/tokens.ts';
import { Logo } from './logo.tsx';
import { useT } from '../i18n/i18n.tsx';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';

import { CurrencySelector } from '../money/currency-selector.tsx';

export type SocialSite = 'x' | 'youtube' | 'discord' | 'instagram' | 'facebook' | 'tiktok';

export interface SocialLink {
  site: SocialSite;
  url: string;
}

export interface FooterLinks {
  worlds: string;
  /** The Events link shows only when an events url is given. */
  events?: string | null;
  /** The platform studio's showcase ('{product} Studios'), when given. */
  studio?: string | null;
  store: string;
  /** The store's categories (/categories), after Store, when given. */
  categories?: string | null;
  download: string;
  subscribe: string;
  community: string;
  helpCenter: string;
  about: string;
  termsOfService: string;
  termsAndConditions: string;
  privacy: string;
  social: readonly SocialLink[];
}

const SOCIAL: Record<SocialSite, { label: string; Icon: ComponentType<IconProps> }> = {
  x: { label: 'X (Twitter)', Icon: XBrandIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
  discord: { label: 'Discord', Icon: DiscordIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  tiktok: { label: 'TikTok', Icon: TikTokIcon },
};

const footer = css`
  flex: none;
  margin-top: auto;
  background: radial-gradient(ellipse 60% 80% at 100% 0%, rgb(33 188 207 / 0.12), transparent 60%), var(--color-ink);
  color: var(--color-ink-text);
`;

const inner = css`
  display: grid;
  gap: 2.5rem;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 3.5rem var(--page-gutter) 2rem;
`;

const columns = css`
  display: grid;
  gap: 2.25rem 1.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media ${media.tabletUp} {
    grid-template-columns: 1.3fr 1fr 1fr 1.3fr;
  }
`;

/** Brand and social rows take the full width on phones, a column each from tablet up. */
const fullRowOnPhone = css`
  grid-column: 1 / -1;

  @media ${media.tabletUp} {
    grid-column: auto;
  }
`;

const brand = css`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  max-width: 30ch;
`;

const tagline = css`
  color: var(--color-ink-muted);
  font-size: 0.9375rem;
`;

const heading = css`
  margin-bottom: 0.875rem;
  color: #ffffff;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const list = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* German runs to single words wider than a phone's half column ("Geschäftsbedingungen"). */
  hyphens: auto;
  overflow-wrap: anywhere;
`;

const link = css`
  color: var(--color-ink-text);
  font-size: 0.9375rem;
  text-decoration: none;

  &:hover {
    color: #ffffff;
    text-decoration: underline;
  }

  &:focus-visible {
    outline-color: var(--color-primary);
  }
`;

const socialList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const socialLink = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.08);
  color: var(--color-ink-text);
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: var(--color-primary);
    color: var(--color-on-primary);
  }

  &:focus-visible {
    outline-color: var(--color-primary);
  }
`;

const bottom = css`
  padding-top: 1.5rem;
  border-top: 1px solid rgb(255 255 255 / 0.12);
  color: var(--color-ink-muted);
  font-size: 0.875rem;
`;

const languages = css`
  margin-bottom: 1rem;
`;

export interface FooterProps {
  links: FooterLinks;
  /** The current UTC year. */
  year: number;
  productName?: string;
}

interface FooterItem {
  label: string;
  href: string;
}

function LinkColumn({ title, items }: { title: string; items: readonly FooterItem[] }) {
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className={list} role="list">
        {items.map((item) => (
          <li key={item.label}>
            <AppLink href={item.href} className={link}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ links, year, productName = 'Lumen' }: FooterProps) {
  const t = useT();
  const product: FooterItem[] = [
    { label: t('footer.worlds'), href: links.worlds },
    ...(links.events ? [{ label: t('footer.events'), href: links.events }] : []),
    ...(links.studio ? [{ label: t('footer.studios', { productName }), href: links.studio }] : []),
    { label: t('footer.store'), href: links.store },
    ...(links.categories ? [{ label: t('footer.categories'), href: links.categories }] : []),
    { label: t('footer.download'), href: links.download },
    { label: t('footer.subscribe'), href: links.subscribe },
    { label: t('footer.community'), href: links.community },
    { label: t('footer.helpCenter'), href: links.helpCenter },
  ];
  const company: FooterItem[] = [
    { label: t('footer.about'), href: links.about },
    { label: t('footer.termsOfService'), href: links.termsOfService },
    { label: t('footer.termsAndConditions'), href: links.termsAndConditions },
    { label: t('footer.privacy'), href: links.privacy },
  ];

  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={columns}>
          <div className={cx(brand, fullRowOnPhone)}>
            <Logo productName={productName} tone="light" />
            <p className={tagline}>{t('footer.tagline')}</p>
          </div>
          <LinkColumn title={productName} items={product} />
          <LinkColumn title={t('footer.company')} items={company} />
          {links.social.length > 0 ? (
            <div className={fullRowOnPhone}>
              <h2 className={heading}>{t('footer.followUs')}</h2>
              <ul className={socialList} role="list">
                {links.social.map(({ site, url }) => {
                  const { label, Icon } = SOCIAL[site];
                  return (
                    <li key={site}>
                      <a
                        href={url}
                        className={socialLink}
                        aria-label={t('footer.socialLink', { productName, site: label })}
                        rel="noopener noreferrer"
                      >
                        <Icon size={20} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={bottom}>
          <LanguageSwitcher className={languages} />
          <Suspense fallback={null}>
            <CurrencySelector className={languages} />
          </Suspense>
          <p>{t('footer.copyright', { year: String(year), productName })}</p>
        </div>
      </div>
    </footer>
  );
}
