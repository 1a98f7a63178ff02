// "Save to my calendar" / "Saved" on an event. Visitors get a sign-in link that returns to the event;
// an account without a persona is told what is missing. The toggle is optimistic on the event's own
// cache entry and rolls back with the reason if the calendar refuses.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { errorInfo } from '../../query/error-info.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import type { EventAddressInput, EventDetail } from '../../../shared/events/schema.ts';
import { Tooltip } from '../../ui/tooltip.tsx';
import { useT } from '../../i18n/i18n.tsx';

const wrap = css`
  display: inline-flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

export function SaveButton({ event, input }: { event: EventDetail; input: EventAddressInput }) {
  const t = useT();
  const viewer = useViewer();
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  const setSaved = (saved: boolean) => utils.events.detail.setData(input, (old) => (old ? { ...old, saved } : old));
  const settle = () => Promise.all([utils.events.calendar.invalidate(), utils.events.past.invalidate()]);
  const save = trpc.events.save.useMutation({
    onMutate: () => {
      setFailure(null);
      setSaved(true);
    },
    onError: (error) => {
      setSaved(false);
      setFailure(errorInfo(error).message);
    },
    onSettled: settle,
  });
  const remove = trpc.events.remove.useMutation({
    onMutate: () => {
      setFailure(null);
      setSaved(false);
    },
    onError: (error) => {
      setSaved(true);
      setFailure(errorInfo(error).message);
    },
    onSettled: settle,
  });

  if (viewer === null) {
    return (
      <a className={buttonClassName('primary')} href={signInPath(event.path)}>
        {t('events.save.signIn')}
      </a>
    );
  }
  if (!hasPersona(viewer)) return <p className={muted}>{t('events.save.needsPersona')}</p>;
  if (event.cancelled && !event.saved) return null;

  const saved = event.saved === true;
  return (
    <div className={wrap}>
      <Tooltip content={saved ? t('events.save.remove') : t('events.save.save')} side="bottom" align="start">
        <Button
          variant={saved ? 'secondary' : 'primary'}
          aria-pressed={saved}
          disabled={save.isPending || remove.isPending}
          onClick={() =>
            saved ? remove.mutate({ eventId: event.id }) : save.mutate({ eventId: event.id, tz: input.tz })
          }
        >
          {saved ? t('events.save.saved') : t('events.save.save')}
        </Button>
      </Tooltip>
      {failure ? (
        <p className={errorText} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
