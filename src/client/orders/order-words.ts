// The words of an order's status, shared by the list of orders and one order's page.
import type { MessageId } from '../../shared/i18n/messages/en.ts';
import type { OrderDetail } from '../../shared/orders/schema.ts';

export const ORDER_STATUS_LABEL: Readonly<Record<OrderDetail['status'], MessageId>> = {
  completed: 'orders.statusCompleted',
  pending: 'orders.statusPending',
  failed: 'orders.statusFailed',
  cancelled: 'orders.statusCancelled',
};
