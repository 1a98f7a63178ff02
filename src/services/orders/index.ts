// Orders as the cart and tickets use them: purchases, their idempotency and their answer.
export { IDEMPOTENCY_KEY_PATTERN, findOrderByKey, grant, purchase, requestHash, type OrderRow } from './purchase.ts';
export { ORDER_COLUMNS, itemsOf, orderResource, type OrderItemRow } from './resource.ts';
