// The add-to-calendar menu (docs/product.md §10): Google, Apple, Outlook, Outlook.com and
// Yahoo. Apple and Outlook download event.ics from the web tier; the others open the calendar's compose
// page with the details filled in. ARIA menu button: Enter/Space/ArrowDown open it on the first item,
// arrows, Home and End move, Escape closes it and returns focus to the button, Tab leaves it closed.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@linaria/core';
import { calendarLinks, type CalendarLinkEvent } from '../../../shared/events/calendar-links.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { useDismiss } from '../../shell/use-dismiss.ts';
import { useT } from '../../i18n/i18n.tsx';

// On phones the menu spans its container's width (the page's actions row, positioned) so it never
// runs off a 390 px screen whatever the button's place in the row.
const wrap = css`
  position: relative;
  display: inline-block;

  @media (max-width: 40em) {
    position: static;
  }
`;

const menu = css`
  position: absolute;
  z-index: 20;
  top: calc(100% + 0.375rem);
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: 0.375rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  list-style: none;

  @media (max-width: 40em) {
    right: 0;
    min-width: 0;
  }
`;

const item = css`
  display: block;
  padding: 0.625rem 0.75rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: var(--color-surface-sunken);
    outline: 2px solid var(--color-primary);
    outline-offset: -2px;
  }
`;

const hint = css`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

export interface AddToCalendarMenuProps {
  event: CalendarLinkEvent;
  /** Where this event's event.ics is served on our origin. */
  icsUrl: string;
}

export function AddToCalendarMenu({ event, icsUrl }: AddToCalendarMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<Array<HTMLAnchorElement | null>>([]);
  useDismiss({ open, containerRef, buttonRef, onDismiss: () => setOpen(false) });

  const t = useT();
  const links = calendarLinks(event, icsUrl);
  const downloads = t('events.addToCalendar.downloads', { file: links.icsFilename });
  const entries = [
    { label: 'Google Calendar', href: links.google, download: false, note: null },
    { label: t('events.addToCalendar.apple'), href: links.apple, download: true, note: downloads },
    { label: 'Outlook', href: links.outlookDesktop, download: true, note: downloads },
    { label: 'Outlook.com', href: links.outlookWeb, download: false, note: null },
    { label: t('events.addToCalendar.yahoo'), href: links.yahoo, download: false, note: null },
  ];

  const focusItem = (index: number) => {
    const count = entries.length;
    itemsRef.current[((index % count) + count) % count]?.focus();
  };

  const openAt = (index: number) => {
    setOpen(true);
    // After the menu renders.
    window.requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const current = itemsRef.current.findIndex((el) => el === document.activeElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(current + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(current - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(entries.length - 1);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={wrap} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName('secondary')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {t('events.addToCalendar.button')}
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul
          className={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={t('events.addToCalendar.button')}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry, index) => (
            <li key={entry.label} role="none">
              <a
                ref={(el) => {
                  itemsRef.current[index] = el;
                }}
                role="menuitem"
                tabIndex={-1}
                className={item}
                href={entry.href}
                {...(entry.download
                  ? { download: links.icsFilename }
                  : { target: '_blank', rel: 'noopener noreferrer' })}
                onClick={() => setOpen(false)}
              >
                {entry.label}
                {entry.note ? <span className={hint}> ({entry.note})</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
