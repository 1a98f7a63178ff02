// /download (the footer's Download link, and every 'Download' of the visit flow): what the desktop
// client is for, what it runs on (spec §5: Windows 7 SP1 64-bit or newer) and the installer. The
// installer's address is configuration (CLIENT_DOWNLOAD_URL); without it the page says so instead of
// offering a button that leads nowhere.
import { css } from '@linaria/core';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ButtonLink, buttonClassName } from '../../ui/button.tsx';
import { SUPPORTED_OS_MESSAGE } from '../../../shared/visit/os-support.ts';
import { DOWNLOAD_PATH } from '../../../shared/visit/links.ts';

const page = css`
  display: grid;
  gap: 2.5rem;
  max-width: 72ch;
  padding-block: 2rem 0;
`;

const hero = css`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

const title = css`
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const lead = css`
  color: var(--color-text-muted);
  font-size: 1.125rem;
  line-height: 1.6;
`;

const section = css`
  display: grid;
  gap: 0.75rem;
`;

const sectionTitle = css`
  font-size: 1.25rem;
  font-weight: 700;
`;

const list = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.6;
`;

const requirementsCard = css`
  display: grid;
  grid-template-columns: auto 1fr;
  margin: 0;
  padding: 0.5rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const term = css`
  padding: 0.75rem 1rem 0.75rem 0;
  color: var(--color-text-muted);
`;

const value = css`
  margin: 0;
  padding: 0.75rem 0;
  font-weight: 500;
`;

const unavailable = css`
  margin: 0;
  padding: 0.875rem 1rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 12px;
  background: var(--color-surface-sunken);
`;

export function DownloadPage() {
  const { productName, downloadUrl } = usePublicConfig();
  return (
    <article className={page}>
      <PageMeta
        title={`Download ${productName}`}
        description={`Get the ${productName} desktop client to visit worlds. Runs on ${SUPPORTED_OS_MESSAGE}.`}
        path={DOWNLOAD_PATH}
      />
      <header className={hero}>
        <h1 className={title}>Download {productName}</h1>
        <p className={lead}>
          Worlds are visited in the {productName} desktop client. Install it once, then every Visit button on the web
          opens the world straight in the client.
        </p>
        {downloadUrl ? (
          <a href={downloadUrl} className={buttonClassName('primary', 'lg')} rel="noopener">
            Download for Windows
          </a>
        ) : (
          <p className={unavailable} role="note">
            The installer is not available on this deployment. Ask the people who run this site where to get the{' '}
            {productName} client.
          </p>
        )}
      </header>

      <section className={section} aria-labelledby="download-requirements">
        <h2 id="download-requirements" className={sectionTitle}>
          System requirements
        </h2>
        <dl className={requirementsCard}>
          <dt className={term}>Operating system</dt>
          <dd className={value}>{SUPPORTED_OS_MESSAGE}</dd>
        </dl>
        <p className={lead}>
          On macOS, Linux, phones, tablets and Chromebooks the client is not available yet: press Visit on any world to
          leave your email and hear when it is.
        </p>
      </section>

      <section className={section} aria-labelledby="download-what">
        <h2 id="download-what" className={sectionTitle}>
          What the client does
        </h2>
        <ul className={list}>
          <li>Opens the worlds you choose on the web, with everyone who is there right now.</li>
          <li>Finishes creating your account: your persona (avatar) is made in the client.</li>
          <li>Keeps you signed in, so Launch on a world's page takes you straight in.</li>
        </ul>
      </section>

      <p>
        <ButtonLink href="/experiences" variant="secondary">
          Browse worlds
        </ButtonLink>
      </p>
    </article>
  );
}
