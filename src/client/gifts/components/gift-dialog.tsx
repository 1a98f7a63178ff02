// The gift dialog (docs/product.md §20): one of the viewer's friends (friends.list, first page), an optional message
// (GIFT_MESSAGE_MAX characters, counted as the services count them), the price from the giver's balance,
// then Give. One idempotency key per choice of friend and message: a double click or a retry after a lost
// answer is the same gift, never a second charge. Refusals are said in the reader's language.
import { useId, useRef, useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../../ui/form-field.ts';
import { AppLink } from '../../router/app-link.tsx';
import { useFormats, useT, type Translate } from '../../i18n/i18n.tsx';
import { errorInfo } from '../../query/error-info.ts';
import { orderHref } from '../../../shared/orders/paths.ts';
import { newIdempotencyKey } from '../../../shared/cart/checkout.ts';
import { FRIENDS_PAGE_SIZE } from '../../../shared/friends/limits.ts';
import { GIFT_MESSAGE_MAX, giftMessageLength } from '../../../shared/gifts/limits.ts';
import type { SendGiftResult } from '../../../shared/gifts/schema.ts';

export interface GiftListing {
  id: string;
  name: string;
  price: number;
}

const form = css`
  display: grid;
  gap: 1rem;
`;

const muted = css`
  margin: 0.25rem 0 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const priceRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 700;
`;

const success = css`
  margin: 0;
  font-weight: 500;
`;

const messageArea = css`
  min-height: 5rem;
`;

function refusalText(
  result: Exclude<SendGiftResult, { ok: true }>,
  t: Translate,
  coins: (n: number) => string,
  handle: string,
  listing: string,
) {
  switch (result.reason) {
    case 'insufficient-funds':
      return t('gifts.errorInsufficient', { balance: coins(result.balance), needed: coins(result.needed) });
    case 'not-friends':
      return t('gifts.errorNotFriends', { handle });
    case 'unavailable-between':
      return t('gifts.errorUnavailable');
    case 'recipient-owns':
      return t('gifts.errorRecipientOwns', { handle, listing });
    case 'listing-unavailable':
      return t('gifts.errorListingUnavailable', { listing });
    case 'own-listing':
      return t('gifts.errorOwnListing');
    case 'self':
      return t('gifts.errorSelf');
    case 'price-changed':
      return t('gifts.errorPriceChanged');
  }
}

export default function GiftDialog({
  listing,
  open,
  onClose,
}: {
  listing: GiftListing;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const ids = { friend: useId(), message: useId(), count: useId() };
  const friends = trpc.friends.list.useQuery(
    { page: 1, perPage: FRIENDS_PAGE_SIZE },
    { enabled: open, staleTime: 30_000, retry: 1 },
  );
  // Friends who already own the listing cannot be given it (docs/product.md §20): shown, but not offered.
  // Until this answer is in (or if it fails), every friend is offered and the service still refuses.
  const owners = trpc.friends.owners.useQuery(
    { listingId: listing.id, perPage: FRIENDS_PAGE_SIZE },
    { enabled: open, staleTime: 30_000, retry: 1 },
  );
  const owning = new Set((owners.data?.items ?? []).map((friend) => friend.avatarHandle));
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ orderId: string; handle: string } | null>(null);
  // The key of the current choice: kept while friend and message stay the same, new when either changes.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const send = trpc.gifts.send.useMutation();

  const length = giftMessageLength(message.trim());
  const tooLong = length > GIFT_MESSAGE_MAX;

  const close = () => {
    if (sent) {
      setSent(null);
      setRecipient('');
      setMessage('');
      attempt.current = null;
    }
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (recipient === '') {
      setProblem(t('gifts.needFriend'));
      return;
    }
    if (tooLong) {
      setProblem(t('gifts.messageTooLong', { max: GIFT_MESSAGE_MAX }));
      return;
    }
    setProblem(null);
    const signature = JSON.stringify([recipient, message.trim()]);
    if (attempt.current?.signature !== signature)
      attempt.current = { signature, key: newIdempotencyKey().replace(/^cart-/, 'gift-') };
    try {
      const result = await send.mutateAsync({
        productId: listing.id,
        recipientHandle: recipient,
        expectedPrice: listing.price,
        ...(message.trim() === '' ? {} : { message }),
        idempotencyKey: attempt.current.key,
      });
      if (result.ok) {
        setSent({ orderId: result.orderId, handle: recipient });
        void utils.balance.get.invalidate();
        void utils.orders.mine.invalidate();
        void utils.friends.owners.invalidate();
      } else {
        // A refused gift charged nothing: the next try is a new one.
        attempt.current = null;
        setProblem(refusalText(result, t, formats.coins, recipient, listing.name));
      }
    } catch (error) {
      setProblem(errorInfo(error).message || t('gifts.errorGeneric'));
    }
  };

  const friendList = friends.data?.items ?? [];
  const canGive = !sent && friends.status === 'success' && friendList.length > 0;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('gifts.dialogTitle', { listing: listing.name })}
      closeLabel={t('gifts.cancel')}
      actions={
        sent ? (
          <Button onClick={close}>{t('gifts.cancel')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('gifts.cancel')}
            </Button>
            <Button
              onClick={() => void submit()}
              disabled={!canGive || send.isPending}
              aria-busy={send.isPending || undefined}
            >
              {send.isPending ? t('gifts.sending') : t('gifts.confirm')}
            </Button>
          </>
        )
      }
    >
      <div className={form}>
        {friends.status === 'pending' ? <p className={muted}>{t('gifts.friendsLoading')}</p> : null}
        {friends.status === 'error' ? (
          <div>
            <p className={formAlert} role="alert">
              {t('gifts.friendsError')}
            </p>
            <Button variant="ghost" size="sm" onClick={() => void friends.refetch()}>
              {t('gifts.retry')}
            </Button>
          </div>
        ) : null}
        {friends.status === 'success' && friendList.length === 0 ? <p>{t('gifts.noFriends')}</p> : null}
        {friends.status === 'success' && friendList.length > 0 && !sent ? (
          <>
            <div>
              <label className={fieldLabel} htmlFor={ids.friend}>
                {t('gifts.friendLabel')}
              </label>
              <select
                id={ids.friend}
                className={textField}
                value={recipient}
                onChange={(event) => {
                  setRecipient(event.target.value);
                  setProblem(null);
                }}
              >
                <option value="">{t('gifts.chooseFriend')}</option>
                {friendList.map((friend) => {
                  const name = friend.avatarName
                    ? `${friend.avatarName} (@${friend.avatarHandle})`
                    : `@${friend.avatarHandle}`;
                  const owns = owning.has(friend.avatarHandle);
                  return (
                    <option key={friend.id} value={friend.avatarHandle} disabled={owns}>
                      {owns ? t('gifts.friendOwns', { name }) : name}
                    </option>
                  );
                })}
              </select>
            </div>
            <div>
              <label className={fieldLabel} htmlFor={ids.message}>
                {t('gifts.messageLabel')} <span className={fieldHint}>{t('gifts.messageOptional')}</span>
              </label>
              <textarea
                id={ids.message}
                className={`${textField} ${messageArea}`}
                value={message}
                aria-describedby={ids.count}
                aria-invalid={tooLong || undefined}
                onChange={(event) => setMessage(event.target.value)}
              />
              <p id={ids.count} className={muted}>
                {t('gifts.messageCount', { count: length, max: GIFT_MESSAGE_MAX })}
              </p>
            </div>
            <div>
              <p className={priceRow}>
                <span>{t('gifts.priceLabel')}</span>
                <CoinAmount amount={listing.price} />
              </p>
              <p className={muted}>{t('gifts.priceNote')}</p>
            </div>
          </>
        ) : null}
        <div aria-live="polite">
          {problem ? (
            <p className={formAlert} role="alert">
              {problem}
            </p>
          ) : null}
          {sent ? (
            <p className={success}>
              {t('gifts.sent', { listing: listing.name, handle: sent.handle })}{' '}
              <AppLink href={orderHref(sent.orderId)}>{t('gifts.viewReceipt')}</AppLink>
            </p>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
