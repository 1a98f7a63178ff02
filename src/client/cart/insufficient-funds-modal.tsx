// docs/product.md §12 Insufficient funds modal: titled 'Insufficient funds', 'You need {coin} {total minus balance}
// more to buy this item / these items', 'Buy {product} Dollars' (the funds purchase with price and
// referrer=modal) and 'Cancel'. The words are the 'funds.*' messages; the amount is missingCoins
// (src/shared/cart/delisted-notice.ts).
import { css } from '@linaria/core';
import { Modal } from '../ui/modal.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { CoinIcon } from '../ui/icons.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { missingCoins } from '../../shared/cart/delisted-notice.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';
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
  const t = useT();
  const formats = useFormats();
  const missing = funds ? missingCoins(funds.total, funds.balance) : null;
  const need = (amount: string) => t('funds.need', { amount, count: funds !== null && funds.count > 1 ? 2 : 1 });
  const text =
    missing === null
      ? null
      : { amount: missing, amountText: formats.coins(missing), sentence: around(need(around.SLOT)) };
  return (
    <Modal
      open={funds !== null}
      onClose={onClose}
      title={t('funds.title')}
      actions={
        text ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('funds.cancel')}
            </Button>
            <ButtonLink href={fundsHref(text.amount, currentUrl)} onClick={onClose}>
              {t('funds.buy', { productName })}
            </ButtonLink>
          </>
        ) : null
      }
    >
      {text ? (
        <p className={message} data-testid="insufficient-funds-message">
          {/* The visible sentence has the coin; screen readers get the whole sentence in words. */}
          <span aria-hidden="true">{text.sentence[0]}</span>
          <span aria-hidden="true" className={amount}>
            <CoinIcon size={18} className={coin} />
            {text.amountText}
          </span>
          <span aria-hidden="true">{text.sentence[1]}</span>
          <span className="visually-hidden">
            {need(t('money.spoken', { count: text.amount, amount: text.amountText, productName }))}
          </span>
        </p>
      ) : null}
    </Modal>
  );
}
