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
import { DOWNLOAD_PATH, downloadFromOf } from '../../../shared/visit/links.ts';
import { osFamily, type OsFamily } from '../../../shared/visit/os-support.ts';
import { useViewer } from '../../session/viewer.tsx';
import { WaitlistForm } from '../waitlist-form.tsx';
import { useT } from '../../i18n/i18n.tsx';

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
  const t = useT();
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
        {t('visit.download.unavailableTitle')}
      </h2>
      <p>{t('visit.download.unavailableBody', { productName })}</p>
      <WaitlistForm platform={platform} productName={productName} initialEmail={viewer?.email ?? null} />
      <div className={meanwhile}>
        {from && shareUrl ? (
          <>
            <ButtonLink href={from} variant="secondary" size="sm">
              {t('visit.download.backToWorld')}
            </ButtonLink>
            <button type="button" className={buttonClassName('ghost', 'sm')} onClick={() => void copy()}>
              {t('visit.download.copyLink')}
            </button>
          </>
        ) : (
          <ButtonLink href="/experiences" variant="secondary" size="sm">
            {t('visit.download.browseWorlds')}
          </ButtonLink>
        )}
        <ButtonLink href="/events" variant="ghost" size="sm">
          {t('visit.download.seeEvents')}
        </ButtonLink>
      </div>
      <p className={copyNote} role="status">
        {copied === 'yes'
          ? t('visit.download.copied', { url: shareUrl ?? '' })
          : copied === 'no'
            ? t('visit.download.copyFailed', { url: shareUrl ?? '' })
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
  const t = useT();
  const { productName, downloadUrl, publicUrl } = usePublicConfig();
  const supportedOs = t('visit.supportedOs');
  return (
    <article className={page}>
      <PageMeta
        title={t('visit.downloadProduct', { productName })}
        description={t('visit.download.metaDescription', { productName, os: supportedOs })}
        path={DOWNLOAD_PATH}
      />
      <header className={hero}>
        <h1 className={title}>{t('visit.downloadProduct', { productName })}</h1>
        <p className={lead}>{t('visit.download.lead', { productName })}</p>
        {downloadUrl ? (
          <a href={downloadUrl} className={buttonClassName('primary', 'lg')} rel="noopener">
            {t('visit.download.forWindows')}
          </a>
        ) : (
          <NoInstaller productName={productName} publicUrl={publicUrl} />
        )}
      </header>

      <section className={section} aria-labelledby="download-requirements">
        <h2 id="download-requirements" className={sectionTitle}>
          {t('visit.download.requirements')}
        </h2>
        <dl className={requirementsCard}>
          <dt className={term}>{t('visit.download.os')}</dt>
          <dd className={value}>{supportedOs}</dd>
        </dl>
        <p className={lead}>{t('visit.download.otherSystems')}</p>
      </section>

      <section className={section} aria-labelledby="download-what">
        <h2 id="download-what" className={sectionTitle}>
          {t('visit.download.what')}
        </h2>
        <ul className={list}>
          <li>{t('visit.download.opensWorlds')}</li>
          <li>{t('visit.download.finishesAccount')}</li>
          <li>{t('visit.download.keepsSignedIn')}</li>
        </ul>
      </section>

      <p>
        <ButtonLink href="/experiences" variant="secondary">
          {t('visit.download.browseWorlds')}
        </ButtonLink>
      </p>
    </article>
  );
}
