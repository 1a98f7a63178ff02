// The modals of the visit flow (docs/product.md §6, §12), one per VisitStep
// (src/shared/visit/os-support.ts), and the update step when a world needs a newer client.
// Each is controlled by VisitButton. Sign-in and sign-up
// are server pages (full loads), so they are plain anchors; the download page is in-app. Without an
// installer on this deployment (no CLIENT_DOWNLOAD_URL) no modal offers a Download that leads nowhere:
// they say so and offer the client waitlist instead.
import { lazy, Suspense, type ComponentProps } from 'react';
import { cx } from '@linaria/core';
import { Modal } from '../ui/modal.tsx';
import { Button, ButtonLink, buttonClassName } from '../ui/button.tsx';
import { OS_FAMILY_LABELS, type OsFamily } from '../../shared/visit/os-support.ts';
import { useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';
import * as styles from './visit-styles.ts';

// The waitlist form shows only inside an opened modal: its code comes when a modal first needs it, not with
// every experience and event page.
const LazyWaitlistForm = lazy(() => import('./waitlist-form.tsx').then((module) => ({ default: module.WaitlistForm })));

function WaitlistForm(props: ComponentProps<typeof LazyWaitlistForm>) {
  return (
    <Suspense fallback={null}>
      <LazyWaitlistForm {...props} />
    </Suspense>
  );
}

interface BaseProps {
  open: boolean;
  onClose: () => void;
  productName: string;
}

/** Where 'Download' leads, and whether this deployment offers an installer at all. */
interface DownloadProps {
  downloadAvailable: boolean;
  /** The download page, remembering the world (downloadHref). */
  downloadHref: string;
}

/** The waitlist in place of a Download button, when no installer is offered. */
interface NoInstallerProps {
  platform: OsFamily;
  initialEmail: string | null;
}

function NoInstallerNote({ productName, platform, initialEmail }: NoInstallerProps & { productName: string }) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('visit.noInstaller', { productName })}</p>
      <WaitlistForm platform={platform} productName={productName} initialEmail={initialEmail} />
    </div>
  );
}

export interface UnsupportedOsModalProps extends BaseProps {
  platform: OsFamily;
  initialEmail: string | null;
}

/** Unsupported OS: the requirement, and the "tell me when it's available" list. */
export function UnsupportedOsModal({ open, onClose, productName, platform, initialEmail }: UnsupportedOsModalProps) {
  const t = useT();
  const system =
    platform === 'windows'
      ? t('visit.unsupported.oldWindows', { productName })
      : platform === 'other'
        ? t('visit.unsupported.unknownSystem', { productName })
        : t('visit.unsupported.deviceRuns', { system: OS_FAMILY_LABELS[platform], productName });
  return (
    <Modal open={open} onClose={onClose} title={t('visit.unsupported.title')} size="md" closeLabel={t('visit.close')}>
      <div className={styles.stack}>
        <p className={styles.lead}>{t('visit.unsupported.lead', { productName })}</p>
        <p className={styles.requirement}>{t('visit.supportedOs')}</p>
        <p className={styles.muted}>{system}</p>
        <WaitlistForm platform={platform} productName={productName} initialEmail={initialEmail} />
      </div>
    </Modal>
  );
}

export interface CreateAccountOrLaunchModalProps extends BaseProps, DownloadProps {
  experienceName: string;
  /** Registration address with next back here; null hides 'Create an account'. */
  registrationHref: string | null;
  signInHref: string;
  launchHref: string | null;
}

/** Logged out: create an account, log in, or launch a client that is already installed. */
export function CreateAccountOrLaunchModal({
  open,
  onClose,
  productName,
  experienceName,
  registrationHref,
  signInHref,
  launchHref,
  downloadAvailable,
  downloadHref,
}: CreateAccountOrLaunchModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('visit.createAccount.title', { world: experienceName })}
      size="md"
      closeLabel={t('visit.close')}
      actions={
        <>
          <a href={signInHref} className={buttonClassName('secondary')}>
            {t('shell.logIn')}
          </a>
          {registrationHref ? (
            <a href={registrationHref} className={buttonClassName('primary')}>
              {t('visit.createAccount.create')}
            </a>
          ) : null}
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          {downloadAvailable
            ? t('visit.createAccount.leadWithDownload', { productName })
            : t('visit.createAccount.lead', { productName })}
        </p>
        {/* Two buttons in the actions row fit phones and the dialog's width; these secondary ways stay in the body. */}
        <div className={styles.secondaryActions}>
          {launchHref ? (
            <a href={launchHref} className={buttonClassName('secondary', 'sm')} onClick={onClose}>
              {t('visit.launchInstalled')}
            </a>
          ) : null}
          <ButtonLink href={downloadHref} variant="ghost" size="sm" onClick={onClose}>
            {downloadAvailable ? t('visit.downloadProduct', { productName }) : t('visit.getNotified')}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}

export type PersonaRequiredModalProps = BaseProps & DownloadProps & NoInstallerProps;

/** Signed in without a persona: the account is finished in the client (docs/product.md §12). */
export function PersonaRequiredModal({
  open,
  onClose,
  productName,
  downloadAvailable,
  downloadHref,
  platform,
  initialEmail,
}: PersonaRequiredModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('visit.persona.title')}
      closeLabel={t('visit.close')}
      actions={
        downloadAvailable ? (
          <ButtonLink href={downloadHref} onClick={onClose}>
            {t('visit.download')}
          </ButtonLink>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>{t('visit.persona.lead')}</p>
        {downloadAvailable ? null : (
          <NoInstallerNote productName={productName} platform={platform} initialEmail={initialEmail} />
        )}
      </div>
    </Modal>
  );
}

export interface HaveYouInstalledModalProps extends BaseProps, DownloadProps, NoInstallerProps {
  experienceName: string;
  launchHref: string | null;
}

/** Signed in with a persona: launch the installed client, or get it first. */
export function HaveYouInstalledModal({
  open,
  onClose,
  productName,
  experienceName,
  launchHref,
  downloadAvailable,
  downloadHref,
  platform,
  initialEmail,
}: HaveYouInstalledModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('visit.installed.title', { productName })}
      closeLabel={t('visit.close')}
      actions={
        <>
          {downloadAvailable ? (
            <ButtonLink href={downloadHref} variant="secondary" onClick={onClose}>
              {t('visit.download')}
            </ButtonLink>
          ) : null}
          {launchHref ? (
            // A custom-scheme link: the installed client takes it; the page stays where it is.
            <a href={launchHref} className={buttonClassName('primary')} onClick={onClose}>
              {t('visit.launch')}
            </a>
          ) : (
            <Button disabled>{t('visit.launch')}</Button>
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p className={cx(styles.lead)}>
          {downloadAvailable
            ? t('visit.installed.leadWithDownload', { world: experienceName, productName })
            : t('visit.installed.lead', { world: experienceName, productName })}
        </p>
        {downloadAvailable ? null : (
          <NoInstallerNote productName={productName} platform={platform} initialEmail={initialEmail} />
        )}
      </div>
    </Modal>
  );
}

export interface UpdateClientModalProps extends BaseProps, DownloadProps {
  experienceName: string;
  requiredVersion: string;
  clientVersion: string;
  /** For a visitor whose client already updated itself: the world's launch link (null hides it). */
  launchHref: string | null;
}

/**
 * The world needs a newer client than the one this site offers (the experiences service answered 409
 * client-outdated): update first. With an installer on this deployment, Download leads to it; without
 * one, the words say so instead of offering a button that leads nowhere.
 */
export function UpdateClientModal({
  open,
  onClose,
  productName,
  experienceName,
  requiredVersion,
  clientVersion,
  launchHref,
  downloadAvailable,
  downloadHref,
}: UpdateClientModalProps) {
  const t = useT();
  const versions = { world: experienceName, productName, requiredVersion, clientVersion };
  const [alreadyBefore, alreadyAfter] = around(
    t('visit.update.already', { version: requiredVersion, link: around.SLOT }),
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('visit.update.title')}
      size="md"
      closeLabel={t('visit.close')}
      actions={
        downloadAvailable ? (
          <ButtonLink href={downloadHref} onClick={onClose}>
            {t('visit.update.downloadLatest')}
          </ButtonLink>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          {downloadAvailable ? t('visit.update.withDownload', versions) : t('visit.update.withoutDownload', versions)}
        </p>
        {launchHref ? (
          <p className={styles.muted}>
            {alreadyBefore}
            <a href={launchHref} onClick={onClose}>
              {t('visit.update.launchWorld', { world: experienceName })}
            </a>
            {alreadyAfter}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
