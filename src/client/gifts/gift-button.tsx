// 'Gift to a friend' on a listing (docs/product.md §20): shown to personas who do not sell the listing, beside the buy
// actions. The dialog (friends, message, price) is its own chunk, loaded on the first click.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { useT } from '../i18n/i18n.tsx';
import type { GiftListing } from './components/gift-dialog.tsx';

const GiftDialog = lazy(() => import('./components/gift-dialog.tsx'));

export function GiftButton({ listing }: { listing: GiftListing }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('gifts.giftButton')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <GiftDialog listing={listing} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
