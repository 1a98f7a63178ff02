// The newsletter's pages (double opt-in, docs/upstream-api-newsletter.md):
// - /subscribe: the form. Every valid address gets the same "check your email"; the confirmation link
//   goes by email (the sandbox outbox where no mail provider runs, linked from the page then).
// - /subscribe/confirm?token= and /subscribe/unsubscribe?token=: the mailed links. Opening one changes
//   nothing (mail scanners fetch links); its button does, and says what happened.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { css, cx } from '@linaria/core';
import { PageMeta } from '../app/page-meta.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { AppLink } from '../router/app-link.tsx';
import { trpc } from '../trpc.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { normalizeEmail, EMAIL_MAX_LENGTH } from '../../shared/visit/email.ts';
import type { SubscribeResult } from '../../shared/newsletter/schema.ts';
import { NEWSLETTER_TOKEN_MAX_LENGTH } from '../../shared/newsletter/limits.ts';
import * as visitStyles from '../visit/visit-styles.ts';
import * as styles from './site-styles.ts';
import { pathOf } from '../app/route-table.ts';

const SUBSCRIBE_PATH = pathOf('subscribe');
const CONFIRM_SUBSCRIPTION_PATH = pathOf('subscribe-confirm');
const UNSUBSCRIBE_PATH = pathOf('unsubscribe');
export const INVALID_SUBSCRIBE_EMAIL = 'Enter a valid email address, like name@example.com.';

const formCard = css`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  padding: 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const outcome = css`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
  padding: 1.25rem 1.5rem;
  border-radius: 12px;
`;

const good = css`
  border: 1px solid var(--color-success);
  background: var(--color-surface-sunken);
`;

const bad = css`
  border: 1px solid var(--color-error);
  background: var(--color-error-soft);
`;

const outcomeTitle = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary-strong);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

function tokenOf(search: string): string {
  return (new URLSearchParams(search).get('token') ?? '').slice(0, NEWSLETTER_TOKEN_MAX_LENGTH);
}

type Sent = Extract<SubscribeResult, { ok: true }>;

export function SubscribeForm() {
  const { productName, sandboxMailUrl } = usePublicConfig();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();
  const subscribe = trpc.newsletter.subscribe.useMutation();

  useEffect(() => {
    // The form is replaced by the news: focus follows, so a screen reader lands on it.
    if (sent) doneRef.current?.focus();
  }, [sent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const normalized = normalizeEmail(email);
    if (normalized === null) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setRefusal(null);
    subscribe.mutate(
      { email: normalized },
      {
        onSuccess: (result) => {
          if (result.ok) setSent(result);
          else setRefusal(result.message);
        },
      },
    );
  }

  if (sent) {
    return (
      <div ref={doneRef} tabIndex={-1} className={cx(outcome, good)} role="status">
        <h2 className={outcomeTitle}>Check your email</h2>
        <p>
          We sent a link to <strong>{sent.email}</strong>. Open it within a week to confirm: until then we send nothing
          else.
        </p>
        {sandboxMailUrl ? (
          <p>
            This deployment delivers no email: the message waits in the{' '}
            <a href={`${sandboxMailUrl}?${new URLSearchParams({ to: sent.email }).toString()}`}>sandbox outbox</a>.
          </p>
        ) : null}
        <p className={styles.muted}>
          Nothing arrived? Check your spam folder, or{' '}
          <button
            type="button"
            className={cx(styles.cardLink, linkButton)}
            onClick={() => {
              subscribe.reset();
              setSent(null);
            }}
          >
            try another address
          </button>
          .
        </p>
      </div>
    );
  }

  return (
    // noValidate: our rule (the server's) decides and shows the error, not the browser's bubble.
    <form className={formCard} noValidate onSubmit={onSubmit} aria-label={`Subscribe to ${productName} news`}>
      <label htmlFor={inputId} className={visitStyles.label}>
        Email
      </label>
      <div className={visitStyles.fieldRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={visitStyles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="name@example.com"
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Sending…' : 'Subscribe'}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className={visitStyles.fieldError} role="alert">
          {INVALID_SUBSCRIBE_EMAIL}
        </p>
      ) : null}
      {refusal ? (
        <p className={visitStyles.fieldError} role="alert">
          {refusal}
        </p>
      ) : null}
      {subscribe.isError ? (
        <p className={visitStyles.fieldError} role="alert">
          Your address could not be sent just now. Try again in a moment.
        </p>
      ) : null}
      <p className={styles.muted}>
        We email you a link to confirm. Unsubscribe with one press from any newsletter. See the{' '}
        <AppLink href="/legal/privacy">Privacy Policy</AppLink>.
      </p>
    </form>
  );
}

export function SubscribePage() {
  const { productName } = usePublicConfig();
  return (
    <div className={cx(styles.page, styles.narrow)}>
      <PageMeta
        title={`Subscribe to ${productName} news`}
        description={`New worlds, events and creators from ${productName} by email, a few times a month. Confirm by email; unsubscribe any time.`}
        path={SUBSCRIBE_PATH}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Newsletter</p>
        <h1 className={styles.title}>Subscribe to {productName} news</h1>
        <p className={styles.lead}>
          The best new worlds, upcoming events and creators worth following, in your inbox at most a few times a month.
          No account needed.
        </p>
      </header>
      <SubscribeForm />
      <p className={styles.muted}>
        Questions? Read <AppLink href="/help/newsletter">the newsletter in the Help Center</AppLink>.
      </p>
    </div>
  );
}

interface LinkPageProps {
  kind: 'confirm' | 'unsubscribe';
}

function NewsletterLinkPage({ kind }: LinkPageProps) {
  const { productName } = usePublicConfig();
  const token = tokenOf(useSearch());
  const confirm = trpc.newsletter.confirm.useMutation();
  const leave = trpc.newsletter.unsubscribe.useMutation();
  const mutation = kind === 'confirm' ? confirm : leave;
  const resultRef = useRef<HTMLDivElement>(null);
  const answer = mutation.data;
  useEffect(() => {
    if (answer || mutation.isError) resultRef.current?.focus();
  }, [answer, mutation.isError]);

  const title = kind === 'confirm' ? 'Confirm your subscription' : `Unsubscribe from ${productName} news`;
  const path = kind === 'confirm' ? CONFIRM_SUBSCRIPTION_PATH : UNSUBSCRIBE_PATH;

  let body;
  if (!token) {
    body = (
      <div ref={resultRef} tabIndex={-1} className={cx(outcome, bad)} role="alert">
        <h2 className={outcomeTitle}>This link is incomplete</h2>
        <p>Open the link from the email again, or copy all of it into the address bar.</p>
      </div>
    );
  } else if (answer && (answer.status === 'confirmed' || answer.status === 'unsubscribed')) {
    body = (
      <div ref={resultRef} tabIndex={-1} className={cx(outcome, good)} role="status">
        <h2 className={outcomeTitle}>{answer.status === 'confirmed' ? 'You’re subscribed' : 'You’re unsubscribed'}</h2>
        <p>
          {answer.status === 'confirmed'
            ? `${answer.email} will receive ${productName} news. Every newsletter has a link to unsubscribe.`
            : `${answer.email} will receive no more ${productName} news. Changed your mind? Subscribe again any time.`}
        </p>
        <p className={styles.actions}>
          <ButtonLink href={answer.status === 'confirmed' ? '/experiences' : SUBSCRIBE_PATH} variant="secondary">
            {answer.status === 'confirmed' ? 'Browse worlds' : 'Subscribe again'}
          </ButtonLink>
        </p>
      </div>
    );
  } else if (answer) {
    body = (
      <div ref={resultRef} tabIndex={-1} className={cx(outcome, bad)} role="alert">
        <h2 className={outcomeTitle}>
          {answer.status === 'expired' ? 'This link has expired' : 'This link is not valid'}
        </h2>
        <p>
          {answer.status === 'expired'
            ? 'Confirmation links work for a week. Subscribe again to get a new one.'
            : kind === 'confirm'
              ? 'It may have been replaced by a newer email, or the address was unsubscribed since. Subscribe again to get a new link.'
              : 'Check that you opened the whole link from the email. If you are still receiving news, use the link in the newest one.'}
        </p>
        <p className={styles.actions}>
          <ButtonLink href={SUBSCRIBE_PATH} variant="secondary">
            Subscribe again
          </ButtonLink>
        </p>
      </div>
    );
  } else {
    body = (
      <div className={formCard}>
        <p>
          {kind === 'confirm'
            ? `Press the button to start receiving ${productName} news at this address.`
            : `Press the button to stop receiving ${productName} news at this address.`}
        </p>
        {mutation.isError ? (
          <p className={visitStyles.fieldError} role="alert">
            That did not work just now. Try again in a moment.
          </p>
        ) : null}
        <p>
          <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate({ token })}>
            {mutation.isPending ? 'One moment…' : kind === 'confirm' ? 'Confirm my subscription' : 'Unsubscribe'}
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className={cx(styles.page, styles.narrow)}>
      {/* The token stays out of the canonical address and the page out of search engines. */}
      <PageMeta title={title} description={`${title}.`} path={path} noindex />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Newsletter</p>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {body}
    </div>
  );
}

export function ConfirmSubscriptionPage() {
  return <NewsletterLinkPage kind="confirm" />;
}

export function UnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}
