// /download (the footer's Download link, and every 'Download' of the visit flow): what the desktop
// client is for, what it runs on (docs/product.md §7: Windows 7 SP1 64-bit or newer) and the installer. The
// installer's address is configuration (CLIENT_DOWNLOAD_URL); without it the page says so and offers
// what a visitor can do instead: be emailed when the client is offered (the client waitlist), go back
// to the world they came from (?from=) or copy its link to open on a computer that has the client.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { css } from '@linaria/core';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ButtonLink, buttonClassName } from '../../ui/button.tsx';
import { SUPPORTED_OS_MESSAGE } from '../../../shared/visit/os-support.ts';
import { DOWNLOAD_PATH, downloadFromOf } from '../../../shared/visit/links.ts';
import { osFamily, type OsFamily } from '../../../shared/visit/os-support.ts';
import { useViewer } from '../../session/viewer.tsx';
import { WaitlistForm } from '../waitlist-form.tsx';

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
  display: grid;
  gap: 0.875rem;
  width: 100%;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 12px;
  background: var(--color-surface-sunken);
`;

const unavailableTitle = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

const meanwhile = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/**
 * No installer on this deployment: what to do instead. The platform for the waitlist is read from the
 * browser after hydration (the server never guesses the visitor's system).
 */
function NoInstaller({ productName, publicUrl }: { productName: string; publicUrl: string }) {
  const viewer = useViewer();
  const from = downloadFromOf(useSearch());
  const [platform, setPlatform] = useState<OsFamily>('other');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => setPlatform(osFamily(window.navigator.userAgent)), []);
  const shareUrl = from ? `${publicUrl.replace(/\/+$/, '')}${from}` : null;
  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section className={unavailable} aria-labelledby="download-unavailable">
      <h2 id="download-unavailable" className={unavailableTitle}>
        The installer is not offered on this site yet
      </h2>
      <p>
        Leave your email and we'll write once when you can download the {productName} client here. Until then,
        everything on the web works: browse worlds, events and the store, and if you already have the client, Launch on
        a world opens it.
      </p>
      <WaitlistForm platform={platform} productName={productName} initialEmail={viewer?.email ?? null} />
      <div className={meanwhile}>
        {from && shareUrl ? (
          <>
            <ButtonLink href={from} variant="secondary" size="sm">
              Back to the world
            </ButtonLink>
            <button type="button" className={buttonClassName('ghost', 'sm')} onClick={() => void copy()}>
              Copy the world's link
            </button>
          </>
        ) : (
          <ButtonLink href="/experiences" variant="secondary" size="sm">
            Browse worlds
          </ButtonLink>
        )}
        <ButtonLink href="/events" variant="ghost" size="sm">
          See events
        </ButtonLink>
      </div>
      <p className={copyNote} role="status">
        {copied === 'yes'
          ? `Copied ${shareUrl ?? ''}: open it on a computer that has the client.`
          : copied === 'no'
            ? `Copy this address to open it on a computer that has the client: ${shareUrl ?? ''}`
            : ''}
      </p>
    </section>
  );
}

const copyNote = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

export function DownloadPage() {
  const { productName, downloadUrl, publicUrl } = usePublicConfig();
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
          <NoInstaller productName={productName} publicUrl={publicUrl} />
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
