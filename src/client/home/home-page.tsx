import { useLocation } from 'wouter';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { errorInfo } from '../query/error-info.ts';
import { PageMeta } from '../app/page-meta.tsx';
import { Section } from '../app/section.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { ExperienceShelf } from '../experiences/experience-shelf.tsx';
import { HomeHero } from '../shell/home-hero.tsx';
import { HERO_FEATURED_INPUT, HeroShowcase, HeroShowcaseSkeleton } from './hero-showcase.tsx';
import { ExperienceGrid } from '../experiences/experience-grid.tsx';
import { ExperienceGridSkeleton } from '../experiences/experience-grid-skeleton.tsx';
import { browseHref } from '../experiences/browse-search.ts';
import type { ExperienceCard } from '../../shared/experiences/schema.ts';

export function HomePage() {
  const { productName } = usePublicConfig();
  const [, navigate] = useLocation();
  return (
    <>
      <PageMeta
        title={productName}
        description={`${productName} is where virtual worlds live: explore experiences, meet friends, shop creator stores and join live events.`}
        path="/"
      />
      {/* The layout gives the home page the transparent top bar (navVariantFor('/')): the hero sits under it. */}
      <HomeHero
        productName={productName}
        underNav
        onSearch={(q, sort) => navigate(browseHref({ q, sort }))}
        showcase={
          <Section fallback={<HeroShowcaseSkeleton />}>
            <HeroShowcase />
          </Section>
        }
      />
      <Section fallback={<ExperienceGridSkeleton count={8} />}>
        <FeaturedSection />
      </Section>
      <Section fallback={<ExperienceGridSkeleton count={8} />}>
        <NewestSection />
      </Section>
    </>
  );
}

function HomeShelf({
  id,
  title,
  href,
  experiences,
}: {
  id: string;
  title: string;
  href: string;
  experiences: ExperienceCard[];
}) {
  const { sites } = usePublicConfig();
  return (
    <ExperienceShelf id={id} title={title} href={href}>
      <ExperienceGrid experiences={experiences} baseUrl={sites.atlas} headingLevel={3} label={title} />
    </ExperienceShelf>
  );
}

function FeaturedSection() {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.experiences.featured.queryOptions(HERO_FEATURED_INPUT));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="Featured experiences are unavailable"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.length === 0) return null;
  return <HomeShelf id="featured-heading" title="Featured worlds" href="/experiences" experiences={result.data} />;
}

function NewestSection() {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.experiences.browse.queryOptions({ sort: 'newest', perPage: 8 }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="New experiences are unavailable"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  return (
    <HomeShelf
      id="newest-heading"
      title="Newly published"
      href="/experiences?sort=newest"
      experiences={result.data.items}
    />
  );
}
