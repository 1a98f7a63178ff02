// The tag input of docs/product.md §7: tags are added on comma, space, Enter, Tab or blur; Backspace on an empty
// input removes the last tag; each tag has a remove button. Invalid input says why (aria-invalid and a
// described-by message) and reaching the maximum says so. A polite live region announces every add and
// remove, so screen-reader users hear what the keys did. Rules come from src/shared/tags/tag-rules.ts
// (the same ones the server's schema uses), so what this accepts the server accepts.
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { css, cx } from '@linaria/core';
import {
  MAX_TAGS,
  TAG_MESSAGES,
  addTags,
  removeLastTag,
  removeTag,
  splitTagInput,
} from '../../shared/tags/tag-rules.ts';

const field = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-surface);

  &:focus-within {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 1px;
  }
`;

const invalidField = css`
  border-color: var(--color-error);
`;

const list = css`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tagItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding: 0 0.25rem 0 0.625rem;
  min-height: 30px;
  border-radius: var(--radius-button);
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.875rem;
  font-weight: 500;
`;

const removeButton = css`
  display: inline-grid;
  place-items: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgb(10 116 130 / 0.12);
  }
`;

const input = css`
  flex: 1 1 8rem;
  min-width: 6rem;
  min-height: 30px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus {
    outline: none;
  }
`;

const hint = css`
  margin: 0.25rem 0 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const error = css`
  margin: 0.25rem 0 0;
  /* #b00024, the report form's error tone: docs/product.md §11's #e6002e is 4.4:1 on the page, too light for small text. */
  color: #b00024;
  font-size: 0.875rem;
  font-weight: 500;
`;

export interface TagInputProps {
  /** Visible label text ('Tags'). */
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  max?: number;
  /** A server's message for this field (shown until the tags change). */
  serverError?: string | null;
  id?: string;
}

export function TagInput({ label, tags, onChange, max = MAX_TAGS, serverError = null, id }: TagInputProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const full = tags.length >= max;
  const message = problem ?? serverError;

  /** Adds the candidates; returns false when one was refused (the text then stays for correcting). */
  function commit(candidates: string[]): boolean {
    if (candidates.length === 0) return true;
    const result = addTags(tags, candidates, max);
    if (result.added.length > 0) {
      onChange(result.tags);
      setAnnouncement(`Added tag ${result.added.join(', ')}. ${result.tags.length} of ${max} tags.`);
    }
    setProblem(result.error?.message ?? null);
    if (result.error) setAnnouncement(result.error.message);
    return result.error === null;
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const { pieces, rest } = splitTagInput(event.target.value);
    if (pieces.length > 0) {
      const ok = commit(pieces);
      // A refused piece stays in the box so it can be corrected.
      setText(ok ? rest : `${pieces[pieces.length - 1] ?? ''}${rest}`);
      return;
    }
    setText(event.target.value);
    if (problem !== null && event.target.value === '') setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || (event.key === 'Tab' && text.trim() !== '')) {
      // Enter never submits the surrounding form from here; Tab adds, then moves on only if nothing was typed.
      if (text.trim() === '') {
        if (event.key === 'Enter') event.preventDefault();
        return;
      }
      event.preventDefault();
      if (commit([text])) setText('');
      return;
    }
    if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      const { tags: rest, removed } = removeLastTag(tags);
      onChange(rest);
      setProblem(null);
      if (removed !== null) setAnnouncement(`Removed tag ${removed}.`);
    }
  }

  function onBlur() {
    if (text.trim() === '') return;
    if (commit([text])) setText('');
  }

  function remove(tag: string) {
    onChange(removeTag(tags, tag));
    setProblem(null);
    setAnnouncement(`Removed tag ${tag}.`);
    inputRef.current?.focus();
  }

  return (
    <div>
      <label htmlFor={inputId}>{label}</label>
      <div className={cx(field, message !== null && invalidField)}>
        <ul className={list} aria-label={`${label}: ${tags.length} of ${max}`}>
          {tags.map((tag) => (
            <li key={tag} className={tagItem}>
              {tag}
              <button
                type="button"
                className={removeButton}
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={inputId}
          className={input}
          value={text}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={full ? '' : 'Add a tag'}
          aria-invalid={message !== null}
          aria-describedby={message !== null ? `${errorId} ${hintId}` : hintId}
        />
      </div>
      {message !== null ? (
        <p id={errorId} className={error}>
          {message}
        </p>
      ) : null}
      <p id={hintId} className={hint}>
        {full
          ? `${TAG_MESSAGES.max(max)} Remove one to add another.`
          : `Lowercase letters, digits and hyphens, 3 to 40 characters. Press comma, space or Enter to add; ${tags.length} of ${max}.`}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
