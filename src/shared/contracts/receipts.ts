import { z } from 'zod';
import { RECEIPT_MESSAGES } from '../errors';
import { documentReference, filledText, idParams, twoDecimalQuantity } from './common';
import { isIsoDate } from '../dates';
import { RECEIPT_STATUSES } from '../statuses/receipt';
import { GOODS_CONDITIONS, PACKAGING_KINDS } from '../goods';

/** Limits of the goods-received form: long enough for real descriptions and marks lists, short enough to print. */
export const RECEIPT_LIMITS = { commodity: 500, unit: 30, marks: 1000, damageNote: 1000, amount: 1_000_000_000 } as const;

/** The receipt's public page (PUBLIC_URL in front); the token is the only key. */
export function receiptVerificationPath(token: string): string {
  return `/receipts/verify/${encodeURIComponent(token)}`;
}

/** The receipt's A4 PDF, for everyone on its booking. */
export function receiptPdfPath(id: string): string {
  return `/api/receipts/${encodeURIComponent(id)}/pdf`;
}

/**
 * Photos of the goods on a receipt (decision 212): taken on the form, uploaded one by one as pending
 * photos of the booking, attached by the receipt's issue. Private: served only through the API to
 * the booking's trader, the warehouse's owner and administrators, never on the verification page.
 */
export const MAX_RECEIPT_PHOTOS = 10;

/** A photo's full image (WebP, at most 1600 px a side), for everyone on its booking. */
export function receiptPhotoPath(id: string): string {
  return `/api/receipt-photos/${encodeURIComponent(id)}`;
}

/** A photo's 480 x 360 thumbnail. */
export function receiptPhotoThumbnailPath(id: string): string {
  return `${receiptPhotoPath(id)}/thumbnail`;
}

/** POST /api/bookings/:id/receipt-photos: 201 with the pending photo the form shows and later names in photoIds. */
export const uploadedReceiptPhoto = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });
export type UploadedReceiptPhoto = z.infer<typeof uploadedReceiptPhoto>;

/** A photo on a receipt, in the order the form listed it. */
export const receiptPhoto = uploadedReceiptPhoto.extend({ width: z.number().int(), height: z.number().int() });
export type ReceiptPhoto = z.infer<typeof receiptPhoto>;

export const receiptPhotoIdParams = idParams;

/** A positive amount with at most two decimals (quantity, gross weight). */
const amount = (message: string) => twoDecimalQuantity(RECEIPT_LIMITS.amount, message);

/**
 * POST /api/bookings/:id/receipts and POST /api/receipts/:id/correction: what arrived. The date is
 * checked against the booking and the clock by the service; a damaged condition needs its note.
 */
export const recordReceiptBody = z
  .strictObject({
    receivedOn: z
      .string({ message: RECEIPT_MESSAGES.receivedOnRequired })
      .refine((value) => isIsoDate(value), { message: RECEIPT_MESSAGES.receivedOnRequired }),
    bookingSpaceId: z.uuid({ message: RECEIPT_MESSAGES.spaceRequired }),
    commodity: filledText(RECEIPT_MESSAGES.commodityRequired, RECEIPT_LIMITS.commodity),
    packaging: z.enum(PACKAGING_KINDS, { message: RECEIPT_MESSAGES.packagingRequired }),
    quantity: amount(RECEIPT_MESSAGES.quantityInvalid),
    quantityUnit: filledText(RECEIPT_MESSAGES.unitRequired, RECEIPT_LIMITS.unit),
    grossWeightKg: amount(RECEIPT_MESSAGES.weightInvalid),
    marks: z.string().trim().max(RECEIPT_LIMITS.marks).default(''),
    condition: z.enum(GOODS_CONDITIONS, { message: RECEIPT_MESSAGES.conditionRequired }),
    damageNote: z.string().trim().max(RECEIPT_LIMITS.damageNote).default(''),
    /** Pending photos uploaded for this booking, in display order; a correction takes its own. */
    photoIds: z
      .array(z.uuid({ message: RECEIPT_MESSAGES.photoNotAvailable }))
      .max(MAX_RECEIPT_PHOTOS, RECEIPT_MESSAGES.photosTooMany)
      .refine((ids) => new Set(ids).size === ids.length, RECEIPT_MESSAGES.photoNotAvailable)
      .default([]),
  })
  .refine((body) => body.condition !== 'damaged' || body.damageNote !== '', {
    message: RECEIPT_MESSAGES.damageNoteRequired,
    path: ['damageNote'],
  });
export type RecordReceiptBody = z.input<typeof recordReceiptBody>;

export const receiptTokenParams = z.object({ token: z.string().min(1).max(100) });
export const receiptIdParams = idParams;

const receiptStatus = z.enum(RECEIPT_STATUSES);

/** The goods as the receipt states them: the same on the booking page and the public page. */
const receivedGoods = {
  receivedOn: z.string(),
  commodity: z.string(),
  packaging: z.enum(PACKAGING_KINDS),
  quantity: z.number(),
  quantityUnit: z.string(),
  quantityInStore: z.number(),
  grossWeightKg: z.number(),
  marks: z.string(),
  condition: z.enum(GOODS_CONDITIONS),
  damageNote: z.string(),
};

/** A receipt on its booking's page: for the trader, the warehouse's owner and administrators. */
export const warehouseReceipt = z.object({
  id: z.string(),
  number: z.string(),
  status: receiptStatus,
  issuedAt: z.string(),
  bookingSpace: z.object({ id: z.string(), spaceTypeName: z.string() }),
  ...receivedGoods,
  supersedes: documentReference.nullable(),
  supersededBy: documentReference.nullable(),
  verificationPath: z.string(),
  pdfPath: z.string(),
  /** Whether the viewer may issue a correction of it now. */
  canCorrect: z.boolean(),
  /** Photos of the goods in the form's order; private to the booking's people. */
  photos: z.array(receiptPhoto),
});
export type WarehouseReceipt = z.infer<typeof warehouseReceipt>;

/** GET /api/bookings/:id/receipts: newest first, with whether the viewer may record more. */
export const bookingReceiptsResponse = z.object({ items: z.array(warehouseReceipt), canRecord: z.boolean() });
export type BookingReceiptsResponse = z.infer<typeof bookingReceiptsResponse>;

/**
 * GET /api/receipts/verify/:token, for anyone with the link (a bank, a buyer): the receipt and its
 * goods, the warehouse and the depositor's company — never prices or personal contact details.
 */
export const receiptVerification = z.object({
  number: z.string(),
  status: receiptStatus,
  issuedAt: z.string(),
  ...receivedGoods,
  warehouse: z.object({ name: z.string(), city: z.string(), country: z.string() }),
  /** The trader's company as their profile named it when the receipt was issued; null when they gave none. */
  depositorCompany: z.string().nullable(),
  /** The cargo agent that issues receipts, as the platform settings name it (decision 213). */
  issuer: z.object({ name: z.string(), address: z.string() }),
  supersededByNumber: z.string().nullable(),
});
export type ReceiptVerification = z.infer<typeof receiptVerification>;
