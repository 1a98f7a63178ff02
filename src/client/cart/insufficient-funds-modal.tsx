// docs/product.md §12 Insufficient funds modal: titled 'Insufficient funds', 'You need {coin} {total minus balance}
// more to buy this item / these items', 'Buy {product} Dollars' (the funds purchase with price and
// referrer=modal) and 'Cancel'. The words come from src/shared/cart/delisted-notice.ts.
import { css } from '@linaria/core';
import { Modal } from '../ui/modal.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { CoinIcon } from '../ui/icons.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import {
  INSUFFICIENT_FUNDS_CANCEL,
  INSUFFICIENT_FUNDS_TITLE,
  buyDollarsLabel,
  insufficientFundsMessage,
} from '../../shared/cart/delisted-notice.ts';
import { fundsHref } from '../../shared/cart/money.ts';
import { useCurrentUrl } from '../shell/use-current-url.ts';

const message = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem;
  margin: 0;
  font-size: 1.0625rem;
`;

const amount = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const coin = css`
  color: #c98a00;
`;

export interface InsufficientFundsModalProps {
  /** What the cart costs, what the balance holds and how many items (this item / these items). */
  funds: { total: number; balance: number; count: number } | null;
  onClose: () => void;
}

export function InsufficientFundsModal({ funds, onClose }: InsufficientFundsModalProps) {
  const currentUrl = useCurrentUrl();
  const { productName } = usePublicConfig();
  const text = funds ? insufficientFundsMessage(funds.total, funds.balance, funds.count) : null;
  return (
    <Modal
      open={funds !== null}
      onClose={onClose}
      title={INSUFFICIENT_FUNDS_TITLE}
      actions={
        text ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {INSUFFICIENT_FUNDS_CANCEL}
            </Button>
            <ButtonLink href={fundsHref(text.amount, currentUrl)} onClick={onClose}>
              {buyDollarsLabel(productName)}
            </ButtonLink>
          </>
        ) : null
      }
    >
      {text ? (
        <p className={message} data-testid="insufficient-funds-message">
          {/* The visible sentence has the coin; screen readers get the whole sentence in words. */}
          <span aria-hidden="true">{text.before}</span>
          <span aria-hidden="true" className={amount}>
            <CoinIcon size={18} className={coin} />
            {text.amountText}
          </span>
          <span aria-hidden="true">{text.after}</span>
          <span className="visually-hidden">
            {`${text.before} ${text.amountText} ${productName} Dollars ${text.after}`}
          </span>
        </p>
      ) : null}
    </Modal>
  );
}
