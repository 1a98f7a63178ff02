// A listing's pictures (docs/product.md §6 Carousel: infinite looping pages with autoplay, swipe and arrows; §11
// autoplay 4000 ms, speed 400 ms), on embla-carousel. Embla moves the track with element.style
// transforms from script (CSSOM, allowed by the CSP); nothing here renders a style attribute.
//
// The server renders the whole carousel (first picture in place, arrows, thumbnails), and embla is
// imported after hydration, so its ~9 KB are not part of the listing's first load: an arrow pressed in the
// moment before it arrives is carried out when it does.
//
// Accessibility: a labelled carousel region, slides announced as 'Picture 2 of 3', arrow buttons and
// the keyboard's left/right arrows, thumbnails to jump to a picture, and a pause button (moving content
// must be stoppable). Autoplay pauses while the pointer is over the carousel or focus is inside it, and
// never starts when the visitor prefers reduced motion (then arrows jump instead of sliding).
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { css, cx } from '@linaria/core';
import type { EmblaCarouselType } from 'embla-carousel';
import type { ListingImage } from '../../../shared/listings/schema.ts';
import { CAROUSEL_AUTOPLAY_MS } from '../../../shared/listings/limits.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { NO_IMAGE_URL } from '../listing-card.tsx';
import { useT } from '../../i18n/i18n.tsx';

/**
 * Embla's `duration` is a factor of its scroll physics, not milliseconds. Measured in Chromium: a
 * full-width slide comes within 1% of its place in ~385 ms at 18 (~250 ms at 14, ~470 ms at 20), so 18
 * is the carousel speed (CAROUSEL_SPEED_MS, 400 ms, docs/product.md §11).
 */
const EMBLA_DURATION = 18;

const root = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 4px;
    border-radius: var(--radius-card);
  }
`;

// The arrows sit beside the viewport, not in it: embla treats a press inside its viewport as the start of
// a drag, which stops a slide mid-way and snaps back, so a quick second click on an arrow was lost.
const stage = css`
  position: relative;
`;

const viewport = css`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-card);
  background: var(--color-skeleton);
  touch-action: pan-y pinch-zoom;
`;

const track = css`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slide = css`
  flex: 0 0 100%;
  min-width: 0;
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
`;

const arrow = css`
  position: absolute;
  top: 50%;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.92);
  color: var(--color-text);
  box-shadow: var(--shadow-md);
  transform: translateY(-50%);
  cursor: pointer;

  &:hover {
    background: #ffffff;
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const prev = css`
  left: 0.75rem;
`;

const next = css`
  right: 0.75rem;
`;

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const thumbs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const thumb = css`
  display: block;
  width: 64px;
  height: 64px;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: var(--radius-small);
  background: var(--color-skeleton);
  cursor: pointer;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[aria-current='true'] {
    border-color: var(--color-primary-strong);
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const status = css`
  margin-left: auto;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const pause = css`
  height: 36px;
  padding: 0 0.875rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

function usePrefersReducedMotion(): boolean {
  // false on the server and at hydration (same markup); the real value right after.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export interface ImageCarouselProps {
  images: readonly ListingImage[];
  name: string;
}

export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const t = useT();
  if (images.length === 0) {
    return (
      <img
        src={NO_IMAGE_URL}
        alt={t('carousel.noImage', { name })}
        width={480}
        height={480}
        className={cx(picture, viewport)}
      />
    );
  }
  if (images.length === 1) {
    const [only] = images;
    return (
      <div className={viewport}>
        <img
          src={only!.largeUrl}
          alt={name}
          width={only!.width}
          height={only!.height}
          className={picture}
          fetchPriority="high"
        />
      </div>
    );
  }
  return <Carousel images={images} name={name} />;
}

type CarouselMove = (embla: EmblaCarouselType) => void;

/**
 * Embla on the server-rendered viewport, imported once the page has hydrated. `whenReady` runs a move now
 * if embla is there, else as soon as it is (the last one asked for wins).
 */
function useEmblaAfterHydration(viewport: RefObject<HTMLDivElement | null>) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const pending = useRef<CarouselMove | null>(null);
  useEffect(() => {
    let live = true;
    let created: EmblaCarouselType | null = null;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (!live || !viewport.current) return;
        // Autoplay is driven from the component (hover, focus, the pause button, reduced motion), not by
        // the plugin's own listeners, so a mouse leaving cannot restart a slideshow the visitor paused.
        const autoplay = Autoplay({
          delay: CAROUSEL_AUTOPLAY_MS,
          playOnInit: false,
          stopOnInteraction: false,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        created = EmblaCarousel(viewport.current, { loop: true, duration: EMBLA_DURATION }, [autoplay]);
        pending.current?.(created);
        pending.current = null;
        setEmbla(created);
      },
      // A chunk that failed to load: the first picture stays as rendered, the controls do nothing.
      () => undefined,
    );
    return () => {
      live = false;
      created?.destroy();
    };
  }, [viewport]);
  const whenReady = useCallback(
    (move: CarouselMove) => {
      if (embla) move(embla);
      else pending.current = move;
    },
    [embla],
  );
  return { embla, whenReady };
}

function Carousel({ images, name }: ImageCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const { embla, whenReady } = useEmblaAfterHydration(viewportRef);
  const t = useT();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [embla, running]);

  // With reduced motion every move is a jump, not a slide.
  const go = useCallback(
    (direction: 'prev' | 'next') =>
      whenReady((ready) => (direction === 'prev' ? ready.scrollPrev(reducedMotion) : ready.scrollNext(reducedMotion))),
    [whenReady, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go('prev');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go('next');
    }
  };

  const count = images.length;
  return (
    <section
      className={root}
      aria-roledescription={t('listings.carouselRole')}
      aria-label={t('carousel.label', { name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="listing-carousel"
      data-selected={selected}
      data-ready={embla ? 'true' : undefined}
    >
      <div className={stage}>
        <div className={viewport} ref={viewportRef}>
          {/* divs, not a list: the slides are groups ('Picture 2 of 3'), which a list may not contain. */}
          <div className={track} aria-live={running ? 'off' : 'polite'}>
            {images.map((image, index) => (
              <div
                key={image.id}
                className={slide}
                role="group"
                aria-roledescription={t('listings.slideRole')}
                aria-label={t('carousel.slide', { number: index + 1, count })}
              >
                <img
                  src={image.largeUrl}
                  alt={index === 0 ? name : t('carousel.pictureAlt', { name, number: index + 1 })}
                  width={image.width}
                  height={image.height}
                  className={picture}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          className={cx(arrow, prev)}
          aria-label={t('carousel.previous')}
          onClick={() => go('prev')}
        >
          <ChevronLeftIcon />
        </button>
        <button type="button" className={cx(arrow, next)} aria-label={t('carousel.next')} onClick={() => go('next')}>
          <ChevronRightIcon />
        </button>
      </div>
      <div className={controls}>
        <ul className={thumbs} aria-label={t('carousel.choose')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={thumb}
                aria-label={t('carousel.show', { number: index + 1 })}
                aria-current={index === selected}
                onClick={() => whenReady((ready) => ready.scrollTo(index, reducedMotion))}
              >
                <img src={image.thumbUrl} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
        {reducedMotion ? null : (
          <button type="button" className={pause} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {paused ? t('carousel.play') : t('carousel.pause')}
          </button>
        )}
        <span className={status} aria-hidden="true">
          {selected + 1} / {count}
        </span>
      </div>
    </section>
  );
}
