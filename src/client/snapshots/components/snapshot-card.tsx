// One snapshot in a grid (docs/product.md §5): the 'grid' size picture, the caption as
// the card's one link (stretched over the card), the persona link with the profile hover popup (above
// the stretched link), and the age.
import { css, cx } from '@linaria/core';
import type { Snapshot } from '../../../shared/snapshots/schema.ts';
import { snapshotHref, snapshotImageUrl } from '../../../shared/snapshots/snapshot-rules.ts';
import { siteHref } from '../../../shared/links/site-link.ts';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/components/persona-link.tsx';
import { Image } from '../../ui/image.tsx';
import { media } from '../../styles/tokens.ts';
import { cardBody, cardFrame, cardMedia } from '../../experiences/components/experience-card.tsx';
import { SnapshotAge } from './snapshot-age.tsx';

const card = css`
  /* The persona's profile popup opens inside the card: lift the card above its neighbours meanwhile. */
  &:hover,
  &:focus-within {
    z-index: 3;
  }

  transition:
    transform 0.25s var(--ease-out),
    box-shadow 0.25s var(--ease-out);

  @media ${media.hover} {
    &:hover {
      transform: translateY(-3px);
      box-shadow: var(--shadow-lg);
    }
  }
`;

const image = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const title = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const captionLink = css`
  color: var(--color-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: var(--radius-card);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 3px;
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.125rem 0.5rem;
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const personaLink = css`
  position: relative;
  z-index: 2;
  color: var(--color-text-muted);
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: var(--color-primary-strong);
    text-decoration: underline;
  }
`;

export interface SnapshotCardProps {
  snapshot: Snapshot;
  /** The instant the data was made: ages render relative to it until the page is interactive. */
  asOf: string;
  /** Site the detail link points at: '/' for in-app links, another site's address for plain links. */
  baseUrl?: string;
  headingLevel?: 2 | 3 | 4;
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** The words that name a snapshot: its caption, or whose it is. */
export function snapshotTitle(snapshot: Pick<Snapshot, 'caption' | 'personaName'>): string {
  return snapshot.caption.trim() || `Snapshot by ${snapshot.personaName}`;
}

export function SnapshotCard({ snapshot, asOf, baseUrl = '/', headingLevel = 3, imageLoading = 'lazy', className }: SnapshotCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <article className={cx(cardFrame, card, className)} data-snapshot-id={snapshot.id}>
      <div className={cardMedia}>
        <Image src={snapshotImageUrl(snapshot.sizes, 'grid')} alt="" width={480} height={270} loading={imageLoading} className={image} />
      </div>
      <div className={cardBody}>
        <Heading className={title}>
          <AppLink href={siteHref(baseUrl, snapshotHref(snapshot.id))} className={captionLink}>
            {snapshotTitle(snapshot)}
          </AppLink>
        </Heading>
        <p className={meta}>
          <PersonaLink handle={snapshot.personaHandle} className={personaLink}>
            {snapshot.personaName}
          </PersonaLink>
          <span aria-hidden="true">·</span>
          <SnapshotAge createdAt={snapshot.createdAt} asOf={asOf} />
        </p>
      </div>
    </article>
  );
}
