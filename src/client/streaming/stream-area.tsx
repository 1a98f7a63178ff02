// The live-video area of a streaming event's page. No video SDK is loaded here: the Agora web SDK is an
// external script, which this site's CSP (and the offline demo) does not allow. So the area is honest:
// before the start it counts down, after the end it says so, and while live "Watch live" asks the server
// for a short-lived subscriber token (only then, only for the viewer's own persona) and shows the channel
// and the token's expiry, with a note that says why no picture plays — and, with the embedded development
// credentials, that video could not connect to Agora anyway.
import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { errorInfo } from '../query/error-info.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { AppLink } from '../router/app-link.tsx';
import type { AgoraToken } from '../../shared/streaming/schema.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { useViewerZone } from '../events/viewer-zone.tsx';
import { startsInLabel } from '../../shared/streaming/stream-state.ts';

const section = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-width: 0;
`;

const heading = css`
  margin: 0;
  font-size: 1.375rem;
  font-weight: 700;
`;

/* About 16:9 like a video (a min-height, not aspect-ratio: the text may need more height on a phone,
   and aspect-ratio would then widen the box past the screen), dark like a player. */
const player = css`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 0.75rem;
  min-height: clamp(14rem, 42vw, 34rem);
  min-width: 0;
  padding: 1.25rem;
  border-radius: var(--radius-card);
  background: radial-gradient(circle at 30% 20%, #1d2b3a, #0b1118 70%);
  color: #f4f7fa;
  text-align: center;
`;

const liveDot = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.625rem;
  border-radius: 999px;
  background: var(--color-error);
  color: #ffffff;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const big = css`
  margin: 0;
  font-size: clamp(1.125rem, 2.5vw, 1.5rem);
  font-weight: 700;
`;

const small = css`
  margin: 0;
  max-width: 52ch;
  color: #c9d3dd;
  font-size: 0.9375rem;
`;

const facts = css`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: 0.9375rem;
  text-align: left;

  & dt {
    color: #c9d3dd;
  }

  & dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
`;

const devNote = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: #fff6da;
  color: #5c4500;
  font-size: 0.9375rem;
`;

const errorText = css`
  margin: 0;
  color: #ffb3c0;
  font-weight: 500;
`;

export interface StreamAreaEvent {
  id: string;
  path: string;
  status: 'upcoming' | 'live' | 'ended' | 'cancelled';
  startsAt: string;
  streamChannel: string | null;
  /** The upstream's clock when the page was answered: the countdown starts from it. */
  now: string;
}

/** The server's "now" moved on by the time spent on the page, so SSR and hydration agree at first. */
function usePageNow(serverNow: string): Date {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 30_000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  return new Date(Date.parse(serverNow) + elapsed);
}

export function StreamArea({ event }: { event: StreamAreaEvent }) {
  const t = useT();
  const now = usePageNow(event.now);
  // Whether the development credentials are in use (browser only; the note appears when it answers).
  const stream = trpc.streaming.detail.useQuery({ id: event.id }, { staleTime: 60_000 });
  const developmentCredentials = stream.data?.developmentCredentials ?? null;
  const upcomingStarted = event.status === 'upcoming' && now.getTime() >= Date.parse(event.startsAt);
  return (
    <section className={section} aria-labelledby="stream-heading">
      <h2 id="stream-heading" className={heading}>
        {t('streaming.area.heading')}
      </h2>
      {developmentCredentials ? <p className={devNote}>{t('streaming.area.devNote')}</p> : null}
      <div className={player} data-testid="stream-player">
        {event.status === 'upcoming' ? (
          <>
            <p className={big}>
              {upcomingStarted ? t('streaming.area.startingNow') : startsInLabel(event.startsAt, now, t)}
            </p>
            <p className={small}>{t('streaming.area.buttonAppears')}</p>
          </>
        ) : event.status === 'ended' ? (
          <p className={big}>{t('streaming.area.ended')}</p>
        ) : event.status === 'cancelled' ? (
          <p className={big}>{t('streaming.area.cancelled')}</p>
        ) : event.streamChannel ? (
          <LivePlayer event={event} channel={event.streamChannel} />
        ) : (
          <p className={big}>{t('streaming.area.noChannel')}</p>
        )}
      </div>
      <AppLink href="/streaming">{t('streaming.area.allStreams')}</AppLink>
    </section>
  );
}

function LivePlayer({ event, channel }: { event: StreamAreaEvent; channel: string }) {
  const t = useT();
  const viewer = useViewer();
  const [token, setToken] = useState<AgoraToken | null>(null);
  const issue = trpc.streaming.token.useMutation({ onSuccess: setToken });
  // The page's language in the viewer's zone (src/shared/i18n/format.ts).
  const formats = useFormats();
  const { zone } = useViewerZone();

  if (viewer === null) {
    return (
      <>
        <span className={liveDot}>{t('streaming.live')}</span>
        <a className={buttonClassName('primary')} href={signInPath(event.path)}>
          {t('streaming.signInToWatch')}
        </a>
      </>
    );
  }
  if (!hasPersona(viewer)) {
    return (
      <>
        <span className={liveDot}>{t('streaming.live')}</span>
        <p className={small}>{t('streaming.needsPersona')}</p>
      </>
    );
  }
  if (token === null) {
    return (
      <>
        <span className={liveDot}>{t('streaming.live')}</span>
        <Button onClick={() => issue.mutate({ channel, personaId: viewer.personaId })} disabled={issue.isPending}>
          {issue.isPending ? t('streaming.connecting') : t('streaming.watchLive')}
        </Button>
        {issue.error ? (
          <p className={errorText} role="alert">
            {errorInfo(issue.error).message}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <span className={liveDot}>{t('streaming.live')}</span>
      <p className={big} role="status">
        {t('streaming.passReady')}
      </p>
      <dl className={facts}>
        <dt>{t('streaming.channel')}</dt>
        <dd>{token.channel}</dd>
        <dt>{t('streaming.viewerId')}</dt>
        <dd>{token.uid}</dd>
        <dt>{t('streaming.passExpires')}</dt>
        <dd>
          <time dateTime={token.expiresAt}>{formats.date(token.expiresAt, 'clockSeconds', zone)}</time>
        </dd>
      </dl>
      <p className={small}>
        {token.developmentCredentials ? t('streaming.noVideoDevelopment') : t('streaming.noVideo')}
      </p>
      <Button
        variant="secondary"
        onClick={() => issue.mutate({ channel, personaId: viewer.personaId })}
        disabled={issue.isPending}
      >
        {t('streaming.newPass')}
      </Button>
    </>
  );
}
