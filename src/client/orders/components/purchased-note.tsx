// "You bought this on {date}" on a listing, for a signed-in persona who did (GET /user/orders/products/{id}),
// with a link to that order. Read after hydration, so the server-rendered listing stays the same for
// everyone; nothing shows while it loads or if it fails (the Buy box still says what can be done).
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { orderHref } from '../../../shared/orders/paths.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { around } from '../../i18n/around.ts';

const note = css`
  margin: 0.25rem 0 0.75rem;
  color: var(--color-text-muted);
`;

export function PurchasedNote({ productId }: { productId: string }) {
  const t = useT();
  const formats = useFormats();
  const viewer = useViewer();
  const signedIn = hasPersona(viewer);
  // Asked again each time the listing is shown: a checkout elsewhere (the cart) may have just bought it.
  const purchase = trpc.orders.purchaseOf.useQuery(
    { productId },
    { enabled: signedIn, refetchOnMount: 'always', retry: false },
  );
  if (!signedIn || !purchase.data) return null;
  const [before, after] = around(t('orders.boughtOn', { date: around.SLOT }));
  return (
    <p className={note} data-testid="purchased-note">
      {before}
      <time dateTime={purchase.data.createdAt}>{formats.date(purchase.data.createdAt, 'day')}</time>
      {after} <AppLink href={orderHref(purchase.data.orderId)}>{t('orders.seeOrder')}</AppLink>
    </p>
  );
}
