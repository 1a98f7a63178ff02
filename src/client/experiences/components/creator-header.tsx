// The head of a creator's experiences page: avatar, name, @handle, bio and how many experiences.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import type { Creator } from '../../../shared/experiences/schema.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { media } from '../../styles/tokens.ts';
import { PersonaLink } from '../../profiles/persona-link.tsx';

const numberFormat = new Intl.NumberFormat('en-US');

const wrap = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem 1.5rem;
  align-items: center;
  margin-bottom: 2rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--color-border);
  border-radius: calc(var(--radius-card) + 6px);
  background: radial-gradient(ellipse 60% 120% at 0% 0%, rgb(33 188 207 / 0.12), transparent 60%), var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

const avatar = css`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border-radius: 50%;
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  box-shadow:
    0 0 0 3px var(--color-surface),
    0 0 0 5px var(--color-primary);

  @media ${media.mobileUp} {
    width: 104px;
    height: 104px;
  }

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const text = css`
  display: grid;
  gap: 0.25rem;
`;

const name = css`
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

const handle = css`
  color: var(--color-text-muted);
  font-weight: 500;

  & a {
    color: inherit;
  }

  & a:hover {
    color: var(--color-primary-strong);
  }
`;

const bio = css`
  grid-column: 1 / -1;
  max-width: 70ch;
  color: var(--color-text);

  @media ${media.mobileUp} {
    grid-column: 2;
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  grid-column: 1 / -1;

  @media ${media.mobileUp} {
    grid-column: 2;
  }
`;

const count = css`
  display: inline-flex;
  padding: 0.25rem 0.75rem;
  border-radius: var(--radius-button);
  background: var(--color-surface-sunken);
  color: var(--color-text);
  font-size: 0.875rem;
  font-weight: 500;
`;

export interface CreatorHeaderProps {
  creator: Creator;
  /** All of the creator's experiences (not just this page). */
  total: number;
  /** E.g. a link to the creator's store or profile. */
  actions?: ReactNode;
}

export function CreatorHeader({ creator, total, actions }: CreatorHeaderProps) {
  return (
    <header className={wrap}>
      <div className={avatar}>
        {creator.avatarImageUrl ? (
          <img src={creator.avatarImageUrl} alt="" width={104} height={104} decoding="async" />
        ) : (
          <UserIcon size={40} />
        )}
      </div>
      <div className={text}>
        <h1 className={name}>{creator.personaName}</h1>
        <p className={handle}>
          {/* The profile (with its hover popup): friends and reports live there. */}
          <PersonaLink handle={creator.personaHandle}>@{creator.personaHandle}</PersonaLink>
        </p>
      </div>
      {creator.bio ? <p className={bio}>{creator.bio}</p> : null}
      <div className={footer}>
        <p className={count}>
          {numberFormat.format(total)} {total === 1 ? 'experience' : 'experiences'}
        </p>
        {actions}
      </div>
    </header>
  );
}
