// /pictures/new: try the signed upload on its own (before the creator tools use it in their forms):
// choose what the picture is for, pick a file, and see every size the image service made from it.
import { useId, useState } from 'react';
import { css } from '@linaria/core';
import { PageMeta } from '../../app/page-meta.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../shared/uploads/limits.ts';
import type { UploadedImage } from '../../../shared/uploads/schema.ts';
import { ImagePicker } from '../image-picker.tsx';
import { pathOf } from '../../app/route-table.ts';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';

const NEW_PICTURE_PATH = pathOf('new-picture');

const PURPOSE_LABELS: Record<UploadPurpose, string> = {
  'experience-cover': 'Experience cover',
  'experience-gallery': 'Experience gallery picture',
  'product-image': 'Listing picture',
  'store-banner': 'Store banner',
  attachment: 'Picture for a review or report',
};

const field = css`
  display: grid;
  gap: 0.375rem;
  max-width: 20rem;
  margin-bottom: 1.25rem;
  font-weight: 500;
`;

const select = css`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: 400;

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const sizesTitle = css`
  margin: 2rem 0 0.75rem;
  font-size: 1.25rem;
`;

const sizeList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const sizeCard = css`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  font-size: 0.9375rem;
`;

const sizeImage = css`
  width: 100%;
  height: auto;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
`;

export function NewPicturePage() {
  const selectId = useId();
  const [purpose, setPurpose] = useState<UploadPurpose>('experience-cover');
  const [image, setImage] = useState<UploadedImage | null>(null);
  return (
    <>
      <PageMeta
        title="Upload a picture"
        description="Upload a picture and see the sizes made from it."
        path={NEW_PICTURE_PATH}
        noindex
      />
      <h1 className={pageHeading}>Upload a picture</h1>
      <p className={pageLead}>
        Pictures are sent straight to storage through a short-lived signed address, then made into the sizes cards use.
      </p>
      <PersonaGate logInTitle="Log in to upload pictures" personaDescription="Pictures belong to your persona.">
        <div className={field}>
          <label htmlFor={selectId}>What is it for?</label>
          <select
            id={selectId}
            className={select}
            value={purpose}
            onChange={(event) => {
              setPurpose(event.currentTarget.value as UploadPurpose);
              setImage(null);
            }}
          >
            {UPLOAD_PURPOSES.map((value) => (
              <option key={value} value={value}>
                {PURPOSE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <ImagePicker
          key={purpose}
          purpose={purpose}
          label={PURPOSE_LABELS[purpose]}
          onUploaded={setImage}
          onCleared={() => setImage(null)}
        />
        {image ? (
          <section aria-labelledby={`${selectId}-sizes`}>
            <h2 className={sizesTitle} id={`${selectId}-sizes`}>
              Sizes made
            </h2>
            <ul className={sizeList}>
              {image.sizes.map((size) => (
                <li key={size.name} className={sizeCard}>
                  <img
                    className={sizeImage}
                    src={size.url}
                    width={size.width}
                    height={size.height}
                    alt={`${size.name} size`}
                    loading="lazy"
                  />
                  <span>
                    {size.name}: {size.width} × {size.height}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </PersonaGate>
    </>
  );
}
