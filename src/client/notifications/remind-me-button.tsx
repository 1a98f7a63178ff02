// "Remind me" on an upcoming event's page: a toggle (aria-pressed) that asks for a reminder a few minutes
// before the start and shows when it will come. Visitors get a sign-in link that returns to the event;
// an account without a persona is told what is missing. Hidden for events that started or were cancelled.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { errorInfo } from '../query/error-info.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';
import { useViewerZone } from '../events/viewer-zone.tsx';

const wrap = css`
  display: inline-flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const note = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

export interface RemindMeEvent {
  id: string;
  path: string;
  status: 'upcoming' | 'live' | 'ended' | 'cancelled';
}

export function RemindMeButton({ event }: { event: RemindMeEvent }) {
  const t = useT();
  const viewer = useViewer();
  if (event.status !== 'upcoming') return null;
  if (viewer === null) {
    return (
      <a className={buttonClassName('secondary')} href={signInPath(event.path)}>
        {t('events.reminder.signIn')}
      </a>
    );
  }
  if (!hasPersona(viewer)) return <p className={note}>{t('events.reminder.needsPersona')}</p>;
  return <ReminderToggle eventId={event.id} />;
}

function ReminderToggle({ eventId }: { eventId: string }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  // Browser only: the page never waits for it; until it answers the button says so and is disabled.
  const state = trpc.notifications.reminder.useQuery({ eventId }, { staleTime: 30_000 });
  const set = trpc.notifications.setReminder.useMutation({
    onMutate: () => setFailure(null),
    onSuccess: (data) => utils.notifications.reminder.setData({ eventId }, data),
    onError: (error) => setFailure(errorInfo(error).message),
  });
  const on = state.data?.on === true;
  const remindAt = state.data?.remindAt ?? null;
  // The page's language in the viewer's zone, the same on both sides (src/shared/i18n/format.ts).
  const formats = useFormats();
  const { zone } = useViewerZone();
  const [notifyBefore, notifyAfter] = around(t('events.reminder.at', { time: around.SLOT }));
  return (
    <div className={wrap}>
      <Button
        variant={on ? 'secondary' : 'primary'}
        aria-pressed={state.status === 'success' ? on : undefined}
        disabled={state.status !== 'success' || set.isPending}
        onClick={() => set.mutate({ eventId, on: !on })}
      >
        {state.status === 'pending'
          ? t('events.reminder.loading')
          : on
            ? t('events.reminder.on')
            : t('events.reminder.off')}
      </Button>
      {on && remindAt ? (
        <p className={note}>
          {notifyBefore}
          <time dateTime={remindAt}>{formats.date(remindAt, 'clock', zone)}</time>
          {notifyAfter}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className={errorText} role="alert">
          {errorInfo(state.error).message}
        </p>
      ) : null}
      {failure ? (
        <p className={errorText} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
