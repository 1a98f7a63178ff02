// /community: where people meet on the platform: events, the snapshots feed, creators and their stores,
// the official channels. Everything but the creators list is static; that list streams in its own
// section (the shell never waits for it) from the store's first page of listings.
import { css } from '@linaria/core';
import { PageMeta } from '../app/page-meta.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { Section } from '../app/section.tsx';
import { AppLink } from '../router/app-link.tsx';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { storeSearchFrom } from '../../shared/listings/listing-rules.ts';
import type { ListingCreator } from '../../shared/listings/schema.ts';
import * as styles from './site-styles.ts';
import { pathOf } from '../app/route-table.ts';

const COMMUNITY_PATH = pathOf('community');

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    border-color: var(--color-primary-strong);
    color: var(--color-primary-strong);
  }
`;

const chipSkeleton = css`
  width: 9rem;
  height: 44px;
  border-radius: 999px;
`;

const SOCIAL_LABELS = {
  x: 'X (Twitter)',
  youtube: 'YouTube',
  discord: 'Discord',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
} as const;

interface Place {
  title: string;
  href: string;
  text: string;
}

/** The creators of the store's current listings, each once, in the order the store shows them. */
export function creatorsOf(items: ReadonlyArray<{ creator: ListingCreator }>): ListingCreator[] {
  const seen = new Map<string, ListingCreator>();
  for (const { creator } of items) if (!seen.has(creator.personaHandle)) seen.set(creator.personaHandle, creator);
  return [...seen.values()];
}

function CreatorsSkeleton() {
  return (
    <ul className={chips} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton className={chipSkeleton} />
        </li>
      ))}
    </ul>
  );
}

function CreatorStores() {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.browse.queryOptions(storeSearchFrom('')));
  if (result.isError) {
    return (
      <ErrorNotice
        headingLevel={3}
        title="Creators could not be loaded"
        description="The rest of the page still works."
        onRetry={() => void result.refetch()}
      />
    );
  }
  const creators = creatorsOf(result.data?.items ?? []);
  if (creators.length === 0) {
    return (
      <p className={styles.muted}>
        No creator has opened a store yet. <AppLink href="/creator">Open yours</AppLink> and be the first.
      </p>
    );
  }
  return (
    <ul className={chips} role="list" aria-label="Creators’ stores">
      {creators.map((creator) => (
        <li key={creator.personaHandle}>
          <AppLink href={`/store/${encodeURIComponent(creator.personaHandle)}`} className={chip}>
            {creator.personaName}’s store
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function CommunityPage() {
  const { productName, socialLinks } = usePublicConfig();
  const places: Place[] = [
    {
      title: 'Events',
      href: '/events',
      text: 'Concerts, classes, launches and meet-ups happening in worlds now and soon.',
    },
    {
      title: 'Snapshots',
      href: '/snapshots',
      text: 'The newest pictures people took in worlds: see where everyone has been.',
    },
    { title: 'Worlds', href: '/experiences', text: 'Every world people have built, and who is in them right now.' },
    { title: 'Creators’ stores', href: '/store', text: `Items made by the community, for ${productName} Dollars.` },
  ];
  return (
    <div className={styles.page}>
      <PageMeta
        title="Community"
        description={`Where ${productName} people meet: events, snapshots, creators and their stores.`}
        path={COMMUNITY_PATH}
      />
      <header className={styles.hero}>
        <h1 className={styles.title}>The {productName} community</h1>
        <p className={styles.lead}>
          {productName} is the people in it. Meet them at an event, see their snapshots, or visit the stores of the
          creators who build the worlds.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="community-places">
        <h2 id="community-places" className={styles.sectionTitle}>
          Where people meet
        </h2>
        <ul className={styles.cardGrid} role="list">
          {places.map((place) => (
            <li key={place.href} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <AppLink href={place.href} className={styles.cardLink}>
                  {place.title}
                </AppLink>
              </h3>
              <p className={styles.muted}>{place.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="community-creators">
        <h2 id="community-creators" className={styles.sectionTitle}>
          Creators and their stores
        </h2>
        <Section fallback={<CreatorsSkeleton />}>
          <CreatorStores />
        </Section>
      </section>

      {socialLinks.length > 0 ? (
        <section className={styles.section} aria-labelledby="community-channels">
          <h2 id="community-channels" className={styles.sectionTitle}>
            Follow {productName}
          </h2>
          <ul className={chips} role="list">
            {socialLinks.map(({ site, url }) => (
              <li key={site}>
                <a href={url} className={chip} rel="noopener noreferrer">
                  {SOCIAL_LABELS[site]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.notice} aria-labelledby="community-news">
        <h2 id="community-news" className={styles.cardTitle}>
          Hear what’s new
        </h2>
        <p>New worlds, events and creators, at most a few times a month. No account needed.</p>
        <p>
          <ButtonLink href="/subscribe" variant="secondary">
            Subscribe to the newsletter
          </ButtonLink>
        </p>
        <p className={styles.muted}>
          Be kind: the <AppLink href="/legal/terms-of-service">Terms of Service</AppLink> say how we treat each other.
        </p>
      </section>
    </div>
  );
}
