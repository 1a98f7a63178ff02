// The mobile nav slides in from the right and is 300px wide (docs/product.md §11): a click counts as outside it when
// it lands more than 300px from the right edge of the viewport.

export const MOBILE_NAV_PANEL_WIDTH = 300;
/** The mobile nav exists below this viewport width; above it, an open nav closes (docs/product.md §4, §11). */
export const MOBILE_NAV_BREAKPOINT = 1024;
/** The outside-click listener is attached this long after opening, so the opening click never counts. */
export const OUTSIDE_CLICK_DELAY_MS = 100;
/** Resize handling is throttled to this interval. */
export const RESIZE_THROTTLE_MS = 50;

export function isOutsideClick(clientX: number, viewportWidth: number): boolean {
  return clientX < viewportWidth - MOBILE_NAV_PANEL_WIDTH;
}

/** An open mobile nav closes once the viewport is wider than the breakpoint. */
export function isWiderThanMobileNav(viewportWidth: number): boolean {
  return viewportWidth > MOBILE_NAV_BREAKPOINT;
}
