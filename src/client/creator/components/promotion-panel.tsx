// The owner's promotion of a listing (docs/product.md §15): a percentage off for a number of days, starting
// now. Saving again changes the running promotion; whoever wished the listing is told once per promotion.
import { useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { errorInfo } from '../../query/error-info.ts';
import { Button } from '../../ui/button.tsx';
import { PROMOTION_LIMITS } from '../../../shared/listings/limits.ts';
import { Notice, SelectField, TextField, actionsRow, hintText, sectionTitle } from './form-parts.tsx';

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const DAY_CHOICES = [1, 3, 7, 14, 30] as const;

export function PromotionPanel({ productId, price, listed }: { productId: string; price: number; listed: boolean }) {
  const utils = trpc.useUtils();
  const current = trpc.creator.promotion.useQuery({ id: productId }, { retry: 1 });
  const [percent, setPercent] = useState('20');
  const [days, setDays] = useState('7');
  const [label, setLabel] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = trpc.creator.setPromotion.useMutation();
  const end = trpc.creator.endPromotion.useMutation();
  const busy = save.isPending || end.isPending;
  const running = current.data ?? null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const percentOff = Number(percent);
    if (
      !Number.isInteger(percentOff) ||
      percentOff < PROMOTION_LIMITS.minPercentOff ||
      percentOff > PROMOTION_LIMITS.maxPercentOff
    ) {
      setNotice({
        tone: 'error',
        text: `Give a whole percentage from ${PROMOTION_LIMITS.minPercentOff} to ${PROMOTION_LIMITS.maxPercentOff}.`,
      });
      return;
    }
    try {
      const endsAt = new Date(Date.now() + Number(days) * 86_400_000).toISOString();
      await save.mutateAsync({ id: productId, percentOff, endsAt, ...(label.trim() ? { label: label.trim() } : {}) });
      await utils.creator.promotion.invalidate({ id: productId });
      setNotice({
        tone: 'success',
        text: running ? 'Promotion changed.' : 'Promotion started. Everyone who wished this listing is told.',
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorInfo(error).message });
    }
  }

  async function onEnd() {
    setNotice(null);
    try {
      await end.mutateAsync({ id: productId });
      await utils.creator.promotion.invalidate({ id: productId });
      setNotice({ tone: 'success', text: 'Promotion ended.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorInfo(error).message });
    }
  }

  return (
    <form className={panel} onSubmit={(event) => void onSubmit(event)} aria-labelledby="promotion-title">
      <h2 id="promotion-title" className={sectionTitle}>
        Promotion
      </h2>
      <p className={hintText}>
        {running
          ? `On promotion now: ${running.percentOff ?? 0}% off (${running.promotionalPrice ?? running.price} instead of ${price}) until ${running.endsAt?.slice(0, 10) ?? ''}.`
          : listed
            ? 'Not on promotion. Starting one tells everyone who wished this listing.'
            : 'A delisted listing can be promoted, but nobody is told until it is listed.'}
      </p>
      <TextField label="Percent off" type="number" inputMode="numeric" value={percent} onChange={setPercent} required />
      <SelectField label="Runs for" value={days} onChange={setDays}>
        {DAY_CHOICES.map((n) => (
          <option key={n} value={String(n)}>
            {n === 1 ? '1 day' : `${n} days`}
          </option>
        ))}
      </SelectField>
      <TextField label="Label (optional)" value={label} onChange={setLabel} maxLength={PROMOTION_LIMITS.maxLabel} />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <div className={actionsRow}>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {save.isPending ? 'Saving…' : running ? 'Change promotion' : 'Start promotion'}
        </Button>
        {running ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void onEnd()}>
            End promotion
          </Button>
        ) : null}
      </div>
    </form>
  );
}
