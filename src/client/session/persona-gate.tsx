// Pages that belong to a persona (friends, orders, funds…): visitors are asked to log in and come back
// to this page; accounts without a persona are told how to get one. Otherwise the page renders.
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useViewer } from './viewer.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { DOWNLOAD_PATH } from '../../shared/visit/links.ts';
import { useT } from '../i18n/i18n.tsx';

export interface PersonaGateProps {
  /** 'Log in to see your orders' */
  logInTitle: string;
  /** Under the log-in title (default: 'It is here once you are logged in.'). */
  logInDescription?: string;
  /** Heading for accounts without a persona (default: 'You need a persona first'). */
  personaTitle?: string;
  /** Why a persona is needed here. */
  personaDescription: string;
  children: ReactNode;
}

export function PersonaGate({
  logInTitle,
  logInDescription,
  personaTitle,
  personaDescription,
  children,
}: PersonaGateProps) {
  const t = useT();
  const viewer = useViewer();
  const [location] = useLocation();
  const search = useSearch();
  if (viewer === null) {
    const here = search ? `${location}?${search}` : location;
    return (
      <EmptyState
        title={logInTitle}
        description={logInDescription ?? t('session.hereOnceLoggedIn')}
        action={<ButtonLink href={signInPath(here)}>{t('shell.logIn')}</ButtonLink>}
      />
    );
  }
  if (!hasPersona(viewer)) {
    return (
      <EmptyState
        title={personaTitle ?? t('session.personaFirst')}
        description={t('session.personaHow', { why: personaDescription })}
        action={<ButtonLink href={DOWNLOAD_PATH}>{t('session.createPersona')}</ButtonLink>}
      />
    );
  }
  return <>{children}</>;
}
