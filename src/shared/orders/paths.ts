// Where a persona's orders and sales are listed (browser and server import this module).
export const ORDERS_PATH = '/orders';
export const SALES_PATH = '/sales';
