// The `order` resource: what was bought, for how much, when; items as plain attributes.
import type { Queryable } from '../db/database.ts';
import type { OrderRow } from './purchase.ts';

export interface OrderItemRow {
  order_id: string;
  product_id: string;
  store_id: string;
  seller_persona_id: string;
  name: string;
  price: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `personaHandle` is given where the answer names whose order it is (one order, a product's orders). */
export function orderResource(order: OrderRow, items: readonly OrderItemRow[], personaHandle?: string) {
  return {
    type: 'order',
    id: order.id,
    attributes: {
      personaId: order.persona_id,
      ...(personaHandle === undefined ? {} : { personaHandle }),
      kind: order.kind,
      status: order.status,
      total: order.total,
      bundleId: order.bundle_id,
      transactionId: order.payment_tx_id,
      createdAt: iso(order.created_at),
      completedAt: iso(order.completed_at),
      // A gift is the giver's order for a friend (docs/product.md §20): whom it went to and what they wrote.
      gift:
        order.kind === 'gift'
          ? {
              recipientId: order.gift_recipient_id ?? null,
              recipientHandle: order.gift_recipient_handle ?? null,
              message: order.gift_message ?? null,
            }
          : null,
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          productId: item.product_id,
          name: item.name,
          price: item.price,
          storeId: item.store_id,
          sellerPersonaId: item.seller_persona_id,
        })),
    },
    links: { self: `/user/orders/${order.id}` },
  };
}

/** The columns of an order with its gift's recipient handle (`o` is the orders table). */
export const ORDER_COLUMNS = `o.*, (select handle from personas rp where rp.id = o.gift_recipient_id) as gift_recipient_handle`;

export async function itemsOf(db: Queryable, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<OrderItemRow>('select * from order_items where order_id = any($1::uuid[]) order by name', [orderIds]);
}

export async function orderDocument(db: Queryable, order: OrderRow, personaHandle?: string) {
  return { data: orderResource(order, await itemsOf(db, [order.id]), personaHandle) };
}
