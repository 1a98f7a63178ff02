// /creator/experiences/new and /creator/experiences/{id}/edit: an experience's name, handle, summary,
// description, tags, cover and gallery, with a live preview of its card, the server's errors on the
// right field, a warning before unsaved changes are lost, and delete behind a confirmation.
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { ImagePicker } from '../../uploads/image-picker.tsx';
import { ExperienceCard } from '../../experiences/experience-card.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { EXPERIENCE_LIMITS, creatorPaths } from '../../../shared/creator/limits.ts';
import type { CreatorExperience } from '../../../shared/creator/schema.ts';
import type { UploadedImage } from '../../../shared/uploads/schema.ts';
import { experienceHref } from '../../../shared/links/site-link.ts';
import { listingSlug } from '../../../shared/listings/listing-rules.ts';
import { formErrorsOf, isDirty, type FormErrors } from '../field-errors.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import {
  DeleteButton,
  Notice,
  TextField,
  actionsRow,
  editorLayout,
  errorText,
  formGrid,
  hintText,
  pageTitle,
  sectionTitle,
} from '../components/form-parts.tsx';

interface ExperienceFormState {
  name: string;
  handle: string;
  summary: string;
  description: string;
  tags: string[];
  coverUrl: string | null;
  galleryUrls: string[];
}

const FIELDS = ['name', 'handle', 'summary', 'description', 'tags', 'coverUrl', 'galleryUrls'] as const;
const EMPTY: ExperienceFormState = {
  name: '',
  handle: '',
  summary: '',
  description: '',
  tags: [],
  coverUrl: null,
  galleryUrls: [],
};

const previewBox = css`
  display: grid;
  gap: 0.75rem;

  @media (min-width: 64em) {
    position: sticky;
    top: 76px;
  }
`;

const galleryList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius-small);
  }
`;

/** The size an uploaded experience picture is saved as: the largest (the cover), as every size reads it. */
function pictureUrl(image: UploadedImage, preferred: string): string | null {
  return image.sizes.find((size) => size.name === preferred)?.url ?? image.sizes[image.sizes.length - 1]?.url ?? null;
}

function stateOf(experience: CreatorExperience): ExperienceFormState {
  return {
    name: experience.name,
    handle: experience.handle,
    summary: experience.summary,
    description: experience.description,
    tags: [...experience.tags],
    coverUrl: experience.coverUrl,
    galleryUrls: [...experience.galleryUrls],
  };
}

function ExperienceForm({ initial, existing }: { initial: ExperienceFormState; existing: CreatorExperience | null }) {
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [handleTouched, setHandleTouched] = useState(existing !== null);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });
  const [notice, setNotice] = useState<string | null>(null);
  const create = trpc.creator.createExperience.useMutation();
  const update = trpc.creator.updateExperience.useMutation();
  const remove = trpc.creator.deleteExperience.useMutation();
  const busy = create.isPending || update.isPending;
  const dirty = isDirty({ ...saved }, { ...form });
  useUnsavedChanges(dirty && !busy);

  const set = <K extends keyof ExperienceFormState>(key: K, value: ExperienceFormState[K]) => {
    setForm((current) => {
      const next = { ...current, [key]: value };
      // A new experience's handle follows its name until the creator edits the handle.
      if (key === 'name' && !handleTouched && typeof value === 'string')
        next.handle = value.trim() === '' ? '' : listingSlug(value);
      return next;
    });
    setNotice(null);
    if (errors.fields[key]) setErrors((current) => ({ ...current, fields: { ...current.fields, [key]: '' } }));
  };

  const preview = useMemo(
    () => ({
      id: existing?.id ?? 'preview',
      name: form.name.trim() || 'Untitled experience',
      handle: form.handle || 'untitled',
      personaHandle: viewer?.personaHandle ?? '',
      personaName: viewer?.personaName ?? '',
      headCount: existing?.headCount ?? 0,
      curation: existing?.curation ?? 0,
      imageUrl: form.coverUrl ?? existing?.imageUrl ?? null,
    }),
    [form, existing, viewer],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    setNotice(null);
    try {
      if (existing === null) {
        const created = await create.mutateAsync(form);
        setSaved(form);
        await utils.creator.experiences.invalidate();
        navigate(`${creatorPaths.dashboard}?saved=experience&name=${encodeURIComponent(created.name)}`);
        return;
      }
      const updated = await update.mutateAsync({ id: existing.id, ...form });
      const next = stateOf(updated);
      setForm(next);
      setSaved(next);
      await Promise.all([
        utils.creator.experiences.invalidate(),
        utils.creator.experience.invalidate({ id: existing.id }),
      ]);
      setNotice(`Saved “${updated.name}”.`);
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  const fieldError = (name: (typeof FIELDS)[number]) => errors.fields[name] || undefined;

  return (
    <div className={editorLayout}>
      <form
        className={formGrid}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={existing ? 'Edit experience' : 'New experience'}
      >
        {notice ? <Notice>{notice}</Notice> : null}
        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
        <TextField
          label="Name"
          value={form.name}
          onChange={(value) => set('name', value)}
          maxLength={EXPERIENCE_LIMITS.nameMax}
          error={fieldError('name')}
          required
        />
        <TextField
          label="Handle"
          value={form.handle}
          onChange={(value) => {
            setHandleTouched(true);
            set('handle', value);
          }}
          error={fieldError('handle')}
          hint={`The address: ${experienceHref(viewer?.personaHandle ?? 'you', form.handle || 'handle')}. Lowercase letters, digits and hyphens.`}
          maxLength={40}
          required
        />
        <TextField
          label="Summary"
          value={form.summary}
          onChange={(value) => set('summary', value)}
          maxLength={EXPERIENCE_LIMITS.summaryMax}
          error={fieldError('summary')}
          hint="One or two sentences for cards and search."
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(value) => set('description', value)}
          maxLength={EXPERIENCE_LIMITS.descriptionMax}
          error={fieldError('description')}
          multiline
          hint="Plain text; blank lines start new paragraphs."
        />
        <TagInput
          label="Tags"
          tags={form.tags}
          onChange={(tags) => set('tags', tags)}
          serverError={fieldError('tags') ?? null}
        />
        <ImagePicker
          purpose="experience-cover"
          label="Cover picture"
          currentUrl={form.coverUrl ?? existing?.imageUrl ?? null}
          onUploaded={(image) => set('coverUrl', pictureUrl(image, 'cover'))}
          onCleared={() => set('coverUrl', null)}
        />
        {fieldError('coverUrl') ? <p className={errorText}>{fieldError('coverUrl')}</p> : null}
        <div>
          <h2 className={sectionTitle}>Gallery</h2>
          {form.galleryUrls.length > 0 ? (
            <ul className={galleryList} aria-label="Gallery pictures">
              {form.galleryUrls.map((url, index) => (
                <li key={url}>
                  <img src={url} alt={`Gallery picture ${index + 1}`} />
                  <Button
                    variant="ghost"
                    size="sm"
                    type="button"
                    onClick={() =>
                      set(
                        'galleryUrls',
                        form.galleryUrls.filter((other) => other !== url),
                      )
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={hintText}>No gallery pictures yet.</p>
          )}
          {form.galleryUrls.length < EXPERIENCE_LIMITS.galleryMax ? (
            <ImagePicker
              key={form.galleryUrls.length}
              purpose="experience-gallery"
              label="Add a gallery picture"
              onUploaded={(image) => {
                const url = pictureUrl(image, 'cover');
                if (url !== null && !form.galleryUrls.includes(url)) set('galleryUrls', [...form.galleryUrls, url]);
              }}
            />
          ) : (
            <p className={hintText}>A gallery has at most {EXPERIENCE_LIMITS.galleryMax} pictures.</p>
          )}
          {fieldError('galleryUrls') ? <p className={errorText}>{fieldError('galleryUrls')}</p> : null}
        </div>
        <div className={actionsRow}>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? 'Saving…' : existing ? 'Save changes' : 'Publish experience'}
          </Button>
          <ButtonLink variant="ghost" href={creatorPaths.dashboard}>
            Back to creator tools
          </ButtonLink>
          {existing ? (
            <DeleteButton
              what="experience"
              name={existing.name}
              onConfirm={async () => {
                await remove.mutateAsync({ id: existing.id });
                setSaved(form);
                await utils.creator.experiences.invalidate();
                navigate(`${creatorPaths.dashboard}?deleted=experience&name=${encodeURIComponent(existing.name)}`);
              }}
            />
          ) : null}
        </div>
        {dirty ? <p className={hintText}>You have unsaved changes.</p> : null}
      </form>
      <aside className={previewBox} aria-label="Preview">
        <h2 className={sectionTitle}>Preview</h2>
        <p className={hintText}>How the card will look in browse and on your page.</p>
        <ExperienceCard experience={preview} headingLevel={3} imageLoading="eager" />
        {existing ? (
          <AppLink href={experienceHref(existing.personaHandle, existing.handle)}>Open the published page</AppLink>
        ) : null}
      </aside>
    </div>
  );
}

function EditExperience({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.creator.experience.queryOptions({ id }));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') return <NotFoundView what="experience" />;
    return (
      <ErrorNotice
        title="We could not load this experience"
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  return <ExperienceForm key={result.data.id} initial={stateOf(result.data)} existing={result.data} />;
}

const GATE = {
  logInTitle: 'Log in to use the creator tools',
  personaDescription: 'Experiences belong to your persona.',
};

export function NewExperiencePage() {
  return (
    <>
      <PageMeta
        title="New experience"
        description="Publish a new experience."
        path={creatorPaths.newExperience}
        noindex
      />
      <h1 className={pageTitle}>New experience</h1>
      <PersonaGate {...GATE}>
        <ExperienceForm initial={EMPTY} existing={null} />
      </PersonaGate>
    </>
  );
}

export function EditExperiencePage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return (
    <>
      <PageMeta
        title="Edit experience"
        description="Change your experience."
        path={creatorPaths.editExperience(id)}
        noindex
      />
      <h1 className={pageTitle}>Edit experience</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <EditExperience id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}
