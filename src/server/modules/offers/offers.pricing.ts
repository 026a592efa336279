// Offers: pricing a draft's lines on the server and checking that its space allocations fit what is free.
import { linesBeyondFree } from '@shared/capacity';
import type { ParsedSaveOfferBody } from '@shared/contracts/offers';
import { periodDays } from '@shared/dates';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import {
  computeOfferTotals,
  isCountedPricingType,
  isFeeConsistent,
  MAX_OFFER_AMOUNT_CENTS,
  serviceLineTotalCents,
  serviceUnitType,
} from '@shared/offer-pricing';
import { toSizeDecimal } from '@shared/sizes';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findFreeByType } from '../capacity/capacity.service';
import { findServiceIds } from '../reference/reference.service';
import { findWarehouseSpaces } from '../warehouses/warehouse-availability.service';
import type { OfferLinesInput, OfferRow } from './offers.repository';
import type { InquiryRow } from './offers.service';

/**
 * Refuses an offer whose allocations of a space type add up to more than is free of that type for
 * the inquiry's dates (capacity_exceeded, the message beside each such line, by its body path). A
 * draft or a sent offer only holds space, so nothing is locked here: accepting the offer commits the
 * space and checks again with the warehouse locked (capacity.service commitOfferCapacity).
 */
export async function requireAllocationsFree(
  db: Executor,
  inquiry: Pick<InquiryRow, 'warehouseId' | 'startDate' | 'endDate'>,
  lines: readonly { spaceTypeId: string; sizeM2: number | string }[],
): Promise<void> {
  if (!lines.some((line) => Number(line.sizeM2) > 0)) return;
  const free = await findFreeByType(db, inquiry.warehouseId, { from: inquiry.startDate, to: inquiry.endDate });
  const over = linesBeyondFree(lines, free);
  if (over.length === 0) return;
  const message = OFFER_MESSAGES.allocationExceedsFree;
  throw new AppError('capacity_exceeded', message, Object.fromEntries(over.map((index) => [`spaces.${index}.spaceAllocatedM2`, [message]])));
}

type PricedOffer = {
  columns: Pick<
    OfferRow,
    'subtotalCents' | 'platformFeePercentage' | 'platformFeeCents' | 'totalWithFeeCents' | 'validUntil' | 'notes'
  >;
  lines: OfferLinesInput;
};

/**
 * Checks every line against the inquiry's warehouse and the catalogue, then prices the offer with
 * the shared functions; nothing the client computed is used. Run inside the transaction.
 */
export async function priceOffer(tx: Executor, inquiry: InquiryRow, input: ParsedSaveOfferBody, today: string): Promise<PricedOffer> {
  if (input.validUntil < today) {
    throw new AppError('bad_request', OFFER_MESSAGES.validUntilPast, { validUntil: [OFFER_MESSAGES.validUntilPast] });
  }
  const warehouseSpaces = new Map((await findWarehouseSpaces(tx, inquiry.warehouseId)).map((space) => [space.id, space]));
  input.spaces.forEach((line, index) => {
    if (!warehouseSpaces.has(line.spaceId)) {
      throw new AppError('bad_request', INQUIRY_MESSAGES.noMatchingSpace, { [`spaces.${index}.spaceId`]: [INQUIRY_MESSAGES.noMatchingSpace] });
    }
  });
  const knownServices = await findServiceIds(
    tx,
    input.services.map((line) => line.serviceId),
  );
  input.services.forEach((line, index) => {
    if (!knownServices.has(line.serviceId)) {
      throw new AppError('bad_request', OFFER_MESSAGES.invalidService, { [`services.${index}.serviceId`]: [OFFER_MESSAGES.invalidService] });
    }
  });

  // Only the figures the pricing type uses are kept; Ask for Quote has none (priced later).
  const services = input.services.map((line) => ({
    serviceId: line.serviceId,
    pricingType: line.pricingType,
    quantity: isCountedPricingType(line.pricingType) ? line.quantity : null,
    pricePerHourCents: line.pricingType === 'hourly_rate' ? line.pricePerHourCents : null,
    pricePerUnitCents: line.pricingType === 'per_unit' ? line.pricePerUnitCents : null,
    fixedPriceCents: line.pricingType === 'fixed' ? line.fixedPriceCents : null,
    unitType: serviceUnitType(line.pricingType, line.unitType),
    comments: line.comments,
  }));
  const days = periodDays(inquiry.startDate, inquiry.endDate) ?? 1;
  const totals = computeOfferTotals({
    days,
    spaces: input.spaces,
    services,
    platformFeePercentage: input.platformFeePercentage,
  });
  const typedFee = input.platformFeeCents;
  let platformFeeCents = totals.platformFeeCents;
  if (typedFee !== undefined && typedFee !== null) {
    if (!isFeeConsistent(totals.subtotalCents, input.platformFeePercentage, typedFee)) {
      throw new AppError('bad_request', OFFER_MESSAGES.feeMismatch, { platformFeeCents: [OFFER_MESSAGES.feeMismatch] });
    }
    platformFeeCents = typedFee;
  }
  const totalWithFeeCents = totals.subtotalCents + platformFeeCents;
  const amounts = [...totals.spaceTotalsCents, ...totals.serviceTotalsCents, totals.subtotalCents, totalWithFeeCents];
  if (amounts.some((amount) => amount > MAX_OFFER_AMOUNT_CENTS)) throw new AppError('bad_request', OFFER_MESSAGES.amountTooLarge);
  // Last: a malformed offer is told so (400) before whether it fits (409).
  await requireAllocationsFree(
    tx,
    inquiry,
    input.spaces.map((line) => ({ spaceTypeId: warehouseSpaces.get(line.spaceId)!.spaceTypeId, sizeM2: line.spaceAllocatedM2 })),
  );

  return {
    columns: {
      subtotalCents: totals.subtotalCents,
      platformFeePercentage: input.platformFeePercentage.toFixed(2),
      platformFeeCents,
      totalWithFeeCents,
      validUntil: input.validUntil,
      notes: input.notes,
    },
    lines: {
      spaces: input.spaces.map((line, index) => ({
        spaceId: line.spaceId,
        spaceTypeId: warehouseSpaces.get(line.spaceId)!.spaceTypeId,
        spaceAllocatedM2: toSizeDecimal(line.spaceAllocatedM2),
        pricePerM2Cents: line.pricePerM2Cents,
        offerTotalCents: totals.spaceTotalsCents[index]!,
        isManualPrice: line.isManualPrice,
        comments: line.comments,
      })),
      services: services.map((line) => ({ ...line, offerTotalCents: serviceLineTotalCents(line) })),
      terms: input.terms,
    },
  };
}
