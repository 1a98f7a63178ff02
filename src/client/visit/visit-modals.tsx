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
import {
  OS_FAMILY_LABELS,
  PERSONA_REQUIRED_MESSAGE,
  SUPPORTED_OS_MESSAGE,
  type OsFamily,
} from '../../shared/visit/os-support.ts';
import { outdatedMessage } from '../../shared/visit/compat.ts';
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
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        The {productName} client is not offered for download on this site yet. Leave your email and we'll tell you when
        it is.
      </p>
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
  const system =
    platform === 'windows'
      ? 'This computer runs an older version of Windows.'
      : platform === 'other'
        ? "We couldn't recognise this device's system."
        : `This device runs ${OS_FAMILY_LABELS[platform]}.`;
  return (
    <Modal open={open} onClose={onClose} title="Your system isn't supported yet" size="md">
      <div className={styles.stack}>
        <p className={styles.lead}>Visiting worlds needs the {productName} desktop client, which runs on:</p>
        <p className={styles.requirement}>{SUPPORTED_OS_MESSAGE}</p>
        <p className={styles.muted}>
          {system} Leave your email and we'll let you know when {productName} is available for it.
        </p>
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Visit ${experienceName}`}
      size="md"
      actions={
        <>
          <a href={signInHref} className={buttonClassName('secondary')}>
            Log in
          </a>
          {registrationHref ? (
            <a href={registrationHref} className={buttonClassName('primary')}>
              Create an account
            </a>
          ) : null}
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          Worlds open in the {productName} desktop client. Create a free account or log in to start
          {downloadAvailable ? ', then install the client.' : '.'}
        </p>
        {/* Two buttons in the actions row fit phones and the dialog's width; these secondary ways stay in the body. */}
        <div className={styles.secondaryActions}>
          {launchHref ? (
            <a href={launchHref} className={buttonClassName('secondary', 'sm')} onClick={onClose}>
              I already have the client — launch
            </a>
          ) : null}
          <ButtonLink href={downloadHref} variant="ghost" size="sm" onClick={onClose}>
            {downloadAvailable ? `Download ${productName}` : `Get notified when the client is available`}
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Finish creating your account"
      actions={
        downloadAvailable ? (
          <ButtonLink href={downloadHref} onClick={onClose}>
            Download
          </ButtonLink>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>{PERSONA_REQUIRED_MESSAGE}</p>
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Have you installed ${productName}?`}
      actions={
        <>
          {downloadAvailable ? (
            <ButtonLink href={downloadHref} variant="secondary" onClick={onClose}>
              Download
            </ButtonLink>
          ) : null}
          {launchHref ? (
            // A custom-scheme link: the installed client takes it; the page stays where it is.
            <a href={launchHref} className={buttonClassName('primary')} onClick={onClose}>
              Launch
            </a>
          ) : (
            <Button disabled>Launch</Button>
          )}
        </>
      }
    >
      <div className={styles.stack}>
        <p className={cx(styles.lead)}>
          {experienceName} opens in the {productName} desktop client.{' '}
          {downloadAvailable ? "Launch it if it's installed, or download it first." : "Launch it if it's installed."}
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Update your client"
      size="md"
      actions={
        downloadAvailable ? (
          <ButtonLink href={downloadHref} onClick={onClose}>
            Download the latest client
          </ButtonLink>
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          {outdatedMessage({ requiredVersion, clientVersion }, experienceName, productName, downloadAvailable)}
        </p>
        {launchHref ? (
          <p className={styles.muted}>
            Already on {requiredVersion} or newer?{' '}
            <a href={launchHref} onClick={onClose}>
              Launch {experienceName}
            </a>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
