// The experience page's 'Visit' button (docs/product.md §1: the desktop client must be installed to visit; §6
// Visit flow). The decision is made on click, in the browser, from the user agent and the viewer, by
// the pure rules in src/shared/visit; the server never guesses the visitor's OS (its render and the
// hydrated one are the same closed button).
import { useState } from 'react';
import { trpc } from '../trpc.ts';
import type { CompatCheck } from '../../shared/visit/compat.ts';
import { trackEvent } from '../analytics/use-track.ts';
import { useViewer } from '../session/viewer.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { Button } from '../ui/button.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import {
  isSupportedOs,
  launchUrl,
  osFamily,
  visitStep,
  type OsFamily,
  type VisitStep,
} from '../../shared/visit/os-support.ts';
import { downloadHref, registrationHref } from '../../shared/visit/links.ts';
import {
  CreateAccountOrLaunchModal,
  HaveYouInstalledModal,
  PersonaRequiredModal,
  UnsupportedOsModal,
  UpdateClientModal,
} from './visit-modals.tsx';
import { useT } from '../i18n/i18n.tsx';

export interface VisitButtonProps {
  /** `id` (when known) counts the visit in the creator's analytics. */
  experience: { id?: string; name: string; personaHandle: string; handle: string };
}

interface Opened {
  step: VisitStep | 'update-client';
  /** Set for the update step: what the world needs and what this site offers. */
  outdated?: Extract<CompatCheck, { status: 'outdated' }>;
  platform: OsFamily;
  /** The page's path + search when the button was pressed (next after sign-in or sign-up). */
  currentPath: string;
}

function launchHrefOf(experience: VisitButtonProps['experience']): string | null {
  try {
    return launchUrl(experience);
  } catch {
    // Blank handles are an upstream bug; hide the launch action rather than break the page.
    return null;
  }
}

export function VisitButton({ experience }: VisitButtonProps) {
  const t = useT();
  const viewer = useViewer();
  const { productName, registrationUrl, publicUrl, downloadUrl, clientVersion } = usePublicConfig();
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [checking, setChecking] = useState(false);
  const close = () => setOpened(null);
  const launchHref = launchHrefOf(experience);
  const currentPath = opened?.currentPath ?? '/';
  const download = { downloadAvailable: downloadUrl !== null, downloadHref: downloadHref(currentPath) };
  const waitlist = { platform: opened?.platform ?? 'other', initialEmail: viewer?.email ?? null };

  /**
   * The steps that offer Launch first ask the experiences service whether the client this site offers
   * can enter the world. A failed check does not block: the client itself refuses a world it cannot run.
   */
  async function compatOf(): Promise<Opened['outdated']> {
    try {
      const check = await utils.visit.compat.fetch(
        { personaHandle: experience.personaHandle, handle: experience.handle, clientVersion },
        { staleTime: 30_000 },
      );
      return check.status === 'outdated' ? check : undefined;
    } catch {
      return undefined;
    }
  }

  async function onVisit() {
    if (checking) return;
    if (experience.id) trackEvent({ event: 'visit-started', kind: 'experience', id: experience.id });
    const userAgent = window.navigator.userAgent;
    const step = visitStep({
      supportedOs: isSupportedOs(userAgent),
      signedIn: viewer !== null,
      hasPersona: hasPersona(viewer),
    });
    const base = { platform: osFamily(userAgent), currentPath: `${window.location.pathname}${window.location.search}` };
    if (step !== 'have-you-installed' && step !== 'create-account-or-launch') {
      setOpened({ step, ...base });
      return;
    }
    setChecking(true);
    const outdated = await compatOf();
    setChecking(false);
    setOpened(outdated ? { step: 'update-client', outdated, ...base } : { step, ...base });
  }

  return (
    <>
      <Button size="lg" onClick={() => void onVisit()} aria-haspopup="dialog" aria-busy={checking || undefined}>
        {t('visit.button')}
      </Button>
      <UpdateClientModal
        open={opened?.step === 'update-client'}
        onClose={close}
        productName={productName}
        experienceName={experience.name}
        requiredVersion={opened?.outdated?.requiredVersion ?? ''}
        clientVersion={opened?.outdated?.clientVersion ?? clientVersion}
        launchHref={launchHref}
        {...download}
      />
      <UnsupportedOsModal
        open={opened?.step === 'unsupported'}
        onClose={close}
        productName={productName}
        platform={opened?.platform ?? 'other'}
        initialEmail={viewer?.email ?? null}
      />
      <CreateAccountOrLaunchModal
        open={opened?.step === 'create-account-or-launch'}
        onClose={close}
        productName={productName}
        experienceName={experience.name}
        registrationHref={registrationHref(registrationUrl, currentPath, publicUrl)}
        signInHref={signInPath(currentPath)}
        launchHref={launchHref}
        {...download}
      />
      <PersonaRequiredModal
        open={opened?.step === 'persona-required'}
        onClose={close}
        productName={productName}
        {...download}
        {...waitlist}
      />
      <HaveYouInstalledModal
        open={opened?.step === 'have-you-installed'}
        onClose={close}
        productName={productName}
        experienceName={experience.name}
        launchHref={launchHref}
        {...download}
        {...waitlist}
      />
    </>
  );
}
