// The unsupported-OS email form (docs/product.md §6 email form status initial/success/error, §7 Email, §12 failure
// text): "Tell me when it's available". The address is checked with the same rule the server applies
// before anything is sent; an invalid one marks the field (aria-invalid + message) and sends nothing.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cx } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { EMAIL_MAX_LENGTH, normalizeEmail, type EmailFormStatus } from '../../shared/visit/email.ts';
import type { OsFamily } from '../../shared/visit/os-support.ts';
import { useT } from '../i18n/i18n.tsx';
import * as styles from './visit-styles.ts';

export interface WaitlistFormProps {
  platform: OsFamily;
  productName: string;
  /** A signed-in viewer's address, so they need only press the button. */
  initialEmail?: string | null;
}

export function WaitlistForm({ platform, productName, initialEmail }: WaitlistFormProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<EmailFormStatus>('initial');
  const [joined, setJoined] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  // Each status replaces the element that had focus (the submit button, the OK button): move focus to
  // what replaced it, so it stays inside the dialog and a screen reader lands on the news.
  const firstRender = useRef(true);
  const inputId = useId();
  const errorId = useId();
  const join = trpc.visit.joinWaitlist.useMutation();

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (status === 'error') okRef.current?.focus();
    else if (status === 'success') thanksRef.current?.focus();
    else inputRef.current?.focus();
  }, [status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const normalized = normalizeEmail(email);
    if (normalized === null) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    join.mutate(
      { email: normalized, platform },
      {
        onSuccess: (entry) => {
          setJoined(entry.email);
          setStatus('success');
        },
        onError: () => setStatus('error'),
      },
    );
  }

  if (status === 'success') {
    return (
      <div ref={thanksRef} tabIndex={-1} className={cx(styles.notice, styles.successNotice)} role="status">
        <strong>{t('visit.waitlist.thanks')}</strong>
        <span>
          {joined === null
            ? t('visit.waitlist.willEmailYou', { productName })
            : t('visit.waitlist.willEmail', { email: joined, productName })}
        </span>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={cx(styles.notice, styles.errorNotice)} role="alert">
        <span>{t('visit.waitlist.sendFailed')}</span>
        <button
          ref={okRef}
          type="button"
          className={buttonClassName('secondary', 'sm')}
          onClick={() => {
            join.reset();
            setStatus('initial');
          }}
        >
          {t('visit.waitlist.ok')}
        </button>
      </div>
    );
  }

  return (
    // noValidate: our rule (the server's) decides and shows the error, not the browser's bubble.
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('visit.waitlist.tellMe')}>
      <label htmlFor={inputId} className={styles.label}>
        {t('visit.waitlist.email')}
      </label>
      <div className={styles.fieldRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={t('visit.waitlist.placeholder')}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? t('gifts.sending') : t('visit.waitlist.tellMe')}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {t('visit.waitlist.invalid')}
        </p>
      ) : null}
    </form>
  );
}
