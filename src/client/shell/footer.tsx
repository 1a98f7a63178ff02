// Site footer (docs/product.md §4): product, company and social columns; '© {year} {product}'. The year is passed
// in (the current UTC year, src/shared/time/utc-year.ts) so server and client render the same text.
import type { ComponentType } from 'react';
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
  background:
    radial-gradient(ellipse 60% 80% at 100% 0%, rgb(33 188 207 / 0.12), transparent 60%),
    var(--color-ink);
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
  const product: FooterItem[] = [
    { label: 'Worlds', href: links.worlds },
    ...(links.events ? [{ label: 'Events', href: links.events }] : []),
    ...(links.studio ? [{ label: `${productName} Studios`, href: links.studio }] : []),
    { label: 'Store', href: links.store },
    ...(links.categories ? [{ label: 'Categories', href: links.categories }] : []),
    { label: 'Download', href: links.download },
    { label: 'Subscribe', href: links.subscribe },
    { label: 'Community', href: links.community },
    { label: 'Help Center', href: links.helpCenter },
  ];
  const company: FooterItem[] = [
    { label: 'About', href: links.about },
    { label: 'Terms of Service', href: links.termsOfService },
    { label: 'Terms and Conditions', href: links.termsAndConditions },
    { label: 'Privacy', href: links.privacy },
  ];

  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={columns}>
          <div className={cx(brand, fullRowOnPhone)}>
            <Logo productName={productName} tone="light" />
            <p className={tagline}>Worlds made by people, for people. Explore, create and meet up.</p>
          </div>
          <LinkColumn title={productName} items={product} />
          <LinkColumn title="Company" items={company} />
          {links.social.length > 0 ? (
            <div className={fullRowOnPhone}>
              <h2 className={heading}>Follow us</h2>
              <ul className={socialList} role="list">
                {links.social.map(({ site, url }) => {
                  const { label, Icon } = SOCIAL[site];
                  return (
                    <li key={site}>
                      <a href={url} className={socialLink} aria-label={`${productName} on ${label}`} rel="noopener noreferrer">
                        <Icon size={20} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
        <p className={bottom}>
          © {year} {productName}
        </p>
      </div>
    </footer>
  );
}
