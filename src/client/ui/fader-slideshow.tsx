// The fader slideshow: slides stacked in one place, the current one fading in over the last (CSS
// opacity transitions; nothing moves sideways), the next every 8 seconds. Loaded lazily (the home hero
// imports it with React.lazy), so its code is not part of a page's first load.
//
// Accessibility: a labelled carousel region with 'Slide 2 of 5' groups; previous, next, one button per
// slide and a pause/play button, all reachable by keyboard. It stops while the pointer is over it or
// focus is inside it, never starts by itself for people who prefer reduced motion (Play still works),
// and then fades without a transition. Hidden slides are inert, so their links cannot be tabbed to.
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { FADER_FADE_MS, FADER_INTERVAL_MS, faderRuns, nextSlide, previousSlide } from '../../shared/ui/fader.ts';

const root = css`
  position: relative;
  display: grid;
  gap: 0.625rem;
  width: 100%;
`;

const stage = css`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: var(--radius-card);
  background: rgb(255 255 255 / 0.06);
`;

const slideClass = css`
  grid-area: 1 / 1;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${FADER_FADE_MS}ms ease,
    visibility 0s linear ${FADER_FADE_MS}ms;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const slideActive = css`
  opacity: 1;
  visibility: visible;
  transition:
    opacity ${FADER_FADE_MS}ms ease,
    visibility 0s;
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
`;

const control = css`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 0.75rem;
  border: 1px solid rgb(255 255 255 / 0.35);
  border-radius: var(--radius-button);
  background: rgb(255 255 255 / 0.08);
  color: #ffffff;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  cursor: pointer;

  &:hover {
    background: rgb(255 255 255 / 0.18);
  }

  &:focus-visible {
    outline: 3px solid #7be3ef;
    outline-offset: 2px;
  }
`;

const dots = css`
  display: flex;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* A 24px target around an 10px dot. */
const dot = css`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 40px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 1px solid rgb(255 255 255 / 0.7);
    border-radius: 50%;
  }

  &[aria-current='true']::before {
    background: #ffffff;
  }

  &:focus-visible {
    outline: 3px solid #7be3ef;
    outline-offset: -4px;
    border-radius: 8px;
  }
`;

export interface FaderSlide {
  id: string;
  /** Names the slide's dot button ('Show Neon Drift'). */
  label: string;
  content: ReactNode;
}

export interface FaderSlideshowProps {
  slides: readonly FaderSlide[];
  /** The region's name, e.g. 'Featured worlds'. */
  label: string;
  intervalMs?: number;
  className?: string;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export default function FaderSlideshow({
  slides,
  label,
  intervalMs = FADER_INTERVAL_MS,
  className,
}: FaderSlideshowProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [userPlayed, setUserPlayed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const runs = faderRuns({ count, userPaused, hovered, focused, reducedMotion, userPlayed });
  const stopped = userPaused || (reducedMotion && !userPlayed);

  // One timer per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!runs) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [runs, index, count, intervalMs]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };

  return (
    <div
      className={cx(root, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-active-index={current}
      data-running={runs ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announced when it changes by hand or while stopped; quiet while it runs by itself. */}
      <div className={stage} aria-live={runs ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
            className={cx(slideClass, i === current && slideActive)}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={controls}>
          <button
            type="button"
            className={control}
            aria-label={stopped ? 'Play the slideshow' : 'Pause the slideshow'}
            onClick={() => {
              if (stopped) {
                setUserPaused(false);
                setUserPlayed(true);
              } else {
                setUserPaused(true);
                setUserPlayed(false);
              }
            }}
          >
            {stopped ? 'Play' : 'Pause'}
          </button>
          <button
            type="button"
            className={control}
            aria-label="Previous slide"
            onClick={() => setIndex(previousSlide(current, count))}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <ul className={dots} aria-label="Slides">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={dot}
                  aria-label={slide.label}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={control}
            aria-label="Next slide"
            onClick={() => setIndex(nextSlide(current, count))}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
