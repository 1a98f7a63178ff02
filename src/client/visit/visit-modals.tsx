// The four modals of the visit flow (spec §2 Modals, §4 Visit flow, §8 persona modal), one per
// VisitStep (src/shared/visit/os-support.ts). Each is controlled by VisitButton. Sign-in and sign-up
// are server pages (full loads), so they are plain anchors; the download page is in-app.
import { cx } from '@linaria/core';
import { Modal } from '../ui/modal.tsx';
import { Button, ButtonLink, buttonClassName } from '../ui/button.tsx';
import {
  OS_FAMILY_LABELS,
  PERSONA_REQUIRED_MESSAGE,
  SUPPORTED_OS_MESSAGE,
  type OsFamily,
} from '../../shared/visit/os-support.ts';
import { DOWNLOAD_PATH } from '../../shared/visit/links.ts';
import { WaitlistForm } from './waitlist-form.tsx';
import * as styles from './visit-styles.ts';

interface BaseProps {
  open: boolean;
  onClose: () => void;
  productName: string;
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

export interface CreateAccountOrLaunchModalProps extends BaseProps {
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
          Worlds open in the {productName} desktop client. Create a free account or log in to start, then install the
          client.
        </p>
        {/* Two buttons in the actions row fit phones and the dialog's width; these secondary ways stay in the body. */}
        <div className={styles.secondaryActions}>
          {launchHref ? (
            <a href={launchHref} className={buttonClassName('secondary', 'sm')} onClick={onClose}>
              I already have the client — launch
            </a>
          ) : null}
          <ButtonLink href={DOWNLOAD_PATH} variant="ghost" size="sm" onClick={onClose}>
            Download {productName}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}

/** Signed in without a persona: the account is finished in the client (spec §8). */
export function PersonaRequiredModal({ open, onClose }: BaseProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Finish creating your account"
      actions={
        <ButtonLink href={DOWNLOAD_PATH} onClick={onClose}>
          Download
        </ButtonLink>
      }
    >
      <p className={styles.lead}>{PERSONA_REQUIRED_MESSAGE}</p>
    </Modal>
  );
}

export interface HaveYouInstalledModalProps extends BaseProps {
  experienceName: string;
  launchHref: string | null;
}

/** Signed in with a persona: launch the installed client, or get it first. */
export function HaveYouInstalledModal({ open, onClose, productName, experienceName, launchHref }: HaveYouInstalledModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Have you installed ${productName}?`}
      actions={
        <>
          <ButtonLink href={DOWNLOAD_PATH} variant="secondary" onClick={onClose}>
            Download
          </ButtonLink>
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
      <p className={cx(styles.lead)}>
        {experienceName} opens in the {productName} desktop client. Launch it if it's installed, or download it first.
      </p>
    </Modal>
  );
}
