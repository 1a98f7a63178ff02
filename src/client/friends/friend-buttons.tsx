// The friend button(s) of a profile for the viewer's relation (docs/product.md §6): Friends / Request Sent lead to
// friends management, Add Friend / Accept / Ignore act at once (optimistically, see useFriendAction).
import { css } from '@linaria/core';
import { Button, ButtonLink, type ButtonSize } from '../ui/button.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { siteHref } from '../../shared/links/site-link.ts';
import { friendButtons, type FriendStatus } from '../../shared/friends/friend-status.ts';
import { useFriendAction } from './use-friend-action.ts';

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const errorText = css`
  display: block;
  flex-basis: 100%;
  margin: 0;
  color: #b00024;
  font-size: 0.875rem;
`;

export interface FriendButtonsProps {
  /** The other person. */
  handle: string;
  status: FriendStatus;
  size?: ButtonSize;
  className?: string;
}

export function FriendButtons({ handle, status, size = 'md', className }: FriendButtonsProps) {
  const { sites } = usePublicConfig();
  const action = useFriendAction();
  const buttons = friendButtons(status);
  if (buttons.length === 0 && !action.error) return null;
  const busy = action.pending !== null;
  return (
    // Spans, not div/p: the buttons also sit in the hover popup, which lives inside a paragraph.
    <span className={className ? `${row} ${className}` : row}>
      {buttons.map((button) =>
        button.kind === 'link' ? (
          <ButtonLink key={button.label} href={siteHref(sites.profiles, button.href)} variant="secondary" size={size}>
            {button.label}
          </ButtonLink>
        ) : (
          <Button
            key={button.label}
            variant={button.action === 'ignore' ? 'secondary' : 'primary'}
            size={size}
            disabled={busy}
            onClick={() => action.run({ mutation: button.action, handle })}
          >
            {button.label}
          </Button>
        ),
      )}
      {action.error ? (
        <span role="alert" className={errorText}>
          {action.error}
        </span>
      ) : null}
    </span>
  );
}
