// Wearing and taking off items with optimistic feedback. The toggle writes the expected state into every
// cached inventory page at once (the item, and in a taken slot the item it replaces), rolls them all back
// if the call fails, and settles on the service's answer. What the persona wears (their profile's
// section) is re-read when a call settles.
import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc.ts';
import { errorInfo } from '../query/error-info.ts';
import { useT } from '../i18n/i18n.tsx';
import type { EquipResult, InventoryItem, InventoryPage } from '../../shared/items/schema.ts';

const mineKey = getQueryKey(trpc.items.mine);
const wornKey = getQueryKey(trpc.items.worn);

/** The page with `item` worn or not; wearing it takes off whatever was in its slot. */
export function withEquipped(
  page: InventoryPage | undefined,
  item: Pick<InventoryItem, 'id' | 'slot'>,
  equipped: boolean,
): InventoryPage | undefined {
  if (!page) return page;
  return {
    ...page,
    items: page.items.map((entry) => {
      if (entry.id === item.id)
        return { ...entry, equipped, equippedAt: equipped ? (entry.equippedAt ?? new Date().toISOString()) : null };
      if (equipped && item.slot !== null && entry.slot === item.slot && entry.equipped)
        return { ...entry, equipped: false, equippedAt: null };
      return entry;
    }),
  };
}

function withResult(page: InventoryPage | undefined, result: EquipResult): InventoryPage | undefined {
  if (!page) return page;
  const off = new Set(result.unequipped);
  return {
    ...page,
    items: page.items.map((entry) => {
      if (entry.id === result.item.id) return result.item;
      if (off.has(entry.id)) return { ...entry, equipped: false, equippedAt: null };
      return entry;
    }),
  };
}

export function useEquip() {
  const t = useT();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const mutation = trpc.items.setEquipped.useMutation();

  const toggle = (item: InventoryItem) => {
    if (pendingId !== null || item.slot === null) return;
    const next = !item.equipped;
    setError(null);
    setPendingId(item.id);
    void client.cancelQueries({ queryKey: mineKey });
    const snapshot: Array<[QueryKey, unknown]> = client.getQueriesData({ queryKey: mineKey });
    client.setQueriesData<InventoryPage>({ queryKey: mineKey }, (old) => withEquipped(old, item, next));
    mutation.mutate(
      { itemId: item.id, equipped: next },
      {
        onSuccess: (result) =>
          client.setQueriesData<InventoryPage>({ queryKey: mineKey }, (old) => withResult(old, result)),
        onError: (failure) => {
          for (const [queryKey, data] of snapshot) client.setQueryData(queryKey, data);
          setError(
            t(next ? 'items.wearFailed' : 'items.takeOffFailed', {
              name: item.name,
              reason: errorInfo(failure).message,
            }),
          );
        },
        onSettled: () => {
          setPendingId(null);
          void client.invalidateQueries({ queryKey: wornKey });
        },
      },
    );
  };
  return { toggle, error, dismiss: () => setError(null), pendingId };
}
