// /creator/events/new and /creator/events/{id}/edit: hosting an event. Times are the host's wall clock
// in their IANA zone (the browser's by default), as a datetime-local input gives them; a new event can
// repeat weekly. The edit page also holds the event's tickets (price in whole Lumen Dollars, stock, sale
// window in the event's zone), each with its single-use redemption codes, and the cancel button. The
// services refuse what does not make sense (end before start, stock below sold…) on the field itself.
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Modal } from '../../ui/modal.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { useDetectedZone, useViewerZone } from '../../events/viewer-zone.tsx';
import { creatorPaths } from '../../../shared/creator/limits.ts';
import { EVENT_HOSTING_LIMITS, TICKET_HOSTING_LIMITS } from '../../../shared/events/hosting.ts';
import { formatEventTime } from '../../../shared/events/time-zone.ts';
import { priceFromText } from '../../../shared/creator/price-text.ts';
import type { CreatorExperience } from '../../../shared/creator/schema.ts';
import type { HostedEvent, HostedTicket } from '../../../shared/creator/hosting-schema.ts';
import { formErrorsOf, isDirty, type FormErrors } from '../field-errors.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import { useT } from '../../i18n/i18n.tsx';
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  isEventCategory,
  type EventCategory,
} from '../../../shared/events/categories.ts';
import { categoryMessage } from '../../events/category-label.tsx';
import {
  Notice,
  SelectField,
  TextField,
  actionsRow,
  errorText,
  formGrid,
  hintText,
  pageTitle,
  sectionTitle,
} from '../components/form-parts.tsx';

const EVENT_FIELDS = [
  'title',
  'description',
  'experienceId',
  'category',
  'localStart',
  'localEnd',
  'timeZone',
  'weeklyCount',
] as const;
const TICKET_FIELDS = ['name', 'price', 'quantity', 'saleStartsAt', 'saleEndsAt', 'description'] as const;
const NO_ERRORS: FormErrors = { fields: {}, form: null };

const section = css`
  margin: 2.5rem 0 0;
`;

const scopeChoice = css`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  & label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
`;

const twoColumns = css`
  display: grid;
  gap: 1.25rem;
  align-items: start;

  @media (min-width: 40em) {
    grid-template-columns: 1fr 1fr;
  }
`;

const ticketCard = css`
  display: grid;
  gap: 1rem;
  margin: 0 0 1.25rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const codeList = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-small);
  }

  & code {
    font-size: 1rem;
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

// A revoked code stays in the list for the host's record, struck through: it works for no one.
const revokedCode = css`
  & code {
    color: var(--color-text-muted);
    text-decoration: line-through;
  }
`;

const statusBadge = css`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: var(--radius-button);
  background: var(--color-surface-sunken);
  color: var(--color-text-muted);
  font-size: 0.75rem;
  font-weight: 500;
  text-transform: uppercase;
`;

/** The browser's zone once known, else the one the page was rendered in (UTC on a first visit). */
function useDefaultZone(): string {
  const detected = useDetectedZone();
  const viewer = useViewerZone();
  return detected?.zone ?? viewer.zone;
}

/** A few common zones as suggestions; any IANA name is accepted. */
const ZONE_SUGGESTIONS = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
];

// ---- the event form ------------------------------------------------------------------------------

interface EventFormState {
  title: string;
  description: string;
  experienceId: string;
  category: EventCategory;
  localStart: string;
  localEnd: string;
  /** null: the browser's zone (filled in when known). */
  timeZone: string | null;
  weeklyCount: string;
}

function EventForm({ existing, experiences }: { existing: HostedEvent | null; experiences: CreatorExperience[] }) {
  const [, navigate] = useLocation();
  const t = useT();
  const utils = trpc.useUtils();
  const defaultZone = useDefaultZone();
  const initial: EventFormState = existing
    ? {
        title: existing.title,
        description: existing.description,
        experienceId: existing.experienceId,
        category: existing.category,
        localStart: existing.localStart,
        localEnd: existing.localEnd,
        timeZone: existing.timeZone,
        weeklyCount: '1',
      }
    : {
        title: '',
        description: '',
        experienceId: experiences[0]?.id ?? '',
        category: DEFAULT_EVENT_CATEGORY,
        localStart: '',
        localEnd: '',
        timeZone: null,
        weeklyCount: '1',
      };
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  const [scope, setScope] = useState<'this' | 'following'>('this');
  const create = trpc.creator.createEvent.useMutation();
  const update = trpc.creator.updateEvent.useMutation();
  const busy = create.isPending || update.isPending;
  const dirty = isDirty({ ...saved }, { ...form });
  useUnsavedChanges(dirty && !busy);
  const zone = form.timeZone ?? defaultZone;
  const locked = existing !== null && (existing.status === 'cancelled' || existing.status === 'ended');

  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setNotice(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const weeklyCount = priceFromText(form.weeklyCount);
    if (existing === null && (weeklyCount === null || weeklyCount < 1)) {
      setErrors({ fields: { weeklyCount: 'Give a whole number of weeks, 1 for a single event.' }, form: null });
      return;
    }
    const common = {
      title: form.title,
      description: form.description,
      experienceId: form.experienceId,
      category: form.category,
      localStart: form.localStart,
      localEnd: form.localEnd,
      timeZone: zone,
    };
    try {
      if (existing === null) {
        const created = await create.mutateAsync({ ...common, weeklyCount: weeklyCount ?? 1 });
        setSaved(form);
        await utils.creator.events.invalidate();
        navigate(`${creatorPaths.editEvent(created.id)}?created=1`);
        return;
      }
      const updated = await update.mutateAsync({
        id: existing.id,
        ...common,
        scope: existing.seriesId ? scope : 'this',
      });
      const next: EventFormState = {
        ...form,
        localStart: updated.localStart,
        localEnd: updated.localEnd,
        timeZone: updated.timeZone,
        title: updated.title,
      };
      setForm(next);
      setSaved(next);
      await Promise.all([utils.creator.events.invalidate(), utils.creator.event.invalidate({ id: existing.id })]);
      const moved =
        updated.localStart !== saved.localStart ||
        updated.localEnd !== saved.localEnd ||
        updated.timeZone !== saved.timeZone;
      setNotice(
        moved
          ? `Saved. “${updated.title}” now starts ${formatEventTime(new Date(updated.startsAt), new Date(updated.endsAt), updated.timeZone)}; its attendees were told.`
          : `Saved “${updated.title}”.`,
      );
    } catch (error) {
      setErrors(formErrorsOf(error, EVENT_FIELDS));
    }
  }

  const fieldError = (name: (typeof EVENT_FIELDS)[number]) => errors.fields[name] || undefined;
  return (
    <form
      className={formGrid}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={existing ? 'Edit event' : 'New event'}
    >
      {notice ? <Notice>{notice}</Notice> : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {locked ? <Notice tone="error">This event is {existing?.status}: it can no longer be changed.</Notice> : null}
      <TextField
        label="Title"
        value={form.title}
        onChange={(value) => set('title', value)}
        maxLength={EVENT_HOSTING_LIMITS.titleMax}
        error={fieldError('title')}
        required
      />
      <SelectField
        label="World"
        value={form.experienceId}
        onChange={(value) => set('experienceId', value)}
        error={fieldError('experienceId')}
      >
        {experiences.map((experience) => (
          <option key={experience.id} value={experience.id}>
            {experience.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('events.category.label')}
        value={form.category}
        onChange={(value) => set('category', isEventCategory(value) ? value : DEFAULT_EVENT_CATEGORY)}
        error={fieldError('category')}
      >
        {EVENT_CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {t(categoryMessage(key))}
          </option>
        ))}
      </SelectField>
      <div className={twoColumns}>
        <TextField
          label="Starts"
          type="datetime-local"
          value={form.localStart}
          onChange={(value) => set('localStart', value)}
          error={fieldError('localStart')}
          required
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={form.localEnd}
          onChange={(value) => set('localEnd', value)}
          error={fieldError('localEnd')}
          required
        />
      </div>
      <TextField
        label="Time zone"
        value={zone}
        onChange={(value) => set('timeZone', value)}
        error={fieldError('timeZone')}
        hint="The times above are read in this zone (an IANA name such as Europe/Berlin). Guests see them in their own."
        list="event-zone-suggestions"
        required
      />
      <datalist id="event-zone-suggestions">
        {ZONE_SUGGESTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {existing === null ? (
        <TextField
          label="Weeks"
          value={form.weeklyCount}
          onChange={(value) => set('weeklyCount', value)}
          inputMode="numeric"
          error={fieldError('weeklyCount')}
          hint={`1 for a single event; up to ${EVENT_HOSTING_LIMITS.maxWeeklyCount} to repeat it weekly at the same local time.`}
        />
      ) : existing.seriesId ? (
        <fieldset className={scopeChoice}>
          <legend>This is one occurrence of a weekly series. Apply changes to</legend>
          <label>
            <input
              type="radio"
              name="event-scope"
              value="this"
              checked={scope === 'this'}
              onChange={() => setScope('this')}
            />{' '}
            This event only
          </label>
          <label>
            <input
              type="radio"
              name="event-scope"
              value="following"
              checked={scope === 'following'}
              onChange={() => setScope('following')}
            />{' '}
            This and following events
          </label>
          <p className={hintText}>Following events keep their dates and move by the same shift in time.</p>
        </fieldset>
      ) : null}
      <TextField
        label="Description"
        value={form.description}
        onChange={(value) => set('description', value)}
        maxLength={EVENT_HOSTING_LIMITS.descriptionMax}
        error={fieldError('description')}
        multiline
      />
      <div className={actionsRow}>
        <Button type="submit" disabled={busy || locked} aria-disabled={busy || locked}>
          {busy ? 'Saving…' : existing ? 'Save changes' : 'Create event'}
        </Button>
        <ButtonLink variant="ghost" href={creatorPaths.dashboard}>
          Back to creator tools
        </ButtonLink>
        {existing && !locked ? <CancelEventButton event={existing} /> : null}
      </div>
      {dirty ? <p className={hintText}>You have unsaved changes.</p> : null}
    </form>
  );
}

function CancelEventButton({ event }: { event: HostedEvent }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const cancel = trpc.creator.cancelEvent.useMutation();
  async function confirm() {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: event.id });
      setOpen(false);
      await Promise.all([utils.creator.events.invalidate(), utils.creator.event.invalidate({ id: event.id })]);
      navigate(`${creatorPaths.dashboard}?cancelled=event&name=${encodeURIComponent(event.title)}`);
    } catch (error) {
      setFailure(errorInfo(error).message);
    }
  }
  return (
    <>
      <Button variant="secondary" type="button" onClick={() => setOpen(true)}>
        Cancel event
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this event?"
        actions={
          <>
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button
              type="button"
              onClick={() => void confirm()}
              disabled={cancel.isPending}
              aria-disabled={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel event'}
            </Button>
          </>
        }
      >
        <p>
          “{event.title}” will be cancelled. Everyone who saved it, holds a ticket or asked for a reminder is told, and
          no reminder goes out. This cannot be undone.
        </p>
        {failure ? (
          <p className={errorText} role="alert">
            {failure}
          </p>
        ) : null}
      </Modal>
    </>
  );
}

// ---- tickets ---------------------------------------------------------------------------------------

interface TicketFormState {
  name: string;
  price: string;
  quantity: string;
  saleStartsAt: string;
  saleEndsAt: string;
  description: string;
}

function ticketState(ticket: HostedTicket | null, event: HostedEvent): TicketFormState {
  if (ticket) {
    return {
      name: ticket.name,
      price: String(ticket.price),
      quantity: String(ticket.quantity),
      saleStartsAt: ticket.localSaleStartsAt,
      saleEndsAt: ticket.localSaleEndsAt,
      description: ticket.description,
    };
  }
  return { name: '', price: '0', quantity: '100', saleStartsAt: '', saleEndsAt: event.localStart, description: '' };
}

function TicketForm({
  event,
  ticket,
  onDone,
}: {
  event: HostedEvent;
  ticket: HostedTicket | null;
  onDone?: () => void;
}) {
  const utils = trpc.useUtils();
  const initial = ticketState(ticket, event);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [notice, setNotice] = useState<string | null>(null);
  const create = trpc.creator.createTicket.useMutation();
  const update = trpc.creator.updateTicket.useMutation();
  const busy = create.isPending || update.isPending;
  const locked = event.status === 'cancelled' || event.status === 'ended';
  const set = (key: keyof TicketFormState, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setNotice(null);
  };

  async function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    setErrors(NO_ERRORS);
    const price = priceFromText(form.price);
    const quantity = priceFromText(form.quantity);
    const local: Record<string, string> = {};
    if (price === null) local.price = 'The price is a whole number of Lumen Dollars (0 for free).';
    if (quantity === null) local.quantity = 'The stock is a whole number of tickets.';
    if (price === null || quantity === null) {
      setErrors({ fields: local, form: null });
      return;
    }
    const attributes = {
      name: form.name,
      description: form.description,
      price,
      quantity,
      saleStartsAt: form.saleStartsAt,
      saleEndsAt: form.saleEndsAt,
      timeZone: event.timeZone,
    };
    try {
      if (ticket === null) {
        const created = await create.mutateAsync({ eventId: event.id, ...attributes });
        setForm(ticketState(null, event));
        setNotice(`Added “${created.name}”.`);
      } else {
        const updated = await update.mutateAsync({ id: ticket.id, ...attributes });
        setForm(ticketState(updated, event));
        setNotice(`Saved “${updated.name}”.`);
      }
      await utils.creator.event.invalidate({ id: event.id });
      onDone?.();
    } catch (error) {
      setErrors(formErrorsOf(error, TICKET_FIELDS));
    }
  }

  const fieldError = (name: (typeof TICKET_FIELDS)[number]) => errors.fields[name] || undefined;
  const label = ticket ? `Ticket ${ticket.name}` : 'New ticket';
  return (
    <form className={formGrid} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={label}>
      {notice ? <Notice>{notice}</Notice> : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <TextField
        label="Ticket name"
        value={form.name}
        onChange={(value) => set('name', value)}
        maxLength={TICKET_HOSTING_LIMITS.nameMax}
        error={fieldError('name')}
        required
      />
      <div className={twoColumns}>
        <TextField
          label="Price (Lumen Dollars)"
          value={form.price}
          onChange={(value) => set('price', value)}
          inputMode="numeric"
          error={fieldError('price')}
          hint="Whole coins; 0 is free."
          required
        />
        <TextField
          label="Stock"
          value={form.quantity}
          onChange={(value) => set('quantity', value)}
          inputMode="numeric"
          error={fieldError('quantity')}
          hint={
            ticket
              ? `${ticket.sold} sold: the stock cannot go below that.`
              : 'How many can be bought. Codes come on top.'
          }
          required
        />
      </div>
      <div className={twoColumns}>
        <TextField
          label="Sale opens"
          type="datetime-local"
          value={form.saleStartsAt}
          onChange={(value) => set('saleStartsAt', value)}
          error={fieldError('saleStartsAt')}
          required
        />
        <TextField
          label="Sale closes"
          type="datetime-local"
          value={form.saleEndsAt}
          onChange={(value) => set('saleEndsAt', value)}
          error={fieldError('saleEndsAt')}
          hint={`In the event’s zone, ${event.timeZone}; by the end of the event.`}
          required
        />
      </div>
      <div className={actionsRow}>
        <Button type="submit" size="sm" disabled={busy || locked} aria-disabled={busy || locked}>
          {busy ? 'Saving…' : ticket ? 'Save ticket' : 'Add ticket'}
        </Button>
      </div>
    </form>
  );
}

function CodesPanel({ ticket, locked }: { ticket: HostedTicket; locked: boolean }) {
  const utils = trpc.useUtils();
  const codes = useSectionQuery(utils.creator.redemptionCodes.queryOptions({ definitionId: ticket.id }));
  const generate = trpc.creator.generateCodes.useMutation();
  const revoke = trpc.creator.revokeCode.useMutation();
  const [count, setCount] = useState('5');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);

  async function onGenerate(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNotice(null);
    const n = priceFromText(count);
    if (n === null || n < 1) {
      setError(`Give a whole number from 1 to ${TICKET_HOSTING_LIMITS.maxCodesPerRequest}.`);
      return;
    }
    try {
      const result = await generate.mutateAsync({ definitionId: ticket.id, count: n });
      await utils.creator.redemptionCodes.invalidate({ definitionId: ticket.id });
      setNotice(`${result.created} new ${result.created === 1 ? 'code' : 'codes'}. Each works once.`);
    } catch (failure) {
      setError(formErrorsOf(failure, ['count']).fields.count ?? errorInfo(failure).message);
    }
  }

  async function onRevoke(id: string, code: string) {
    setNotice(null);
    setError(undefined);
    try {
      await revoke.mutateAsync({ id });
      await utils.creator.redemptionCodes.invalidate({ definitionId: ticket.id });
      setNotice(`Revoked ${code}.`);
    } catch (failure) {
      setError(errorInfo(failure).message);
    }
  }

  return (
    <div>
      <h4 className={sectionTitle}>Redemption codes</h4>
      {notice ? <Notice>{notice}</Notice> : null}
      {!locked ? (
        <form
          className={actionsRow}
          onSubmit={(e) => void onGenerate(e)}
          noValidate
          aria-label={`Make codes for ${ticket.name}`}
        >
          <TextField label="How many codes" value={count} onChange={setCount} inputMode="numeric" error={error} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={generate.isPending}
            aria-disabled={generate.isPending}
          >
            {generate.isPending ? 'Making codes…' : 'Make codes'}
          </Button>
        </form>
      ) : null}
      {codes.status === 'error' ? (
        <ErrorNotice
          title="We could not load the codes"
          description={errorInfo(codes.error).message}
          onRetry={() => void codes.refetch()}
        />
      ) : null}
      {codes.status === 'pending' ? <p className={muted}>Loading codes…</p> : null}
      {codes.status === 'success' ? (
        codes.data.items.length === 0 ? (
          <p className={muted}>No codes yet. Codes give a ticket for free, once each, and do not use up the stock.</p>
        ) : (
          <>
            <p className={muted}>
              {codes.data.total} {codes.data.total === 1 ? 'code' : 'codes'}, {codes.data.redeemed} redeemed
              {codes.data.revoked > 0 ? `, ${codes.data.revoked} revoked` : ''}.
            </p>
            <ul className={codeList} aria-label={`Codes for ${ticket.name}`}>
              {codes.data.items.map((code) => (
                <li key={code.id} className={code.revoked ? revokedCode : undefined}>
                  <code>{code.code}</code>
                  <span className={muted}>
                    {code.revoked
                      ? 'Revoked'
                      : code.redeemed
                        ? `Redeemed by @${code.redeemedByHandle ?? 'someone'}`
                        : 'Not redeemed'}
                  </span>
                  {!code.redeemed && !code.revoked && !locked ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      type="button"
                      onClick={() => void onRevoke(code.id, code.code)}
                      aria-label={`Revoke code ${code.code}`}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </div>
  );
}

function TicketsSection({ event, tickets }: { event: HostedEvent; tickets: HostedTicket[] }) {
  const locked = event.status === 'cancelled' || event.status === 'ended';
  return (
    <section className={section} aria-labelledby="event-tickets">
      <h2 id="event-tickets" className={sectionTitle}>
        Tickets
      </h2>
      {tickets.length === 0 ? (
        <p className={muted}>
          No tickets yet: the event is free to attend without one. Add a ticket to sell places or hand out codes.
        </p>
      ) : null}
      {tickets.map((ticket) => (
        <article key={ticket.id} className={ticketCard} aria-label={`Ticket ${ticket.name}`}>
          <h3>
            {ticket.name} · <CoinAmount amount={ticket.price} />
            <span className={statusBadge}>{ticket.saleState.replace('-', ' ')}</span>
          </h3>
          <p className={muted}>
            {ticket.sold} sold of {ticket.quantity} · {ticket.remaining} left
          </p>
          <TicketForm key={ticket.id} event={event} ticket={ticket} />
          <CodesPanel ticket={ticket} locked={locked} />
        </article>
      ))}
      {!locked ? (
        <article className={ticketCard} aria-label="Add a ticket">
          <h3>Add a ticket</h3>
          <TicketForm event={event} ticket={null} />
        </article>
      ) : null}
    </section>
  );
}

// ---- pages ---------------------------------------------------------------------------------------

function NewEvent() {
  const utils = trpc.useUtils();
  const experiences = useSectionQuery(utils.creator.experiences.queryOptions());
  if (experiences.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your experiences"
        description={errorInfo(experiences.error).message}
        onRetry={() => void experiences.refetch()}
      />
    );
  if (experiences.status !== 'success') return null;
  if (experiences.data.length === 0) {
    return (
      <EmptyState
        title="First, a world"
        description="Events take place in one of your experiences. Publish one, then host events in it."
        action={<ButtonLink href={creatorPaths.newExperience}>New experience</ButtonLink>}
      />
    );
  }
  return <EventForm existing={null} experiences={experiences.data} />;
}

function EditEvent({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const created = new URLSearchParams(useSearch()).get('created') === '1';
  const experiences = useSectionQuery(utils.creator.experiences.queryOptions());
  const detail = useSectionQuery(utils.creator.event.queryOptions({ id }));
  if (detail.status === 'error') {
    if (errorInfo(detail.error).httpStatus === 404) return <NotFoundView what="event" browseHref="/events" />;
    return (
      <ErrorNotice
        title="We could not load this event"
        description={errorInfo(detail.error).message}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (experiences.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your experiences"
        description={errorInfo(experiences.error).message}
        onRetry={() => void experiences.refetch()}
      />
    );
  if (detail.status !== 'success' || experiences.status !== 'success') return null;
  const { event, tickets } = detail.data;
  return (
    <>
      {created ? <Notice>Your event “{event.title}” is created. Add tickets below, or share its page.</Notice> : null}
      <p>
        <span className={muted}>
          {formatEventTime(new Date(event.startsAt), new Date(event.endsAt), event.timeZone)}
        </span>
        <span className={statusBadge}>{event.status}</span>{' '}
        <ButtonLink variant="ghost" size="sm" href={event.path}>
          View event page
        </ButtonLink>
      </p>
      <EventForm key={`${event.id}-${event.status}`} existing={event} experiences={experiences.data} />
      <TicketsSection event={event} tickets={tickets} />
    </>
  );
}

const GATE = {
  logInTitle: 'Log in to use the creator tools',
  personaDescription: 'Events are hosted by your persona.',
};

export function NewEventPage() {
  return (
    <>
      <PageMeta title="New event" description="Host an event." path={creatorPaths.newEvent} noindex />
      <h1 className={pageTitle}>Host an event</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <NewEvent />
        </Section>
      </PersonaGate>
    </>
  );
}

export function EditEventPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return (
    <>
      <PageMeta
        title="Edit event"
        description="Change your event, its tickets and codes."
        path={creatorPaths.editEvent(id)}
        noindex
      />
      <h1 className={pageTitle}>Edit event</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <EditEvent id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}
