import { z } from 'zod';
import { isIsoDate } from '../dates';
import { INQUIRY_MESSAGES } from '../errors';
import { ADMIN_FILTER_STATUSES, INQUIRY_STATUSES, TRADER_FILTER_STATUSES } from '../statuses/inquiry';
import { OFFER_STATUSES } from '../statuses/offer';
import { listSearch, pageOf, pageQuery } from './pagination';
import { listedPerson, listedWarehouse, twoDecimalQuantity, whenValid } from './common';

/** One inquiry is created per selected warehouse; more than this in one go is not a real request. */
const MAX_WAREHOUSES_PER_INQUIRY = 20;
const MAX_SPACE_REQUESTS = 20;
const MAX_INQUIRY_NOTES_LENGTH = 5000;

/** A date of the period: missing or blank is "required", anything else not a real date an invalid range. */
const isoDate = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, requiredMessage)
    .refine((value) => value === '' || isIsoDate(value), { message: INQUIRY_MESSAGES.invalidDateRange });

const inquirySpaceRequestInput = z.object({
  spaceTypeId: z.uuid({ message: INQUIRY_MESSAGES.invalidSpace }),
  sizeM2: twoDecimalQuantity(10_000_000, INQUIRY_MESSAGES.invalidSpaceRequirements),
});

const idList = (message: string) =>
  z
    .array(z.uuid({ message }))
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** The fields a trader fills in, shared by create and update. */
const inquiryFields = {
  serviceIds: idList(INQUIRY_MESSAGES.invalidService),
  featureIds: idList(INQUIRY_MESSAGES.invalidFeature),
  spaceRequests: z
    .array(inquirySpaceRequestInput, { message: INQUIRY_MESSAGES.noSpaceRequest })
    .min(1, INQUIRY_MESSAGES.noSpaceRequest)
    .max(MAX_SPACE_REQUESTS, INQUIRY_MESSAGES.invalidSpaceRequirements),
  startDate: isoDate(INQUIRY_MESSAGES.startDateRequired),
  endDate: isoDate(INQUIRY_MESSAGES.endDateRequired),
  notes: z.string().trim().max(MAX_INQUIRY_NOTES_LENGTH).default(''),
};

/** Start after end is reported on endDate; whether the start is in the past is the server's check (it knows today). */
function checkDateOrder(value: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  if (value.startDate !== '' && value.endDate !== '' && value.startDate > value.endDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: INQUIRY_MESSAGES.invalidDateRange });
  }
}

/** POST /api/inquiries (spec 02 section 3 creation payload): one inquiry per warehouse id, each submitted at once. */
export const createInquiriesBody = z
  .object({
    warehouseIds: z
      .array(z.uuid({ message: INQUIRY_MESSAGES.invalidWarehouse }), { message: INQUIRY_MESSAGES.noWarehouse })
      .min(1, INQUIRY_MESSAGES.noWarehouse)
      .max(MAX_WAREHOUSES_PER_INQUIRY)
      .transform((ids) => [...new Set(ids)]),
    ...inquiryFields,
  })
  .superRefine(checkDateOrder, whenValid('startDate', 'endDate'));
export type CreateInquiriesBody = z.input<typeof createInquiriesBody>;
export type ParsedCreateInquiriesBody = z.output<typeof createInquiriesBody>;

export const createInquiriesResponse = z.object({
  created: z.array(z.object({ id: z.string(), warehouseId: z.string() })),
  /** Warehouses no inquiry was created for, each with the reason; warehouseName is null for an unknown id. */
  failed: z.array(z.object({ warehouseId: z.string(), warehouseName: z.string().nullable(), message: z.string() })),
});
export type CreateInquiriesResponse = z.infer<typeof createInquiriesResponse>;

/**
 * PUT /api/inquiries/:id: replaces the trader's requirements. The warehouse is the inquiry's own and
 * cannot change (unknown keys such as warehouseIds are refused). `submit: true` submits a draft.
 */
export const updateInquiryBody = z
  .strictObject({
    ...inquiryFields,
    submit: z.boolean().optional(),
  })
  .superRefine(checkDateOrder, whenValid('startDate', 'endDate'));
export type UpdateInquiryBody = z.input<typeof updateInquiryBody>;
export type ParsedUpdateInquiryBody = z.output<typeof updateInquiryBody>;

const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

/** Requested m² summed per space type, in the order the types were first requested. */
const spaceSummaryItem = z.object({ spaceTypeId: z.string(), spaceTypeName: z.string(), sizeM2: z.number() });
export type SpaceSummaryItem = z.infer<typeof spaceSummaryItem>;

/**
 * The newest offer the trader has received (sent, accepted, rejected or expired; never a draft):
 * once there is one, screens show its total instead of the estimate, and View Offer stays after
 * the answer, so the agreed figures can be read again (issue #37).
 */
const latestOfferSummary = z.object({ status: z.enum(OFFER_STATUSES), totalWithFeeCents: z.number().int() }).nullable();
export type LatestOfferSummary = z.infer<typeof latestOfferSummary>;

/** How a row of an inquiry list opens: which inquiry, its status, the period it asks for, when it was made. */
const inquiryRowOpening = {
  id: z.string(),
  status: inquiryStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
};

/** What an inquiry asks for, as its list rows show it: the warehouse and the m² per space type. */
const inquiryRowRequest = {
  warehouse: listedWarehouse,
  spaceSummary: z.array(spaceSummaryItem),
  totalSizeM2: z.number(),
};

/** A row of /inquiries. */
const inquiryListItem = z.object({
  ...inquiryRowOpening,
  ...inquiryRowRequest,
  estimatedCostCents: z.number().int().nullable(),
  canEdit: z.boolean(),
  /** Status offer_sent and a sent offer exists: the View Offer button. */
  hasSentOffer: z.boolean(),
  latestOffer: latestOfferSummary,
});
export type InquiryListItem = z.infer<typeof inquiryListItem>;

const TRADER_INQUIRY_FILTERS = ['all', ...TRADER_FILTER_STATUSES] as const;
const ADMIN_INQUIRY_FILTERS = ['all', ...ADMIN_FILTER_STATUSES] as const;

export const listInquiriesQuery = z.object({ status: z.enum(TRADER_INQUIRY_FILTERS).default('all'), ...pageQuery() });
export type ListInquiriesQuery = z.output<typeof listInquiriesQuery>;

export const listInquiriesResponse = pageOf(inquiryListItem);
export type ListInquiriesResponse = z.infer<typeof listInquiriesResponse>;

/** A row of /admin/inquiries. */
const adminInquiryListItem = z.object({
  ...inquiryRowOpening,
  submittedAt: z.string().nullable(),
  trader: listedPerson,
  ...inquiryRowRequest,
});
export type AdminInquiryListItem = z.infer<typeof adminInquiryListItem>;

export const listAdminInquiriesQuery = z.object({
  status: z.enum(ADMIN_INQUIRY_FILTERS).default('all'),
  /** Matches the customer's name or email or the warehouse's name, case-insensitively. */
  search: listSearch,
  ...pageQuery(),
});
export type ListAdminInquiriesQuery = z.output<typeof listAdminInquiriesQuery>;

export const listAdminInquiriesResponse = pageOf(adminInquiryListItem);
export type ListAdminInquiriesResponse = z.infer<typeof listAdminInquiriesResponse>;

/**
 * /inquiries/{id} and /admin/inquiries/{id}. The warehouse comes with its spaces (type, size, list
 * price): the administrator's "available spaces", and what the trader's edit form offers and estimates
 * from. Status labels and texts are the client's (src/shared/statuses/inquiry.ts).
 */
export const inquiryDetail = z.object({
  id: z.string(),
  status: inquiryStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string(),
  estimatedCostCents: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  canEdit: z.boolean(),
  hasSentOffer: z.boolean(),
  latestOffer: latestOfferSummary,
  trader: listedPerson,
  warehouse: listedWarehouse.extend({
    isActive: z.boolean(),
    spaces: z.array(
      z.object({ spaceTypeId: z.string(), spaceTypeName: z.string(), sizeM2: z.number(), pricePerM2Cents: z.number().int() }),
    ),
  }),
  spaceRequests: z.array(z.object({ id: z.string(), spaceTypeId: z.string(), spaceTypeName: z.string(), sizeM2: z.number() })),
  spaceSummary: z.array(spaceSummaryItem),
  totalSizeM2: z.number(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  features: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;
