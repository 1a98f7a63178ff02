// /creator: the creator's own experiences, hosted events, stores and listings, each with edit and delete, plus the
// ways to sales (/sales) and to redelivery (from /orders). Persona only.
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { creatorPaths } from '../../../shared/creator/limits.ts';
import { ORDERS_PATH, SALES_PATH } from '../../../shared/orders/paths.ts';
import { creatorExperiencesHref, experienceHref, storeHref } from '../../../shared/links/site-link.ts';
import { listingPath } from '../../../shared/listings/listing-rules.ts';
import { CREATOR_DEFECTS_PATH } from '../../../shared/defects/limits.ts';
import { useT } from '../../i18n/i18n.tsx';
import { DeleteButton, Notice, actionsRow, pageTitle, sectionTitle } from '../components/form-parts.tsx';
import { formatEventTime } from '../../../shared/events/time-zone.ts';

const toolbar = css`
  margin: 0 0 2rem;
`;

const section = css`
  margin: 0 0 2.5rem;
`;

const sectionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 0 0 1rem;

  & h2 {
    margin: 0;
  }
`;

const list = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (min-width: 40em) {
    grid-template-columns: 4.5rem minmax(0, 1fr) auto;
  }
`;

const thumb = css`
  width: 4.5rem;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
`;

const rowText = css`
  display: grid;
  gap: 0.25rem;
  min-width: 0;

  & strong {
    overflow-wrap: anywhere;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  grid-column: 1 / -1;

  @media (min-width: 40em) {
    grid-column: auto;
  }
`;

const badge = css`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: var(--radius-button);
  background: var(--color-surface-sunken);
  color: var(--color-text-muted);
  font-size: 0.75rem;
  font-weight: 500;
  text-transform: uppercase;
`;

const skeletonRow = css`
  display: block;
  height: 96px;
  border-radius: var(--radius-card);
`;

const KIND_LABEL: Record<string, string> = {
  experience: 'experience',
  listing: 'listing',
  store: 'store',
  event: 'event',
};

/** ?saved=experience&name=… or ?deleted=…: the success notice after a form sent the creator here. */
function noticeFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  const name = params.get('name') ?? '';
  const saved = params.get('saved');
  const deleted = params.get('deleted');
  if (saved && KIND_LABEL[saved]) return `Your ${KIND_LABEL[saved]} “${name}” is saved.`;
  if (deleted && KIND_LABEL[deleted]) return `Your ${KIND_LABEL[deleted]} “${name}” was deleted.`;
  if (params.get('cancelled') === 'event') return `Your event “${name}” was cancelled. Its attendees were told.`;
  return null;
}

function RowsSkeleton() {
  return (
    <div className={list} aria-hidden="true">
      <Skeleton className={skeletonRow} />
      <Skeleton className={skeletonRow} />
    </div>
  );
}

function Rows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={list} aria-label={label}>
      {children}
    </ul>
  );
}

function MyExperiences() {
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const viewer = useViewer();
  const result = useSectionQuery(utils.creator.experiences.queryOptions());
  const remove = trpc.creator.deleteExperience.useMutation();
  if (result.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your experiences"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.status !== 'success') return null;
  if (result.data.length === 0) {
    return (
      <EmptyState
        title="No experiences yet"
        description="Publish your first world: a name, a cover and a few tags are enough to start."
        action={<ButtonLink href={creatorPaths.newExperience}>New experience</ButtonLink>}
      />
    );
  }
  return (
    <>
      <Rows label="Your experiences">
        {result.data.map((experience) => (
          <li key={experience.id} className={row}>
            {experience.imageUrl ? (
              <img className={thumb} src={experience.imageUrl} alt="" />
            ) : (
              <span className={thumb} aria-hidden="true" />
            )}
            <span className={rowText}>
              <strong>{experience.name}</strong>
              <span className={muted}>
                /{experience.handle}
                {experience.tags.length > 0 ? ` · ${experience.tags.map((tag) => `#${tag}`).join(' ')}` : ''}
              </span>
            </span>
            <span className={rowActions}>
              <ButtonLink
                variant="secondary"
                size="sm"
                href={creatorPaths.editExperience(experience.id)}
                aria-label={`Edit experience ${experience.name}`}
              >
                Edit
              </ButtonLink>
              <ButtonLink
                variant="ghost"
                size="sm"
                href={experienceHref(experience.personaHandle, experience.handle)}
                aria-label={`View experience ${experience.name}`}
              >
                View
              </ButtonLink>
              <DeleteButton
                what="experience"
                name={experience.name}
                onConfirm={async () => {
                  await remove.mutateAsync({ id: experience.id });
                  await utils.creator.experiences.invalidate();
                  navigate(`${creatorPaths.dashboard}?deleted=experience&name=${encodeURIComponent(experience.name)}`, {
                    replace: true,
                  });
                }}
              />
            </span>
          </li>
        ))}
      </Rows>
      {viewer?.personaHandle ? (
        <p>
          <AppLink href={creatorExperiencesHref(viewer.personaHandle)}>See your public experiences page</AppLink>
        </p>
      ) : null}
    </>
  );
}

function MyEvents() {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.creator.events.queryOptions());
  if (result.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your events"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.status !== 'success') return null;
  if (result.data.length === 0) {
    return (
      <EmptyState
        title="No events ahead"
        description="Host a gathering in one of your worlds: set a time in your zone, repeat it weekly, sell tickets or hand out codes."
        action={<ButtonLink href={creatorPaths.newEvent}>New event</ButtonLink>}
      />
    );
  }
  return (
    <Rows label="Your events">
      {result.data.map((event) => (
        <li key={event.id} className={row}>
          <span className={thumb} aria-hidden="true" />
          <span className={rowText}>
            <strong>
              {event.title}
              {event.status !== 'upcoming' ? <span className={badge}>{event.status}</span> : null}
            </strong>
            <span className={muted}>
              {formatEventTime(new Date(event.startsAt), new Date(event.endsAt), event.timeZone)} ·{' '}
              {event.experienceName}
              {event.seriesId ? ' · weekly' : ''}
            </span>
          </span>
          <span className={rowActions}>
            <ButtonLink
              variant="secondary"
              size="sm"
              href={creatorPaths.editEvent(event.id)}
              aria-label={`Edit event ${event.title}`}
            >
              Edit
            </ButtonLink>
            <ButtonLink variant="ghost" size="sm" href={event.path} aria-label={`View event ${event.title}`}>
              View
            </ButtonLink>
          </span>
        </li>
      ))}
    </Rows>
  );
}

function MyStores() {
  const utils = trpc.useUtils();
  const viewer = useViewer();
  const result = useSectionQuery(utils.creator.stores.queryOptions());
  if (result.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your stores"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.status !== 'success') return null;
  if (result.data.length === 0) {
    return (
      <EmptyState
        title="No store yet"
        description="Open a store to sell outfits, props and kits for Lumen Dollars."
        action={<ButtonLink href={creatorPaths.newStore}>Open a store</ButtonLink>}
      />
    );
  }
  return (
    <Rows label="Your stores">
      {result.data.map((store) => (
        <li key={store.id} className={row}>
          <span className={thumb} aria-hidden="true" />
          <span className={rowText}>
            <strong>{store.name}</strong>
            <span className={muted}>
              @{store.handle} · {store.productCount} {store.productCount === 1 ? 'listing' : 'listings'}
            </span>
          </span>
          <span className={rowActions}>
            <ButtonLink
              variant="secondary"
              size="sm"
              href={creatorPaths.editStore(store.id)}
              aria-label={`Edit store ${store.name}`}
            >
              Edit
            </ButtonLink>
            {viewer?.personaHandle ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                href={`${storeHref(viewer.personaHandle)}?store=${encodeURIComponent(store.handle)}`}
                aria-label={`View store ${store.name}`}
              >
                View
              </ButtonLink>
            ) : null}
          </span>
        </li>
      ))}
    </Rows>
  );
}

function MyProducts() {
  const t = useT();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const result = useSectionQuery(utils.creator.products.queryOptions());
  const remove = trpc.creator.deleteProduct.useMutation();
  if (result.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your listings"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  if (result.status !== 'success') return null;
  if (result.data.items.length === 0) {
    return (
      <EmptyState
        title="No listings yet"
        description="List a product: a name, a price (0 is FREE) and a picture."
        action={<ButtonLink href={creatorPaths.newProduct}>New listing</ButtonLink>}
      />
    );
  }
  return (
    <Rows label="Your listings">
      {result.data.items.map((product) => (
        <li key={product.id} className={row}>
          {product.imageUrl ? (
            <img className={thumb} src={product.imageUrl} alt="" />
          ) : (
            <span className={thumb} aria-hidden="true" />
          )}
          <span className={rowText}>
            <strong>
              {product.name}
              {product.status === 'delisted' ? <span className={badge}>Delisted</span> : null}
            </strong>
            <span className={muted}>
              <CoinAmount amount={product.price} /> {product.store ? `· ${product.store.name}` : ''}
            </span>
          </span>
          <span className={rowActions}>
            <ButtonLink
              variant="secondary"
              size="sm"
              href={creatorPaths.editProduct(product.id)}
              aria-label={`Edit listing ${product.name}`}
            >
              Edit
            </ButtonLink>
            <ButtonLink
              variant="ghost"
              size="sm"
              href={creatorPaths.listingOrders(product.id)}
              aria-label={`Sales of ${product.name}`}
            >
              Sales
            </ButtonLink>
            <ButtonLink
              variant="ghost"
              size="sm"
              href={`${CREATOR_DEFECTS_PATH}?listing=${product.id}`}
              aria-label={t('defects.forListing', { name: product.name })}
            >
              {t('defects.creatorLink')}
            </ButtonLink>
            {product.status === 'listed' ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                href={listingPath(product)}
                aria-label={`View listing ${product.name}`}
              >
                View
              </ButtonLink>
            ) : null}
            <DeleteButton
              what="listing"
              name={product.name}
              consequence="Past orders keep it; buyers who had it in their cart are told it was removed."
              onConfirm={async () => {
                await remove.mutateAsync({ id: product.id });
                await utils.creator.products.invalidate();
                navigate(`${creatorPaths.dashboard}?deleted=listing&name=${encodeURIComponent(product.name)}`, {
                  replace: true,
                });
              }}
            />
          </span>
        </li>
      ))}
    </Rows>
  );
}

export function CreatorDashboardPage() {
  const t = useT();
  const notice = noticeFrom(useSearch());
  return (
    <>
      <PageMeta
        title="Creator tools"
        description="Your experiences, events, stores and listings."
        path={creatorPaths.dashboard}
        noindex
      />
      <h1 className={pageTitle}>Creator tools</h1>
      <PersonaGate
        logInTitle="Log in to use the creator tools"
        personaDescription="Experiences, stores and listings belong to your persona."
      >
        {notice ? <Notice>{notice}</Notice> : null}
        <p className={cx(actionsRow, toolbar)}>
          <ButtonLink href={creatorPaths.newExperience}>New experience</ButtonLink>
          <ButtonLink variant="secondary" href={creatorPaths.newProduct}>
            New listing
          </ButtonLink>
          <ButtonLink variant="secondary" href={creatorPaths.newEvent}>
            New event
          </ButtonLink>
          <ButtonLink variant="ghost" href={creatorPaths.analytics}>
            Analytics
          </ButtonLink>
          <ButtonLink variant="ghost" href={SALES_PATH}>
            Your sales
          </ButtonLink>
          <ButtonLink variant="ghost" href={ORDERS_PATH}>
            Orders and redelivery
          </ButtonLink>
          <ButtonLink variant="ghost" href={CREATOR_DEFECTS_PATH}>
            {t('defects.creatorLink')}
          </ButtonLink>
        </p>
        <section className={section} aria-labelledby="creator-experiences">
          <div className={sectionHead}>
            <h2 id="creator-experiences" className={sectionTitle}>
              Your experiences
            </h2>
          </div>
          <Section fallback={<RowsSkeleton />}>
            <MyExperiences />
          </Section>
        </section>
        <section className={section} aria-labelledby="creator-events">
          <div className={sectionHead}>
            <h2 id="creator-events" className={sectionTitle}>
              Your events
            </h2>
          </div>
          <Section fallback={<RowsSkeleton />}>
            <MyEvents />
          </Section>
        </section>
        <section className={section} aria-labelledby="creator-stores">
          <div className={sectionHead}>
            <h2 id="creator-stores" className={sectionTitle}>
              Your stores
            </h2>
            <ButtonLink variant="ghost" size="sm" href={creatorPaths.newStore}>
              Open another store
            </ButtonLink>
          </div>
          <Section fallback={<RowsSkeleton />}>
            <MyStores />
          </Section>
        </section>
        <section className={section} aria-labelledby="creator-listings">
          <div className={sectionHead}>
            <h2 id="creator-listings" className={sectionTitle}>
              Your listings
            </h2>
          </div>
          <Section fallback={<RowsSkeleton />}>
            <MyProducts />
          </Section>
        </section>
      </PersonaGate>
    </>
  );
}
