// /creator/products/new and /creator/products/{id}/edit: a listing's name, price, category, tags,
// description, pictures and whether it is listed, with a live preview of its card. Delisting keeps the
// listing (and past orders) but takes it out of the store; buyers who had it in their cart get the
// delisted notice. Delete is soft upstream: past orders stay intact.
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
import { EmptyState } from '../../ui/empty-state.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { TagInput } from '../../ui/tag-input.tsx';
import { ImagePicker } from '../../uploads/image-picker.tsx';
import { ListingCard } from '../../listings/listing-card.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { PRODUCT_LIMITS, creatorPaths } from '../../../shared/creator/limits.ts';
import type { CreatorProduct, CreatorStore } from '../../../shared/creator/schema.ts';
import { priceFromText } from '../../../shared/creator/price-text.ts';
import type { CategoryNode } from '../../../shared/listings/schema.ts';
import type { UploadedImage } from '../../../shared/uploads/schema.ts';
import { listingPath, listingSlug } from '../../../shared/listings/listing-rules.ts';
import { formErrorsOf, isDirty, type FormErrors } from '../field-errors.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import { PromotionPanel } from '../components/promotion-panel.tsx';
import {
  DeleteButton,
  Notice,
  SelectField,
  TextField,
  actionsRow,
  editorLayout,
  errorText,
  formGrid,
  hintText,
  pageTitle,
  sectionTitle,
} from '../components/form-parts.tsx';

interface ProductFormState {
  name: string;
  /** As typed; the server checks it is a whole number from 0 to the maximum. */
  price: string;
  category: string;
  tags: string[];
  description: string;
  status: 'listed' | 'delisted';
  storeId: string;
  /** New listing only: uploaded pictures to attach. */
  imageUrls: string[];
}

const FIELDS = ['name', 'price', 'category', 'tags', 'description', 'status', 'storeId', 'imageUrls'] as const;

const previewBox = css`
  display: grid;
  gap: 0.75rem;
  max-width: 16rem;

  @media (min-width: 64em) {
    position: sticky;
    top: 76px;
  }
`;

const pictureList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--radius-small);
  }
`;

const checkboxRow = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 500;

  & input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

function productPictureUrl(image: UploadedImage): string | null {
  return image.sizes.find((size) => size.name === 'large')?.url ?? image.sizes[image.sizes.length - 1]?.url ?? null;
}

/** Category options, subcategories indented under their parent. */
function categoryOptions(nodes: readonly CategoryNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.slug, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...categoryOptions(node.children, depth + 1),
  ]);
}

function stateOf(product: CreatorProduct): ProductFormState {
  return {
    name: product.name,
    price: String(product.price),
    category: product.category?.slug ?? '',
    tags: [...product.tags],
    description: product.description,
    status: product.status,
    storeId: product.store?.id ?? '',
    imageUrls: [],
  };
}

function ProductForm({
  initial,
  existing,
  stores,
  categories,
}: {
  initial: ProductFormState;
  existing: CreatorProduct | null;
  stores: CreatorStore[];
  categories: CategoryNode[];
}) {
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });
  const [notice, setNotice] = useState<string | null>(null);
  const [images, setImages] = useState(existing?.images ?? []);
  const create = trpc.creator.createProduct.useMutation();
  const update = trpc.creator.updateProduct.useMutation();
  const remove = trpc.creator.deleteProduct.useMutation();
  const addImage = trpc.creator.addProductImage.useMutation();
  const removeImage = trpc.creator.removeProductImage.useMutation();
  const busy = create.isPending || update.isPending;
  const dirty = isDirty({ ...saved }, { ...form });
  useUnsavedChanges(dirty && !busy);

  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setNotice(null);
    if (errors.fields[key]) setErrors((current) => ({ ...current, fields: { ...current.fields, [key]: '' } }));
  };

  const price = priceFromText(form.price);
  const preview = useMemo(
    () => ({
      id: existing?.id ?? 'preview',
      name: form.name.trim() || 'Untitled listing',
      slug: listingSlug(form.name),
      price: price !== null && price >= 0 ? price : 0,
      imageUrl: form.imageUrls[0] ?? images[0]?.url ?? existing?.imageUrl ?? null,
      creator: { personaHandle: viewer?.personaHandle ?? '', personaName: viewer?.personaName ?? '' },
      reviewSummary: { averageRating: null, count: 0 },
    }),
    [form, price, existing, images, viewer],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, form: null });
    setNotice(null);
    if (price === null) {
      setErrors({ fields: { price: 'The price is a whole number of Lumen Dollars (0 for FREE).' }, form: null });
      return;
    }
    const common = {
      name: form.name,
      price,
      category: form.category === '' ? null : form.category,
      tags: form.tags,
      description: form.description,
      status: form.status,
    };
    try {
      if (existing === null) {
        const created = await create.mutateAsync({
          ...common,
          storeId: form.storeId || undefined,
          imageUrls: form.imageUrls,
        });
        setSaved(form);
        await utils.creator.products.invalidate();
        navigate(`${creatorPaths.dashboard}?saved=listing&name=${encodeURIComponent(created.name)}`);
        return;
      }
      const updated = await update.mutateAsync({ id: existing.id, ...common });
      const next = stateOf(updated);
      setForm(next);
      setSaved(next);
      await Promise.all([
        utils.creator.products.invalidate(),
        utils.creator.product.invalidate({ id: existing.id }),
        utils.listings.invalidate(),
      ]);
      setNotice(
        updated.status === 'delisted'
          ? `Saved “${updated.name}”. It is delisted: buyers no longer see it in the store.`
          : `Saved “${updated.name}”.`,
      );
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  async function attach(image: UploadedImage) {
    const url = productPictureUrl(image);
    if (url === null) return;
    if (existing === null) {
      set('imageUrls', [...form.imageUrls, url]);
      return;
    }
    try {
      const added = await addImage.mutateAsync({ productId: existing.id, url });
      setImages((current) => [...current, { id: added.id, url }]);
      setNotice('Picture added.');
    } catch (error) {
      setErrors(formErrorsOf(error, []));
    }
  }

  async function detach(imageId: string) {
    if (existing === null) return;
    try {
      await removeImage.mutateAsync({ imageId });
      setImages((current) => current.filter((image) => image.id !== imageId));
      setNotice('Picture removed.');
    } catch (error) {
      setErrors(formErrorsOf(error, []));
    }
  }

  const fieldError = (name: (typeof FIELDS)[number]) => errors.fields[name] || undefined;
  const pictureCount = existing ? images.length : form.imageUrls.length;

  return (
    <div className={editorLayout}>
      <form
        className={formGrid}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={existing ? 'Edit listing' : 'New listing'}
      >
        {notice ? <Notice>{notice}</Notice> : null}
        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
        <TextField
          label="Name"
          value={form.name}
          onChange={(value) => set('name', value)}
          maxLength={PRODUCT_LIMITS.nameMax}
          error={fieldError('name')}
          required
        />
        <TextField
          label="Price (Lumen Dollars)"
          value={form.price}
          onChange={(value) => set('price', value)}
          error={fieldError('price')}
          hint={`A whole number from 0 (shown as FREE) to ${PRODUCT_LIMITS.maxPrice.toLocaleString('en-US')}.`}
          inputMode="numeric"
          required
        />
        {stores.length > 1 && existing === null ? (
          <SelectField
            label="Store"
            value={form.storeId}
            onChange={(value) => set('storeId', value)}
            error={fieldError('storeId')}
          >
            <option value="">Choose a store</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Category"
          value={form.category}
          onChange={(value) => set('category', value)}
          error={fieldError('category')}
        >
          <option value="">No category</option>
          {categoryOptions(categories).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TagInput
          label="Tags"
          tags={form.tags}
          onChange={(tags) => set('tags', tags)}
          serverError={fieldError('tags') ?? null}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(value) => set('description', value)}
          maxLength={PRODUCT_LIMITS.descriptionMax}
          error={fieldError('description')}
          multiline
        />
        <label className={checkboxRow}>
          <input
            type="checkbox"
            checked={form.status === 'listed'}
            onChange={(event) => set('status', event.target.checked ? 'listed' : 'delisted')}
          />
          Listed in the store
        </label>
        <p className={hintText}>
          Unticked, the listing is delisted: hidden from the store and removed from carts (buyers see a notice); past
          orders stay.
        </p>
        <div>
          <h2 className={sectionTitle}>Pictures</h2>
          {existing && images.length > 0 ? (
            <ul className={pictureList} aria-label="Pictures">
              {images.map((image, index) => (
                <li key={image.id}>
                  <img src={image.url} alt={`Picture ${index + 1}`} />
                  <Button
                    variant="ghost"
                    size="sm"
                    type="button"
                    onClick={() => void detach(image.id)}
                    aria-label={`Remove picture ${index + 1}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {!existing && form.imageUrls.length > 0 ? (
            <p className={hintText}>{form.imageUrls.length} picture(s) ready to save.</p>
          ) : null}
          {pictureCount < PRODUCT_LIMITS.maxImages ? (
            <ImagePicker
              key={pictureCount}
              purpose="product-image"
              label={pictureCount === 0 ? 'Picture' : 'Add another picture'}
              onUploaded={(image) => void attach(image)}
            />
          ) : (
            <p className={hintText}>A listing has at most {PRODUCT_LIMITS.maxImages} pictures.</p>
          )}
          {fieldError('imageUrls') ? <p className={errorText}>{fieldError('imageUrls')}</p> : null}
        </div>
        <div className={actionsRow}>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? 'Saving…' : existing ? 'Save changes' : 'List product'}
          </Button>
          <ButtonLink variant="ghost" href={creatorPaths.dashboard}>
            Back to creator tools
          </ButtonLink>
          {existing ? (
            <DeleteButton
              what="listing"
              name={existing.name}
              consequence="Past orders keep it; buyers who had it in their cart are told it was removed."
              onConfirm={async () => {
                await remove.mutateAsync({ id: existing.id });
                setSaved(form);
                await utils.creator.products.invalidate();
                navigate(`${creatorPaths.dashboard}?deleted=listing&name=${encodeURIComponent(existing.name)}`);
              }}
            />
          ) : null}
        </div>
        {dirty ? <p className={hintText}>You have unsaved changes.</p> : null}
      </form>
      <aside className={previewBox} aria-label="Preview">
        <h2 className={sectionTitle}>Preview</h2>
        <p className={hintText}>How the card will look in the store.</p>
        <ListingCard listing={preview} headingLevel={3} imageLoading="eager" />
        {existing && existing.status === 'listed' ? (
          <AppLink href={listingPath(existing)}>Open the listing</AppLink>
        ) : null}
        {existing ? (
          <PromotionPanel productId={existing.id} price={existing.price} listed={existing.status === 'listed'} />
        ) : null}
      </aside>
    </div>
  );
}

function ProductEditorData({ product }: { product: CreatorProduct | null }) {
  const utils = trpc.useUtils();
  const stores = useSectionQuery(utils.creator.stores.queryOptions());
  const categories = useSectionQuery(utils.listings.categories.queryOptions());
  if (stores.status === 'error')
    return (
      <ErrorNotice
        title="We could not load your stores"
        description={errorInfo(stores.error).message}
        onRetry={() => void stores.refetch()}
      />
    );
  if (stores.status !== 'success') return null;
  // Categories are a convenience: without them the form still works (no category).
  const tree = categories.status === 'success' ? categories.data : [];
  if (product !== null)
    return (
      <ProductForm
        key={product.id}
        initial={stateOf(product)}
        existing={product}
        stores={stores.data}
        categories={tree}
      />
    );
  if (stores.data.length === 0) {
    return (
      <EmptyState
        title="Open a store first"
        description="Listings live in a store. Open yours, then list products in it."
        action={<ButtonLink href={creatorPaths.newStore}>Open a store</ButtonLink>}
      />
    );
  }
  const initial: ProductFormState = {
    name: '',
    price: '0',
    category: '',
    tags: [],
    description: '',
    status: 'listed',
    storeId: stores.data[0]?.id ?? '',
    imageUrls: [],
  };
  return <ProductForm initial={initial} existing={null} stores={stores.data} categories={tree} />;
}

function EditProduct({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const product = useSectionQuery(utils.creator.product.queryOptions({ id }));
  if (product.status === 'error') {
    const info = errorInfo(product.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST')
      return <NotFoundView what="listing" browseHref="/store" />;
    return (
      <ErrorNotice
        title="We could not load this listing"
        description={info.message}
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (product.status !== 'success') return null;
  return <ProductEditorData product={product.data} />;
}

const GATE = {
  logInTitle: 'Log in to use the creator tools',
  personaDescription: 'Stores and listings belong to your persona.',
};

export function NewProductPage() {
  return (
    <>
      <PageMeta
        title="New listing"
        description="List a product in your store."
        path={creatorPaths.newProduct}
        noindex
      />
      <h1 className={pageTitle}>New listing</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <ProductEditorData product={null} />
        </Section>
      </PersonaGate>
    </>
  );
}

export function EditProductPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  return (
    <>
      <PageMeta title="Edit listing" description="Change your listing." path={creatorPaths.editProduct(id)} noindex />
      <h1 className={pageTitle}>Edit listing</h1>
      <PersonaGate {...GATE}>
        <Section fallback={null}>
          <EditProduct id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}
