// Under the cart's total (docs/product.md §19): checkout charges Lumen Dollars only, the amounts in the
// visitor's money beside the prices are estimates. Nothing when no currency is offered.
import { useMoney, useT } from '../i18n/i18n.tsx';
import { usePublicConfig } from '../app/public-config.tsx';

/** Under a total that will be charged: only Lumen Dollars are charged, the other money is an estimate. */
export function ChargedInLumenDollars({ className }: { className?: string }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const money = useMoney();
  if (money === null) return null;
  return <p className={className}>{t('money.chargedNote', { productName, currency: money.currency })}</p>;
}
