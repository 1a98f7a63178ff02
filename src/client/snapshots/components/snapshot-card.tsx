// One snapshot in a grid (docs/product.md §5): the 'grid' size picture, the caption as
// the card's one link (stretched over the card), the persona link with the profile hover popup (above
// the stretched link), and the age.
import { css, cx } from '@linaria/core';
import type { Snapshot } from '../../../shared/snapshots/schema.ts';
import { snapshotHref, snapshotImageUrl } from '../../../shared/snapshots/snapshot-rules.ts';
import { siteHref } from '../../../shared/links/site-link.ts';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { Image } from '../../ui/image.tsx';
import {
  cardBody,
  cardFrame,
  cardImage,
  cardLift,
  cardMedia,
  cardSecondaryLink,
  cardTitle,
  stretchedLink,
} from '../../ui/card.ts';
import { SnapshotAge } from './snapshot-age.tsx';
import { useT, type Translate } from '../../i18n/i18n.tsx';

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.125rem 0.5rem;
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
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
export function snapshotTitle(snapshot: Pick<Snapshot, 'caption' | 'personaName'>, t: Translate): string {
  return snapshot.caption.trim() || t('snapshots.titleBy', { persona: snapshot.personaName });
}

export function SnapshotCard({
  snapshot,
  asOf,
  baseUrl = '/',
  headingLevel = 3,
  imageLoading = 'lazy',
  className,
}: SnapshotCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <article className={cx(cardFrame, cardLift, className)} data-snapshot-id={snapshot.id}>
      <div className={cardMedia}>
        <Image
          src={snapshotImageUrl(snapshot.sizes, 'grid')}
          alt=""
          width={480}
          height={270}
          loading={imageLoading}
          className={cardImage}
        />
      </div>
      <div className={cardBody}>
        <Heading className={cardTitle}>
          <AppLink href={siteHref(baseUrl, snapshotHref(snapshot.id))} className={stretchedLink}>
            {snapshotTitle(snapshot, t)}
          </AppLink>
        </Heading>
        <p className={meta}>
          <PersonaLink handle={snapshot.personaHandle} className={cardSecondaryLink}>
            {snapshot.personaName}
          </PersonaLink>
          <span aria-hidden="true">·</span>
          <SnapshotAge createdAt={snapshot.createdAt} asOf={asOf} />
        </p>
      </div>
    </article>
  );
}
