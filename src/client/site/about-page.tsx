// /about: what the product is, who it is for, and how it makes money (the store's cut), in plain words.
import { PageMeta } from '../app/page-meta.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { AppLink } from '../router/app-link.tsx';
import * as styles from './site-styles.ts';
import { cx } from '@linaria/core';
import { pathOf } from '../app/route-table.ts';

const ABOUT_PATH = pathOf('about');

export function AboutPage() {
  const { productName } = usePublicConfig();
  return (
    <article className={cx(styles.page, styles.narrow)}>
      <PageMeta
        title={`About ${productName}`}
        description={`${productName} is a platform for virtual worlds made by people, for people: explore, create, meet up and trade.`}
        path={ABOUT_PATH}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>About us</p>
        <h1 className={styles.title}>Worlds made by people, for people</h1>
        <p className={styles.lead}>
          {productName} is a home for virtual worlds built by the people who visit them. Anyone can explore, meet
          friends at an event, take a snapshot to remember it by, or build a world and open a store of their own.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="about-what">
        <h2 id="about-what" className={styles.sectionTitle}>
          What you can do here
        </h2>
        <div className={styles.prose}>
          <ul>
            <li>
              <strong>Explore worlds</strong> on the web, then visit them with everyone who is there in the{' '}
              {productName} desktop client.
            </li>
            <li>
              <strong>Meet up</strong> at events: concerts, classes and launches, with reminders and calendar links.
            </li>
            <li>
              <strong>Create and sell</strong>: build worlds, open a store and sell what you make for {productName}{' '}
              Dollars.
            </li>
            <li>
              <strong>Share</strong> snapshots of the moments you spend in worlds.
            </li>
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-how">
        <h2 id="about-how" className={styles.sectionTitle}>
          How {productName} is paid for
        </h2>
        <div className={styles.prose}>
          <p>
            Visiting worlds and taking part is free. {productName} earns a share of what is sold in the store, paid in{' '}
            {productName} Dollars. We do not sell your personal data, and we do not show ads built from it: see the{' '}
            <AppLink href="/legal/privacy">Privacy Policy</AppLink>.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-rules">
        <h2 id="about-rules" className={styles.sectionTitle}>
          The rules we keep
        </h2>
        <div className={styles.prose}>
          <p>
            Everyone here agrees to the <AppLink href="/legal/terms-of-service">Terms of Service</AppLink>; buying and
            selling follows the <AppLink href="/legal/terms-and-conditions">Terms and Conditions of sale</AppLink>.
            Questions are answered in the <AppLink href="/help">Help Center</AppLink>.
          </p>
        </div>
      </section>

      <p className={styles.actions}>
        <ButtonLink href="/experiences">Browse worlds</ButtonLink>
        <ButtonLink href="/community" variant="secondary">
          Meet the community
        </ButtonLink>
      </p>
    </article>
  );
}
