// The home page's opening: a night-sky panel with a headline, a search, two ways in and, below them, a
// showcase (the home page gives it the slideshow of featured worlds).
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import type { ExperienceSort } from '../../shared/experiences/limits.ts';
import { ButtonLink } from '../ui/button.tsx';
import { ArrowRightIcon, DownloadIcon } from '../ui/icons.tsx';
import { SearchForm } from '../experiences/components/search-form.tsx';

const hero = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  gap: 1.25rem;
  justify-items: center;
  padding: clamp(2.75rem, 8vw, 5.5rem) clamp(1.25rem, 5vw, 4rem);
  border-radius: calc(var(--radius-card) + 10px);
  background:
    radial-gradient(ellipse 55% 70% at 15% 0%, rgb(33 188 207 / 0.45), transparent 70%),
    radial-gradient(ellipse 50% 60% at 95% 100%, rgb(120 84 255 / 0.35), transparent 70%),
    linear-gradient(160deg, #0b1220 0%, #101a33 60%, #0b1220 100%);
  color: #ffffff;
  text-align: center;

  /* A scatter of stars, drawn with gradients (no image request). */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image:
      radial-gradient(1.5px 1.5px at 12% 30%, rgb(255 255 255 / 0.8), transparent),
      radial-gradient(1px 1px at 28% 72%, rgb(255 255 255 / 0.6), transparent),
      radial-gradient(1.5px 1.5px at 47% 18%, rgb(255 255 255 / 0.7), transparent),
      radial-gradient(1px 1px at 66% 58%, rgb(255 255 255 / 0.55), transparent),
      radial-gradient(1.5px 1.5px at 83% 26%, rgb(255 255 255 / 0.75), transparent),
      radial-gradient(1px 1px at 91% 80%, rgb(255 255 255 / 0.5), transparent),
      radial-gradient(1px 1px at 6% 88%, rgb(255 255 255 / 0.5), transparent);
  }

  /* The glowing orb of the mark, large and soft. */
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    top: -140px;
    right: -120px;
    width: 420px;
    height: 420px;
    border-radius: 50%;
    background: radial-gradient(
      circle at 35% 35%,
      rgb(123 227 239 / 0.55),
      rgb(33 188 207 / 0.15) 45%,
      transparent 70%
    );
    filter: blur(8px);
    animation: hero-drift 14s ease-in-out infinite alternate;

    @keyframes hero-drift {
      to {
        transform: translate(-40px, 30px) scale(1.08);
      }
    }
  }
`;

/* Under the transparent top bar (PageLayout navVariant 'transparent'): the hero reaches the top and the
   sides of the page and leaves the bar's 60px clear, so the bar reads as part of the night sky. */
const heroUnderNav = css`
  margin-inline: calc(-1 * var(--page-gutter));
  padding-top: calc(var(--header-height) + clamp(2.75rem, 8vw, 5.5rem));
  border-radius: 0 0 calc(var(--radius-card) + 10px) calc(var(--radius-card) + 10px);
`;

const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.875rem;
  border: 1px solid rgb(255 255 255 / 0.18);
  border-radius: var(--radius-button);
  background: rgb(255 255 255 / 0.06);
  color: #c8f3f8;
  font-size: 0.875rem;
  font-weight: 500;
`;

const dot = css`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--color-success);
  box-shadow: 0 0 0 4px rgb(17 204 85 / 0.2);
`;

const headline = css`
  max-width: 18ch;
  font-size: clamp(2.25rem, 6vw, 4rem);
  font-weight: 700;
  line-height: 1.05;
  letter-spacing: -0.03em;
`;

const accent = css`
  color: transparent;
  background: linear-gradient(90deg, #7be3ef, #21bccf 50%, #b6a6ff);
  -webkit-background-clip: text;
  background-clip: text;
`;

const subline = css`
  max-width: 46ch;
  color: #c5d0de;
  font-size: clamp(1.0625rem, 2vw, 1.25rem);
`;

const searchSlot = css`
  width: 100%;
  max-width: 40rem;
  margin-top: 0.5rem;
`;

const ctas = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.25rem;
`;

/* Doubled class: wins over the button's own secondary colours whatever order the CSS files load in. */
const ghostOnDark = css`
  && {
    border-color: rgb(255 255 255 / 0.35);
    background: rgb(255 255 255 / 0.06);
    color: #ffffff;
  }

  &&:hover {
    border-color: rgb(255 255 255 / 0.6);
    background: rgb(255 255 255 / 0.12);
  }
`;

export interface HeroAction {
  label: string;
  href: string;
}

export interface HomeHeroProps {
  productName?: string;
  /** Plain text headline; the last word gets the accent gradient. */
  headline?: string;
  subline?: string;
  /** Small line above the headline, e.g. '1,204 people exploring now'. */
  eyebrow?: string;
  defaultQuery?: string;
  defaultSort?: ExperienceSort | string;
  onSearch?: (q: string, sort: ExperienceSort) => void;
  primaryAction?: HeroAction;
  /** Typically the client download. */
  secondaryAction?: HeroAction;
  /** The page's top bar is the transparent variant, laid over this hero. */
  underNav?: boolean;
  /** Shown under the calls to action (the featured worlds' slideshow). */
  showcase?: ReactNode;
}

export function HomeHero({
  productName = 'Lumen',
  headline: title = 'Step into worlds made by people',
  subline:
    sub = `Explore thousands of live worlds, meet friends and build your own. ${productName} is where virtual places come alive.`,
  eyebrow: kicker,
  defaultQuery,
  defaultSort,
  onSearch,
  primaryAction = { label: 'Browse experiences', href: '/experiences' },
  secondaryAction,
  underNav = false,
  showcase,
}: HomeHeroProps) {
  const words = title.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const lead = words.join(' ');
  return (
    <section className={cx(hero, underNav && heroUnderNav)} aria-labelledby="home-hero-title">
      {kicker ? (
        <p className={eyebrow}>
          <span className={dot} aria-hidden="true" />
          {kicker}
        </p>
      ) : null}
      <h1 id="home-hero-title" className={headline}>
        {lead ? `${lead} ` : null}
        <span className={accent}>{last}</span>
      </h1>
      <p className={subline}>{sub}</p>
      <div className={searchSlot}>
        <SearchForm
          defaultQuery={defaultQuery}
          defaultSort={defaultSort}
          onSearch={onSearch}
          showSort={false}
          size="large"
          tone="dark"
        />
      </div>
      <div className={ctas}>
        <ButtonLink href={primaryAction.href} size="lg">
          {primaryAction.label}
          <ArrowRightIcon size={18} />
        </ButtonLink>
        {secondaryAction ? (
          <ButtonLink href={secondaryAction.href} size="lg" variant="secondary" className={ghostOnDark}>
            <DownloadIcon size={18} />
            {secondaryAction.label}
          </ButtonLink>
        ) : null}
      </div>
      {showcase}
    </section>
  );
}
