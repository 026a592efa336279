import { z } from 'zod';
import { isIsoDate } from '../dates';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '../errors';
import { MAX_OFFER_AMOUNT_CENTS, OFFER_PRICING_TYPES } from '../offer-pricing';
import { INQUIRY_STATUSES } from '../statuses/inquiry';
import { OFFER_STATUSES } from '../statuses/offer';
import { filledText, listedPerson, listedWarehouse, percentageInput } from './common';
import { pageOf, pageQuery } from './pagination';

const MAX_OFFER_LINES = 50;

const MAX_OFFER_TEXT_LENGTH = 5000;
const MAX_OFFER_COMMENT_LENGTH = 2000;

const offerStatusSchema = z.enum(OFFER_STATUSES);
const offerPricingTypeSchema = z.enum(OFFER_PRICING_TYPES);

const money = z.number().int(OFFER_MESSAGES.wholeCents).min(0, OFFER_MESSAGES.notNegative).max(MAX_OFFER_AMOUNT_CENTS, OFFER_MESSAGES.amountTooLarge);
const optionalMoney = money.nullable().default(null);
const comments = z.string().trim().max(MAX_OFFER_COMMENT_LENGTH).default('');

/** One space allocation: a space of the inquiry's warehouse, the m² given and the price per m² per day. */
export const offerSpaceInput = z.object({
  spaceId: z.uuid({ message: INQUIRY_MESSAGES.noMatchingSpace }),
  spaceAllocatedM2: z.number().min(0, OFFER_MESSAGES.notNegative).max(10_000_000).multipleOf(0.01, OFFER_MESSAGES.twoDecimals),
  pricePerM2Cents: money,
  /** The administrator changed the warehouse's list price. */
  isManualPrice: z.boolean().default(false),
  comments,
});

/** One service line; quantity and prices are ignored for ask_quote (priced later). */
export const offerServiceInput = z.object({
  serviceId: z.uuid({ message: OFFER_MESSAGES.invalidService }),
  pricingType: offerPricingTypeSchema,
  quantity: z.number().int(OFFER_MESSAGES.quantityWhole).min(0, OFFER_MESSAGES.notNegative).max(1_000_000).nullable().default(null),
  pricePerHourCents: optionalMoney,
  pricePerUnitCents: optionalMoney,
  fixedPriceCents: optionalMoney,
  unitType: z.string().trim().max(50).nullable().default(null),
  comments,
});

export const offerTermInput = z.object({
  termType: z.string().trim().min(1, OFFER_MESSAGES.termTypeRequired).max(100),
  description: z.string().trim().min(1, OFFER_MESSAGES.termDescriptionRequired).max(MAX_OFFER_COMMENT_LENGTH),
});

/**
 * Create (POST /api/admin/inquiries/:inquiryId/offers) and update (PUT /api/admin/offers/:id).
 * The server computes every line total, the subtotal and the total itself; totals a client sends
 * are ignored. `platformFeeCents` is the amount as typed: kept when it agrees with the percentage
 * (rounded to two decimals), refused otherwise; left out, it follows from the percentage.
 * `send: true` sends the offer in the same transaction (Send Offer on the form).
 */
export const saveOfferBody = z.object({
  spaces: z.array(offerSpaceInput).max(MAX_OFFER_LINES).default([]),
  services: z.array(offerServiceInput).max(MAX_OFFER_LINES).default([]),
  terms: z.array(offerTermInput).max(MAX_OFFER_LINES).default([]),
  notes: z.string().trim().max(MAX_OFFER_TEXT_LENGTH).default(''),
  validUntil: z.string({ message: OFFER_MESSAGES.validUntilPast }).refine(isIsoDate, { message: OFFER_MESSAGES.validUntilPast }),
  platformFeePercentage: percentageInput(OFFER_MESSAGES.feeRange, OFFER_MESSAGES.twoDecimals),
  platformFeeCents: money.nullable().optional(),
  send: z.boolean().optional(),
});
export type SaveOfferBody = z.input<typeof saveOfferBody>;
export type ParsedSaveOfferBody = z.output<typeof saveOfferBody>;

/** Request Changes: what the trader would like changed. */
export const requestOfferChangesBody = z.object({
  message: filledText(OFFER_MESSAGES.changesRequired, MAX_OFFER_TEXT_LENGTH),
});

const offerSpaceLine = z.object({
  id: z.string(),
  /** Null when the warehouse's space was removed since; the type and figures remain. */
  spaceId: z.string().nullable(),
  spaceTypeId: z.string(),
  spaceTypeName: z.string(),
  spaceAllocatedM2: z.number(),
  pricePerM2Cents: z.number().int(),
  offerTotalCents: z.number().int(),
  isManualPrice: z.boolean(),
  comments: z.string(),
});

const offerServiceLine = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  pricingType: offerPricingTypeSchema,
  quantity: z.number().int().nullable(),
  pricePerHourCents: z.number().int().nullable(),
  pricePerUnitCents: z.number().int().nullable(),
  fixedPriceCents: z.number().int().nullable(),
  unitType: z.string().nullable(),
  offerTotalCents: z.number().int(),
  comments: z.string(),
});

const offerTerm = z.object({ termType: z.string(), description: z.string() });

/** The figures every view of an offer shows. `isExpired`: sent and past valid_until, even before the job marks it. */
const offerSummary = z.object({
  id: z.string(),
  inquiryId: z.string(),
  status: offerStatusSchema,
  /** The spec's total_cost_cents: the lines before the platform fee. */
  subtotalCents: z.number().int(),
  platformFeePercentage: z.number(),
  platformFeeCents: z.number().int(),
  totalWithFeeCents: z.number().int(),
  validUntil: z.string(),
  bookingId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  isExpired: z.boolean(),
});
export type OfferSummary = z.infer<typeof offerSummary>;

export const offerDetail = offerSummary.extend({
  notes: z.string(),
  /** The trader's text from Request Changes, kept until the offer is sent again. */
  changesRequested: z.string().nullable(),
  respondedAt: z.string().nullable(),
  spaces: z.array(offerSpaceLine),
  services: z.array(offerServiceLine),
  terms: z.array(offerTerm),
});
export type OfferDetail = z.infer<typeof offerDetail>;

export const listInquiryOffersResponse = z.object({ items: z.array(offerSummary) });
export type ListInquiryOffersResponse = z.infer<typeof listInquiryOffersResponse>;

/** GET /api/admin/offers: offers of one status (the draft list), newest first. */
export const listOffersQuery = z.object({
  status: offerStatusSchema.default('draft'),
  ...pageQuery(),
});
export type ListOffersQuery = z.output<typeof listOffersQuery>;

const adminOfferListItem = offerSummary.extend({
  inquiryStatus: z.enum(INQUIRY_STATUSES),
  customer: listedPerson,
  warehouse: listedWarehouse,
});
export type AdminOfferListItem = z.infer<typeof adminOfferListItem>;

export const listOffersResponse = pageOf(adminOfferListItem);
export type ListOffersResponse = z.infer<typeof listOffersResponse>;

/** What the offer form needs besides the offer: the inquiry, its warehouse's spaces, the services, the defaults. */
export const offerFormContext = z.object({
  inquiry: z.object({
    id: z.string(),
    status: z.enum(INQUIRY_STATUSES),
    startDate: z.string(),
    endDate: z.string(),
    /** Days each allocation is charged for (periodDays: both ends counted). */
    days: z.number().int(),
    customer: listedPerson,
    warehouse: listedWarehouse,
    spaceRequests: z.array(z.object({ spaceTypeId: z.string(), spaceTypeName: z.string(), sizeM2: z.number() })),
    requestedServiceIds: z.array(z.string()),
  }),
  /**
   * The warehouse's spaces: what an allocation picks from, with the list price per m² per day and
   * `freeM2`, what is free of the space's type for every day of the inquiry's dates (shared by every
   * space of that type: an offer's allocations of one type together may not exceed it).
   */
  spaces: z.array(
    z.object({
      id: z.string(),
      spaceTypeId: z.string(),
      spaceTypeName: z.string(),
      sizeM2: z.number(),
      pricePerM2Cents: z.number().int(),
      freeM2: z.number(),
    }),
  ),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  defaultPlatformFeePercentage: z.number(),
  defaultValidUntil: z.string(),
  /** Whether a new offer may be created for the inquiry in its status. */
  canCreateOffer: z.boolean(),
});
export type OfferFormContext = z.infer<typeof offerFormContext>;

/** GET /api/admin/offers/:id: the offer with its lines and the form's context. */
export const adminOfferResponse = z.object({ offer: offerDetail, form: offerFormContext });
export type AdminOfferResponse = z.infer<typeof adminOfferResponse>;

/** GET /api/inquiries/:inquiryId/offer: the latest offer the trader has been sent. */
export const traderOfferResponse = z.object({
  offer: offerDetail,
  inquiry: z.object({ id: z.string(), status: z.enum(INQUIRY_STATUSES), startDate: z.string(), endDate: z.string() }),
  warehouse: listedWarehouse,
  /** Accept, Reject and Request Changes apply: sent, not expired, the viewer's own inquiry, actions switched on. */
  canRespond: z.boolean(),
  /** Request Changes applies: as canRespond, or the rejected offer that closed the inquiry (spec 02 §4). */
  canRequestChanges: z.boolean(),
});
export type TraderOfferResponse = z.infer<typeof traderOfferResponse>;
