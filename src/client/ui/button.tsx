// Buttons and button-styled links. Links stay links (navigation), buttons stay buttons (actions); the
// shared look comes from one set of classes so both read as the same control.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink, type AppLinkProps } from '../router/app-link.tsx';

/**
 * 'danger' is the confirming button of an action that loses something (in its confirmation dialog);
 * 'danger-outline' is the button that starts such an action, so it never looks like an ordinary one.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1.375rem;
  border: 1px solid transparent;
  border-radius: var(--radius-button);
  font-size: 0.9375rem;
  font-weight: 500;
  line-height: 1;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.15s var(--ease-out);

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  & > svg {
    flex: none;
  }
`;

const variants: Record<ButtonVariant, string> = {
  primary: css`
    background: var(--color-primary);
    color: var(--color-on-primary);
    box-shadow:
      0 1px 0 rgb(255 255 255 / 0.35) inset,
      0 6px 16px -8px rgb(33 188 207 / 0.9);

    &:hover:not(:disabled) {
      background: #3fcadb;
      box-shadow:
        0 1px 0 rgb(255 255 255 / 0.35) inset,
        0 10px 22px -10px rgb(33 188 207 / 1);
    }
  `,
  secondary: css`
    background: var(--color-surface);
    color: var(--color-text);
    border-color: var(--color-border-strong);

    &:hover:not(:disabled) {
      border-color: var(--color-text-muted);
      background: var(--color-page);
    }
  `,
  ghost: css`
    background: transparent;
    color: var(--color-text);

    &:hover:not(:disabled) {
      background: var(--color-surface-sunken);
    }
  `,
  danger: css`
    background: var(--color-error);
    color: #ffffff;

    &:hover:not(:disabled) {
      background: #c40027;
    }
  `,
  'danger-outline': css`
    background: var(--color-surface);
    color: #c40027;
    border-color: var(--color-error);

    &:hover:not(:disabled) {
      background: var(--color-error-soft);
    }
  `,
};

const sizes: Record<ButtonSize, string> = {
  sm: css`
    min-height: 36px;
    padding: 0 1rem;
    font-size: 0.875rem;
  `,
  md: '',
  lg: css`
    min-height: 52px;
    padding: 0 1.75rem;
    font-size: 1.0625rem;
  `,
};

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cx(base, variants[variant], sizes[size], className);
}

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', size = 'md', className, children, ...rest }: ButtonLinkProps) {
  return (
    <AppLink className={buttonClassName(variant, size, className)} {...rest}>
      {children}
    </AppLink>
  );
}

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  href?: undefined;
  children?: ReactNode;
}

/** A button; given `href` it renders as a button-styled link instead (same as ButtonLink). */
export type ButtonProps = NativeButtonProps | ButtonLinkProps;

function isLinkProps(props: ButtonProps): props is ButtonLinkProps {
  return typeof props.href === 'string';
}

export function Button(props: ButtonProps) {
  if (isLinkProps(props)) return <ButtonLink {...props} />;
  const { variant = 'primary', size = 'md', className, type = 'button', children, ...rest } = props;
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
