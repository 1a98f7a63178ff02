// "Redeem a code" (docs/product.md §10 Redemption: code; docs/upstream-api-tickets.md POST /redemptions/): on an event's page (its codes only)
// and on My tickets (any event's). Before committing, the code is checked (when the field is left, or on
// Check) and the form says what it gives. Every refusal says what to do next: a typo, a used code,
// another event's code, or too many tries (and how long to wait). A check counts toward the guessing
// limit, so one value is checked once.
import { useId, useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { errorInfo } from '../../query/error-info.ts';
import { AppLink } from '../../router/app-link.tsx';
import { Button } from '../../ui/button.tsx';
import type { CodeCheckResult, RedeemResult } from '../../../shared/tickets/schema.ts';
import { TICKETS_PATH } from '../../../shared/tickets/rules.ts';
import { useT } from '../../i18n/i18n.tsx';
import { around } from '../../i18n/around.ts';

const form = css`
  display: grid;
  gap: 0.5rem;
`;

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const input = css`
  flex: 1 1 12rem;
  min-width: 0;
  min-height: 44px;
  padding: 0 0.875rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &::placeholder {
    text-transform: none;
    letter-spacing: normal;
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const label = css`
  font-weight: 600;
`;

const errorText = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: var(--color-text);
`;

const successText = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  color: var(--color-text);
`;

const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export interface RedeemCodeFormProps {
  /** Redeeming on an event's page: only that event's codes. */
  eventId?: string;
  /** Set on My tickets so a link to the page can land on the form. */
  id?: string;
}

export function RedeemCodeForm({ eventId, id }: RedeemCodeFormProps) {
  const t = useT();
  const codeWords = around(t('tickets.yourCode', { code: around.SLOT }));
  const fieldId = useId();
  const utils = trpc.useUtils();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<RedeemResult | { ok: false; reason: 'error'; message: string } | null>(null);
  const redeem = useMutation<RedeemResult, unknown, { code: string; eventId?: string }>({
    mutationFn: (payload) => utils.client.tickets.redeem.mutate(payload),
  });
  const [checked, setChecked] = useState<{
    value: string;
    result: CodeCheckResult | { ok: false; reason: 'error'; message: string };
  } | null>(null);
  const check = useMutation<CodeCheckResult, unknown, { code: string; eventId?: string }>({
    mutationFn: (payload) => utils.client.tickets.checkCode.mutate(payload),
  });

  const checkNow = async () => {
    const trimmed = value.trim();
    if (trimmed === '' || check.isPending || checked?.value === trimmed) return;
    setResult(null);
    try {
      const answer = await check.mutateAsync(eventId ? { code: trimmed, eventId } : { code: trimmed });
      setChecked({ value: trimmed, result: answer });
    } catch (error) {
      setChecked({ value: trimmed, result: { ok: false, reason: 'error', message: errorInfo(error).message } });
    }
  };
  // What the check said about the value now in the field (nothing once it is edited).
  const checkShown = checked !== null && checked.value === value.trim() ? checked.result : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const trimmed = value.trim();
    if (trimmed === '') {
      setResult({ ok: false, reason: 'error', message: t('tickets.enterCode') });
      return;
    }
    setResult(null);
    try {
      const answer = await redeem.mutateAsync(eventId ? { code: trimmed, eventId } : { code: trimmed });
      setResult(answer);
      if (answer.ok) {
        setValue('');
        setChecked(null);
        await Promise.all([
          utils.tickets.mine.invalidate(),
          answer.ticket ? utils.tickets.definitions.invalidate({ eventId: answer.ticket.eventId }) : Promise.resolve(),
        ]);
      }
    } catch (error) {
      setResult({ ok: false, reason: 'error', message: errorInfo(error).message });
    }
  };

  return (
    <form
      className={form}
      onSubmit={(event) => void submit(event)}
      id={id}
      aria-label={t('tickets.redeemHeading')}
      noValidate
    >
      <label className={label} htmlFor={fieldId}>
        {t('tickets.codeLabel')}
      </label>
      <div className={row}>
        <input
          id={fieldId}
          className={input}
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => {
            // Leaving for Redeem: the redemption answers for the code, so it is not checked twice.
            const next = event.relatedTarget;
            if (next instanceof HTMLButtonElement && next.type === 'submit' && event.currentTarget.form?.contains(next))
              return;
            void checkNow();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          placeholder={t('tickets.codePlaceholder')}
          aria-invalid={(result !== null && !result.ok) || (checkShown !== null && !checkShown.ok) ? true : undefined}
          aria-describedby={checkShown !== null ? `${fieldId}-check` : undefined}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => void checkNow()}
          disabled={check.isPending}
          aria-busy={check.isPending || undefined}
        >
          {check.isPending ? t('tickets.checking') : t('tickets.check')}
        </Button>
        <Button type="submit" disabled={redeem.isPending} aria-busy={redeem.isPending || undefined}>
          {redeem.isPending ? t('tickets.processing') : t('tickets.redeem')}
        </Button>
      </div>
      <div aria-live="polite" id={`${fieldId}-check`}>
        {result !== null || checkShown === null ? null : checkShown.ok ? (
          <p className={successText} data-testid="code-check">
            {t('tickets.codeGives', { ticket: checkShown.ticketName, event: checkShown.eventTitle })}
          </p>
        ) : (
          <p className={errorText} data-testid="code-check-error">
            {checkShown.message}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {result === null ? null : result.ok ? (
          <p className={successText} data-testid="redeem-success">
            {t('tickets.redeemedTicket', { ticket: result.ticket.name, event: result.ticket.eventTitle })}{' '}
            {codeWords[0]}
            <span className={code}>{result.ticket.code}</span>
            {codeWords[1]} <AppLink href={TICKETS_PATH}>{t('tickets.seeMine')}</AppLink>
          </p>
        ) : (
          <p className={errorText} role="alert" data-testid="redeem-error">
            {result.message}
          </p>
        )}
      </div>
    </form>
  );
}
