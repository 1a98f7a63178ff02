// The fader slideshow's rules (pure; the widget lives in src/client/ui/fader-slideshow.tsx).

/** A slide stays up this long before the next fades in. */
export const FADER_INTERVAL_MS = 8000;

/** How long one slide takes to fade into the next. */
export const FADER_FADE_MS = 800;

/** The slide after `index`, wrapping round to the first. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** The slide before `index`, wrapping round to the last. */
export function previousSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** Whether the slideshow moves on by itself now. */
export function faderRuns(state: {
  count: number;
  userPaused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  userPlayed: boolean;
}): boolean {
  if (state.count < 2 || state.userPaused || state.hovered || state.focused) return false;
  // Motion is off for people who ask for less of it, unless they pressed Play themselves.
  return !state.reducedMotion || state.userPlayed;
}
