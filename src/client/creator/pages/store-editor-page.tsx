// /creator/stores/new and /creator/stores/{id}/edit: a store's name, handle and description. Deleting
// needs an empty store (the service says so, with the count, when it is not).
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { STORE_LIMITS, creatorPaths } from '../../../shared/creator/limits.ts';
import type { CreatorStore } from '../../../shared/creator/schema.ts';
import { formErrorsOf, isDirty, type FormErrors } from '../field-errors.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import {
  DeleteButton,
  Notice,
  TextField,
  actionsRow,
  formGrid,
  hintText,
  pageTitle,
} from '../components/form-parts.tsx';

interface StoreFormState {
  name: string;
  handle: string;
  description: string;
}
const FIELDS = ['name', 'handle', 'description'] as const;

function StoreForm({ existing }: { existing: CreatorStore | null }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const initial: StoreFormState = existing
    ? { name: existing.name, handle: existing.handle, description: existing.description }
    : { name: '', handle: '', description: '' };
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });
  const [notice, setNotice] = useState<string | null>(null);
  const create = trpc.creator.createStore.useMutation();
  const update = trpc.creator.updateStore.useMutation();
  const remove = trpc.creator.deleteStore.useMutation();
  const busy = create.isPending || update.isPending;
  const dirty = isDirty({ ...saved }, { ...form });
  useUnsavedChanges(dirty && !busy);

  const set = (key: keyof StoreFormState, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setNotice(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    try {
      if (existing === null) {
        const created = await create.mutateAsync(form);
        setSaved(form);
        await utils.creator.stores.invalidate();
        navigate(`${creatorPaths.dashboard}?saved=store&name=${encodeURIComponent(created.name)}`);
        return;
      }
      const updated = await update.mutateAsync({ id: existing.id, ...form });
      const next = { name: updated.name, handle: updated.handle, description: updated.description };
      setForm(next);
      setSaved(next);
      await utils.creator.stores.invalidate();
      setNotice(`Saved “${updated.name}”.`);
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  const fieldError = (name: (typeof FIELDS)[number]) => errors.fields[name] || undefined;
  return (
    <form
      className={formGrid}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={existing ? 'Edit store' : 'New store'}
    >
      {notice ? <Notice>{notice}</Notice> : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <TextField
        label="Name"
        value={form.name}
        onChange={(value) => set('name', value)}
        maxLength={STORE_LIMITS.nameMax}
        error={fieldError('name')}
        required
      />
      <TextField
        label="Handle"
        value={form.handle}
        onChange={(value) => set('handle', value)}
        maxLength={40}
        error={fieldError('handle')}
        hint="Lowercase letters, digits and hyphens; unique across the store."
        required
      />
      <TextField
        label="Description"
        value={form.description}
        onChange={(value) => set('description', value)}
        maxLength={STORE_LIMITS.descriptionMax}
        error={fieldError('description')}
        multiline
      />
      <div className={actionsRow}>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? 'Saving…' : existing ? 'Save changes' : 'Open store'}
        </Button>
        <ButtonLink variant="ghost" href={creatorPaths.dashboard}>
          Back to creator tools
        </ButtonLink>
        {existing ? (
          <DeleteButton
            what="store"
            name={existing.name}
            consequence="A store must be empty to be deleted; its handle stays reserved."
            onConfirm={async () => {
              await remove.mutateAsync({ id: existing.id });
              setSaved(form);
              await utils.creator.stores.invalidate();
              navigate(`${creatorPaths.dashboard}?deleted=store&name=${encodeURIComponent(existing.name)}`);
            }}
          />
        ) : null}
      </div>
      {dirty ? <p className={hintText}>You have unsaved changes.</p> : null}
    </form>
  );
}

function EditStore({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const stores = useSectionQuery(utils.creator.stores.queryOptions());
  if (stores.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your stores"
        description={errorInfo(stores.error).message}
        onRetry={() => void stores.refetch()}
      />
    );
  if (stores.status !== 'success') return null;
  const store = stores.data.find((candidate) => candidate.id === id);
  if (!store) return <NotFoundView what="store" browseHref="/store" />;
  return <StoreForm key={store.id} existing={store} />;
}

const GATE = { logInTitle: 'Log in to use the creator tools', personaDescription: 'Stores belong to your persona.' };

export function NewStorePage() {
  return (
    <>
      <PageMeta title="New store" description="Open a store." path={creatorPaths.newStore} noindex />
      <h1 className={pageTitle}>Open a store</h1>
      <PersonaGate {...GATE}>
        <StoreForm existing={null} />
      </PersonaGate>
    </>
  );
}

export function EditStorePage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return (
    <>
      <PageMeta title="Edit store" description="Change your store." path={creatorPaths.editStore(id)} noindex />
      <h1 className={pageTitle}>Edit store</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <EditStore id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}
