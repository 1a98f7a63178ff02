// Orders as the cart and tickets use them: purchases, their idempotency and their answer.
export { IDEMPOTENCY_KEY_PATTERN, findOrderByKey, grant, purchase, requestHash } from './purchase.ts';
export { orderResource } from './resource.ts';
