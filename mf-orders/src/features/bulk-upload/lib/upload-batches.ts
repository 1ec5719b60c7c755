import type { Transport } from '@cabinet/shared/contract';

import type { RowValues } from './columns';
import type { CheckedOrder } from './check-row';

/** How many orders one upload-orders call carries (the platform takes up to 100; 50 answers in a few seconds). */
export const BATCH_SIZE = 50;

/** The payment item of a cash-on-delivery order: what the courier collects from the recipient. */
export const COD_ITEM_TITLE = 'Оплата заказа';

/** One order of the upload-orders body (shared/src/contract/deliveries.ts, uploadOrdersRequestSchema). */
export interface UploadOrder {
  external_id: string;
  transport: Transport;
  points: Array<{
    address: { street: string; building: string; latitude: number; longitude: number };
    contact_info: { phone_number: string; contact_name: string };
    tasks: Array<{ id: number }>;
    delivery_payment_items: Array<{ title: string; price: number }>;
  }>;
  delivery_time_type: 1;
  comment: string;
}

export interface UploadBody {
  orders: UploadOrder[];
}

/** A row that passed every check, as the upload takes it. */
export interface ReadyRow {
  id: number;
  line: number;
  values: RowValues;
  order: CheckedOrder;
}

/** One upload-orders call of an upload: its exact body and key, sent again as they are on a retry. */
export interface UploadBatch {
  index: number;
  rowIds: number[];
  body: UploadBody;
  key: string;
}

/** The key of one call of an upload: the upload's key and the call's number, never anything of the body. */
export const batchKey = (uploadKey: string, index: number) => `${uploadKey}-${index + 1}`;

export function orderOf(row: ReadyRow, codTaskId: number | null): UploadOrder {
  const { order, values } = row;
  const pays = order.cod > 0 && codTaskId !== null;
  return {
    // The row's number in the file: the result of each order names the row it came from.
    external_id: `line-${row.line}`,
    transport: 'CAR',
    points: [
      {
        address: {
          street: order.sender.street,
          building: order.sender.building,
          latitude: order.sender.latitude,
          longitude: order.sender.longitude,
        },
        contact_info: { phone_number: order.senderPhone, contact_name: values.senderContact.trim() },
        tasks: [],
        delivery_payment_items: [],
      },
      {
        address: {
          street: order.recipient.street,
          building: order.recipient.building,
          latitude: order.recipient.latitude,
          longitude: order.recipient.longitude,
        },
        contact_info: { phone_number: order.recipientPhone, contact_name: values.recipientContact.trim() },
        tasks: pays ? [{ id: codTaskId }] : [],
        delivery_payment_items: pays ? [{ title: COD_ITEM_TITLE, price: order.cod }] : [],
      },
    ],
    delivery_time_type: 1,
    comment: values.comment.trim(),
  };
}

/** The calls of one upload, frozen when the user presses "Create": a retry sends exactly these. */
export function buildBatches(
  rows: readonly ReadyRow[],
  uploadKey: string,
  codTaskId: number | null,
): UploadBatch[] {
  const batches: UploadBatch[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const slice = rows.slice(start, start + BATCH_SIZE);
    const index = batches.length;
    batches.push({
      index,
      rowIds: slice.map((row) => row.id),
      body: { orders: slice.map((row) => orderOf(row, codTaskId)) },
      key: batchKey(uploadKey, index),
    });
  }
  return batches;
}
