import { plural, t } from '@lingui/core/macro';
import { z } from 'zod';
import { linesBeyondFree } from '@shared/capacity';
import {
  offerServiceInput,
  offerSpaceInput,
  offerTermInput,
  saveOfferBody,
  type OfferDetail,
  type OfferFormContext,
  type SaveOfferBody,
} from '@shared/contracts/offers';
import { OFFER_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import {
  computeOfferTotals,
  isFeeConsistent,
  readServiceQuantity,
  serviceQuantityError,
  type OfferPricingType,
  type OfferServiceLine,
} from '@shared/offer-pricing';
import { formatSize, parseSizeInput } from '@shared/sizes';
import { moneyText, sizeText } from '@web/lib/form-schema';

/**
 * The offer form's values, their checks and their conversions, kept free of React so they are
 * tested on their own. The form holds what the administrator typed (text for sizes, quantities and
 * euro prices); the API takes saveOfferBody (numbers, cents, nulls). The checks are the contract's
 * own schemas behind a reading of each text field, so a line the form lets through is one the
 * server's validation accepts, with the same messages.
 */

export type OfferSpaceValues = { spaceId: string; allocated: string; price: string; comments: string };
export type OfferServiceValues = {
  serviceId: string;
  pricingType: OfferPricingType;
  quantity: string;
  price: string;
  unitType: string;
  comments: string;
};
export type OfferTermValues = { termType: string; description: string };

export type OfferFormValues = {
  spaces: OfferSpaceValues[];
  services: OfferServiceValues[];
  terms: OfferTermValues[];
  notes: string;
  validUntil: string;
  feePercentage: string;
  /** The fee amount as typed; null while it follows the percentage (any change to the lines resets it). */
  feeAmount: string | null;
};

/** The price a service line's pricing type uses, in cents. */
function priceOf(line: OfferDetail['services'][number]): number | null {
  if (line.pricingType === 'hourly_rate') return line.pricePerHourCents;
  if (line.pricingType === 'per_unit') return line.pricePerUnitCents;
  if (line.pricingType === 'fixed') return line.fixedPriceCents;
  return null;
}

/** A new allocation: the warehouse's first space at its list price. */
export function newSpaceValues(space: OfferFormContext['spaces'][number]): OfferSpaceValues {
  return { spaceId: space.id, allocated: '0', price: centsToEuroInput(space.pricePerM2Cents), comments: '' };
}

/**
 * Spec 02 section 9: a new service line is hourly, quantity 1, unit hour. Its service is the first the
 * trader asked for that no line has yet, else the first service no line has, else the first service.
 */
export function newServiceValues(context: OfferFormContext, takenIds: readonly string[] = []): OfferServiceValues {
  const free = (id: string) => !takenIds.includes(id);
  const serviceId =
    context.inquiry.requestedServiceIds.find(free) ?? context.services.map((service) => service.id).find(free) ?? context.services[0]?.id ?? '';
  return { serviceId, pricingType: 'hourly_rate', quantity: '1', price: '', unitType: 'hour', comments: '' };
}

/** A new offer's service lines: one per service the trader asked for (still on offer), for the administrator to price. */
function requestedServiceLines(context: OfferFormContext): OfferServiceValues[] {
  const offered = context.inquiry.requestedServiceIds.filter((id) => context.services.some((service) => service.id === id));
  return offered.map((serviceId) => ({ ...newServiceValues(context), serviceId }));
}

export function newTermValues(): OfferTermValues {
  return { termType: '', description: '' };
}

/** The form's values: the edited offer's, or a new offer's drawn from the inquiry. */
export function offerFormValues(context: OfferFormContext, offer: OfferDetail | undefined): OfferFormValues {
  if (offer) {
    return {
      spaces: offer.spaces.map((line) => ({
        // A space removed from the warehouse since must be chosen again.
        spaceId: line.spaceId && context.spaces.some((space) => space.id === line.spaceId) ? line.spaceId : '',
        allocated: String(line.spaceAllocatedM2),
        price: centsToEuroInput(line.pricePerM2Cents),
        comments: line.comments,
      })),
      services: offer.services.map((line) => ({
        serviceId: line.serviceId,
        pricingType: line.pricingType,
        quantity: line.quantity === null ? '' : String(line.quantity),
        price: centsToEuroInput(priceOf(line)),
        unitType: line.unitType ?? '',
        comments: line.comments,
      })),
      terms: offer.terms.map((term) => ({ termType: term.termType, description: term.description })),
      notes: offer.notes,
      validUntil: offer.validUntil,
      feePercentage: String(offer.platformFeePercentage),
      feeAmount: centsToEuroInput(offer.platformFeeCents),
    };
  }
  // A new offer starts from the inquiry's requests: the first space of each requested type, at its list
  // price, and a line for each requested service (issue #37: the builder had dropped them).
  return {
    spaces: context.inquiry.spaceRequests.flatMap((request) => {
      const space = context.spaces.find((candidate) => candidate.spaceTypeId === request.spaceTypeId);
      return space ? [{ ...newSpaceValues(space), allocated: String(request.sizeM2) }] : [];
    }),
    services: requestedServiceLines(context),
    terms: [],
    notes: '',
    validUntil: context.defaultValidUntil,
    feePercentage: String(context.defaultPlatformFeePercentage),
    feeAmount: null,
  };
}

/** A counted line's quantity field read as a whole number, with the message it shows as typed. */
function quantityText(pricingType: OfferPricingType) {
  return z
    .string()
    .transform((text, context) => {
      const message = serviceQuantityError(pricingType, text);
      if (message !== null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return readServiceQuantity(text);
    })
    .pipe(offerServiceInput.shape.quantity.unwrap());
}

const priceText = moneyText(OFFER_MESSAGES.priceRequired);
const service = offerServiceInput.shape;
// The contract's defaults are unwrapped: the form always holds every field, as text.
const serviceBase = { serviceId: service.serviceId, unitType: service.unitType.unwrap().unwrap(), comments: service.comments.unwrap() };

/** Each pricing type checks the fields it uses; Ask for Quote has neither quantity nor price. */
const serviceLineSchema = z.discriminatedUnion('pricingType', [
  z.object({ ...serviceBase, pricingType: z.literal('hourly_rate'), quantity: quantityText('hourly_rate'), price: priceText.pipe(service.pricePerHourCents.unwrap().unwrap()) }),
  z.object({ ...serviceBase, pricingType: z.literal('per_unit'), quantity: quantityText('per_unit'), price: priceText.pipe(service.pricePerUnitCents.unwrap().unwrap()) }),
  z.object({ ...serviceBase, pricingType: z.literal('fixed'), quantity: z.string(), price: priceText.pipe(service.fixedPriceCents.unwrap().unwrap()) }),
  z.object({ ...serviceBase, pricingType: z.literal('ask_quote'), quantity: z.string(), price: z.string() }),
]);

/**
 * The form's checks, run on submit: the contract's line, term and offer schemas (saveOfferBody)
 * behind the reading of each text field. Its output is what toSaveOfferBody sends.
 */
export const offerFormSchema = z.object({
  spaces: z.array(
    z.object({
      spaceId: offerSpaceInput.shape.spaceId,
      allocated: sizeText(OFFER_MESSAGES.sizeRequired).pipe(offerSpaceInput.shape.spaceAllocatedM2),
      price: priceText.pipe(offerSpaceInput.shape.pricePerM2Cents),
      comments: offerSpaceInput.shape.comments.unwrap(),
    }),
  ),
  services: z.array(serviceLineSchema),
  terms: z.array(offerTermInput),
  notes: saveOfferBody.shape.notes.unwrap(),
  validUntil: z.string().min(1, OFFER_MESSAGES.validUntilRequired).pipe(saveOfferBody.shape.validUntil),
  // Unreadable is NaN, which the contract refuses with its own "between 0 and 100".
  feePercentage: z
    .string()
    .transform((text) => parseSizeInput(text) ?? Number.NaN)
    .pipe(saveOfferBody.shape.platformFeePercentage),
  feeAmount: z.string().nullable(),
});
export type OfferFormOutput = z.output<typeof offerFormSchema>;

/**
 * The form's own capacity check, run with the schema on submit: each space type's allocations, as
 * typed, against what is free of it for the inquiry's dates (the server's rule, linesBeyondFree), so
 * the same lines get the same message before the server is asked. A line without a space or with an
 * unreadable size is left to the schema's checks.
 */
/** A message for one field, by its react-hook-form path. */
export type FieldProblem = { path: string; message: string };

export function allocationCapacityChecks(values: Pick<OfferFormValues, 'spaces'>, spaces: OfferFormContext['spaces']): FieldProblem[] {
  const byId = new Map(spaces.map((space) => [space.id, space]));
  const free = new Map(spaces.map((space) => [space.spaceTypeId, space.freeM2]));
  const lines = values.spaces.map((line) => {
    const size = parseSizeInput(line.allocated);
    const space = byId.get(line.spaceId);
    return { spaceTypeId: space?.spaceTypeId ?? '', sizeM2: space && size !== null && size >= 0 ? size : 0 };
  });
  return linesBeyondFree(lines, free).map((index) => ({ path: `spaces.${index}.allocated`, message: OFFER_MESSAGES.allocationExceedsFree }));
}

/**
 * The note under an allocation: what is free of its space's type for the inquiry's dates, and, when
 * several lines allocate that type, that they share it. In the active language: the component that
 * shows it re-renders when the language changes (useLingui).
 */
export function freeForDatesNote(space: Pick<OfferFormContext['spaces'][number], 'freeM2' | 'spaceTypeName'>, linesOfType: number): string {
  const free = formatSize(space.freeM2);
  if (linesOfType <= 1) return t`Free for these dates: ${free}`;
  const spaceType = space.spaceTypeName;
  return t`Free for these dates: ${free} ${plural(linesOfType, { one: `(shared by the # ${spaceType} line)`, other: `(shared by the # ${spaceType} lines)` })}`;
}

/** What the form shows as it is typed: line totals, subtotal, fee and total. */
export type OfferFigures = {
  spaceTotalsCents: number[];
  serviceTotalsCents: number[];
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  /** The typed fee amount, when it agrees with the percentage (sent as platformFeeCents); null otherwise. */
  keptFeeCents: number | null;
};

/** A service line as the pricing functions read it; an unreadable price or quantity counts as 0. */
function pricedService(values: OfferServiceValues): OfferServiceLine {
  const price = parseMoneyInput(values.price);
  return {
    pricingType: values.pricingType,
    quantity: readServiceQuantity(values.quantity),
    pricePerHourCents: values.pricingType === 'hourly_rate' ? price : null,
    pricePerUnitCents: values.pricingType === 'per_unit' ? price : null,
    fixedPriceCents: values.pricingType === 'fixed' ? price : null,
  };
}

/** An offer's lines and fee inputs as numbers, whether read live or checked. */
type PricedOffer = {
  spaces: readonly { pricePerM2Cents: number; spaceAllocatedM2: number }[];
  services: readonly OfferServiceLine[];
  /** Null while unreadable or above 100: the fee counts as 0 then. */
  percentage: number | null;
  typedFeeCents: number | null;
};

/**
 * Every figure, with the same shared functions the server prices the offer with. A typed fee amount
 * is kept only while it agrees with the percentage (isFeeConsistent, as the server decides);
 * otherwise the percentage rules.
 */
function figuresOf(offer: PricedOffer, days: number): OfferFigures {
  const base = computeOfferTotals({ days, spaces: offer.spaces, services: offer.services, platformFeePercentage: offer.percentage ?? 0 });
  const { typedFeeCents, percentage } = offer;
  const keptFeeCents =
    typedFeeCents !== null && percentage !== null && isFeeConsistent(base.subtotalCents, percentage, typedFeeCents) ? typedFeeCents : null;
  const feeCents = keptFeeCents ?? base.platformFeeCents;
  return {
    spaceTotalsCents: base.spaceTotalsCents,
    serviceTotalsCents: base.serviceTotalsCents,
    subtotalCents: base.subtotalCents,
    feeCents,
    totalCents: base.subtotalCents + feeCents,
    keptFeeCents,
  };
}

/** The live figures as typed: unreadable inputs count as 0 until the administrator fixes them. */
export function offerFigures(values: Pick<OfferFormValues, 'spaces' | 'services' | 'feePercentage' | 'feeAmount'>, days: number): OfferFigures {
  const percentage = parseSizeInput(values.feePercentage);
  return figuresOf(
    {
      spaces: values.spaces.map((row) => ({
        pricePerM2Cents: parseMoneyInput(row.price) ?? 0,
        spaceAllocatedM2: parseSizeInput(row.allocated) ?? 0,
      })),
      services: values.services.map(pricedService),
      percentage: percentage !== null && percentage <= 100 ? percentage : null,
      typedFeeCents: values.feeAmount === null ? null : parseMoneyInput(values.feeAmount),
    },
    days,
  );
}

/**
 * The body of POST /api/admin/inquiries/:id/offers and PUT /api/admin/offers/:id from the checked
 * values. A price other than the space's list price is marked manual; each service line carries only
 * the price of its pricing type; a typed fee amount goes along only when it agrees with the percentage.
 */
export function toSaveOfferBody(parsed: OfferFormOutput, context: OfferFormContext, send: boolean): SaveOfferBody {
  const listPrices = new Map(context.spaces.map((space) => [space.id, space.pricePerM2Cents]));
  const spaces = parsed.spaces.map((line) => ({
    spaceId: line.spaceId,
    spaceAllocatedM2: line.allocated,
    pricePerM2Cents: line.price,
    isManualPrice: line.price !== listPrices.get(line.spaceId),
    comments: line.comments,
  }));
  const services = parsed.services.map((line) => {
    const price = typeof line.price === 'number' ? line.price : null;
    return {
      serviceId: line.serviceId,
      pricingType: line.pricingType,
      quantity: typeof line.quantity === 'number' ? line.quantity : null,
      pricePerHourCents: line.pricingType === 'hourly_rate' ? price : null,
      pricePerUnitCents: line.pricingType === 'per_unit' ? price : null,
      fixedPriceCents: line.pricingType === 'fixed' ? price : null,
      unitType: line.unitType || null,
      comments: line.comments,
    };
  });
  const typedFeeCents = parsed.feeAmount === null ? null : parseMoneyInput(parsed.feeAmount);
  const { keptFeeCents } = figuresOf({ spaces, services, percentage: parsed.feePercentage, typedFeeCents }, context.inquiry.days);
  return {
    spaces,
    services,
    terms: parsed.terms,
    notes: parsed.notes,
    validUntil: parsed.validUntil,
    platformFeePercentage: parsed.feePercentage,
    ...(keptFeeCents === null ? {} : { platformFeeCents: keptFeeCents }),
    send,
  };
}

const LINE_FIELDS: Record<string, Record<string, string>> = {
  spaces: { spaceId: 'spaceId', spaceAllocatedM2: 'allocated', pricePerM2Cents: 'price', comments: 'comments' },
  services: {
    serviceId: 'serviceId',
    quantity: 'quantity',
    pricePerHourCents: 'price',
    pricePerUnitCents: 'price',
    fixedPriceCents: 'price',
    unitType: 'unitType',
    comments: 'comments',
  },
  terms: { termType: 'termType', description: 'description' },
};
const TOP_LEVEL_FIELDS: Record<string, string> = {
  notes: 'notes',
  validUntil: 'validUntil',
  platformFeePercentage: 'feePercentage',
  platformFeeCents: 'feeAmount',
};

/**
 * Where a message of a 400 answer belongs in the form. The server keys details by the body's paths
 * ("spaces.0.pricePerM2Cents", "platformFeeCents"); every line is sent, so indexes stay. Null: no
 * field shows it (the form's alert does).
 */
export function formPathForServerPath(bodyPath: string, values: Pick<OfferFormValues, 'spaces' | 'services' | 'terms'>): string | null {
  const topLevel = TOP_LEVEL_FIELDS[bodyPath];
  if (topLevel) return topLevel;
  const [list, indexText, field] = bodyPath.split('.');
  const fields = list === undefined ? undefined : LINE_FIELDS[list];
  const target = fields && field !== undefined ? fields[field] : undefined;
  const index = Number(indexText);
  if (!target || !Number.isInteger(index) || index < 0) return null;
  const lines = values[list as 'spaces' | 'services' | 'terms'];
  return index < lines.length ? `${list}.${index}.${target}` : null;
}
