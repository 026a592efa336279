import { describe, expect, it } from 'vitest';
import type { OfferFormContext } from '@shared/contracts/offers';
import { INQUIRY_MESSAGES, OFFER_MESSAGES, PRICE_MESSAGES } from '@shared/errors';
import {
  allocationCapacityChecks,
  formPathForServerPath,
  freeForDatesNote,
  offerFigures,
  offerFormSchema,
  toSaveOfferBody,
  type OfferFormValues,
} from './form-values';

const SPACE = '00000000-0000-4000-8000-00000000000a';
const SERVICE = '00000000-0000-4000-8000-000000000001';

const context = {
  inquiry: { days: 10 },
  spaces: [{ id: SPACE, pricePerM2Cents: 35 }],
} as OfferFormContext;

function values(overrides: Partial<OfferFormValues> = {}): OfferFormValues {
  return {
    spaces: [{ spaceId: SPACE, allocated: '25', price: '0.35', comments: '' }],
    services: [],
    terms: [],
    notes: '',
    validUntil: '2030-01-08',
    feePercentage: '20',
    feeAmount: null,
    ...overrides,
  };
}

/** The form path and message of each problem the schema finds. */
function problems(input: OfferFormValues): Record<string, string> {
  const result = offerFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('offerFormSchema', () => {
  it('reads the prices as typed and refuses what parseMoneyInput cannot read, with the money texts', () => {
    expect(problems(values())).toEqual({});
    const service = { serviceId: SERVICE, pricingType: 'hourly_rate' as const, quantity: '1', price: '1,2,3', unitType: 'hour', comments: '' };
    expect(problems(values({ spaces: [{ spaceId: SPACE, allocated: '25', price: '-2', comments: '' }], services: [service] }))).toEqual({
      'spaces.0.price': PRICE_MESSAGES.negative,
      'services.0.price': OFFER_MESSAGES.priceRequired,
    });
  });

  it('checks each service line by its pricing type: a quote line has neither quantity nor price', () => {
    const line = { serviceId: SERVICE, quantity: '2.5', price: '', unitType: '', comments: '' };
    expect(problems(values({ services: [{ ...line, pricingType: 'per_unit' }] }))).toEqual({
      'services.0.quantity': OFFER_MESSAGES.wholeQuantity,
      'services.0.price': OFFER_MESSAGES.priceRequired,
    });
    expect(problems(values({ services: [{ ...line, pricingType: 'fixed' }] }))).toEqual({ 'services.0.price': OFFER_MESSAGES.priceRequired });
    expect(problems(values({ services: [{ ...line, pricingType: 'ask_quote' }] }))).toEqual({});
  });

  it('uses the contract\'s messages for the space, the service, the terms and the fee', () => {
    expect(
      problems(
        values({
          spaces: [{ spaceId: '', allocated: 'x', price: '1', comments: '' }],
          services: [{ serviceId: '', pricingType: 'fixed', quantity: '', price: '5', unitType: '', comments: '' }],
          terms: [{ termType: ' ', description: 'Net 14 days' }],
          feePercentage: '100.5',
          validUntil: '',
        }),
      ),
    ).toEqual({
      'spaces.0.spaceId': INQUIRY_MESSAGES.noMatchingSpace,
      'spaces.0.allocated': OFFER_MESSAGES.sizeRequired,
      'services.0.serviceId': OFFER_MESSAGES.invalidService,
      'terms.0.termType': 'Term type is required',
      feePercentage: 'Platform fee must be between 0 and 100',
      validUntil: OFFER_MESSAGES.validUntilRequired,
    });
  });
});

describe('toSaveOfferBody', () => {
  it('sends cents, marks a changed list price manual, and keeps only the price of each pricing type', () => {
    const parsed = offerFormSchema.parse(
      values({
        spaces: [
          { spaceId: SPACE, allocated: '25', price: '0,35', comments: ' Hall B ' },
          { spaceId: SPACE, allocated: '1.5', price: '0.40', comments: '' },
        ],
        services: [
          { serviceId: SERVICE, pricingType: 'fixed', quantity: '3', price: '99', unitType: 'hour', comments: '' },
          { serviceId: SERVICE, pricingType: 'ask_quote', quantity: '3', price: '7', unitType: '', comments: '' },
        ],
      }),
    );
    const body = toSaveOfferBody(parsed, context, true);
    expect(body.spaces).toEqual([
      { spaceId: SPACE, spaceAllocatedM2: 25, pricePerM2Cents: 35, isManualPrice: false, comments: 'Hall B' },
      { spaceId: SPACE, spaceAllocatedM2: 1.5, pricePerM2Cents: 40, isManualPrice: true, comments: '' },
    ]);
    expect(body.services?.map((line) => [line.quantity, line.pricePerHourCents, line.fixedPriceCents])).toEqual([
      [null, null, 9900],
      [null, null, null],
    ]);
    expect(body).toMatchObject({ platformFeePercentage: 20, send: true });
    expect(body).not.toHaveProperty('platformFeeCents');
  });

  it('sends a typed fee amount only while it agrees with the percentage', () => {
    const agreeing = offerFormSchema.parse(values({ feePercentage: '20', feeAmount: '17.50' }));
    expect(toSaveOfferBody(agreeing, context, false).platformFeeCents).toBe(1750);
    const stale = offerFormSchema.parse(values({ feePercentage: '20', feeAmount: '40' }));
    expect(toSaveOfferBody(stale, context, false)).not.toHaveProperty('platformFeeCents');
    expect(offerFigures(values({ feeAmount: '40' }), 10)).toMatchObject({ subtotalCents: 8750, feeCents: 1750, keptFeeCents: null });
  });
});

describe('formPathForServerPath', () => {
  const lines = values({
    services: [{ serviceId: SERVICE, pricingType: 'per_unit', quantity: '1', price: '1', unitType: 'pallet', comments: '' }],
    terms: [{ termType: 'Payment', description: 'Net 14' }],
  });

  it('translates the body\'s paths into the fields that show them', () => {
    expect(formPathForServerPath('spaces.0.pricePerM2Cents', lines)).toBe('spaces.0.price');
    expect(formPathForServerPath('spaces.0.spaceAllocatedM2', lines)).toBe('spaces.0.allocated');
    expect(formPathForServerPath('services.0.pricePerUnitCents', lines)).toBe('services.0.price');
    expect(formPathForServerPath('services.0.serviceId', lines)).toBe('services.0.serviceId');
    expect(formPathForServerPath('terms.0.description', lines)).toBe('terms.0.description');
    expect(formPathForServerPath('validUntil', lines)).toBe('validUntil');
    expect(formPathForServerPath('platformFeePercentage', lines)).toBe('feePercentage');
    expect(formPathForServerPath('platformFeeCents', lines)).toBe('feeAmount');
  });

  it('answers null where no field shows the message', () => {
    expect(formPathForServerPath('spaces.3.spaceId', lines)).toBeNull();
    expect(formPathForServerPath('spaces.0.isManualPrice', lines)).toBeNull();
    expect(formPathForServerPath('spaces', lines)).toBeNull();
    expect(formPathForServerPath('send', lines)).toBeNull();
  });
});

describe('allocationCapacityChecks', () => {
  const OTHER = '00000000-0000-4000-8000-00000000000b';
  const YARD = '00000000-0000-4000-8000-00000000000c';
  const spaces = [
    { id: SPACE, spaceTypeId: 'indoor', spaceTypeName: 'Indoor', sizeM2: 500, pricePerM2Cents: 35, freeM2: 300 },
    { id: OTHER, spaceTypeId: 'indoor', spaceTypeName: 'Indoor', sizeM2: 100, pricePerM2Cents: 35, freeM2: 300 },
    { id: YARD, spaceTypeId: 'yard', spaceTypeName: 'Yard', sizeM2: 900, pricePerM2Cents: 20, freeM2: 0 },
  ];
  const line = (spaceId: string, allocated: string) => ({ spaceId, allocated, price: '0.35', comments: '' });

  it('sums the lines of a type as typed and names each line of a type beyond its free m²', () => {
    expect(allocationCapacityChecks({ spaces: [line(SPACE, '200'), line(OTHER, '100')] }, spaces)).toEqual([]);
    expect(allocationCapacityChecks({ spaces: [line(SPACE, '200'), line(YARD, '0'), line(OTHER, '100.01')] }, spaces)).toEqual([
      { path: 'spaces.0.allocated', message: OFFER_MESSAGES.allocationExceedsFree },
      { path: 'spaces.2.allocated', message: OFFER_MESSAGES.allocationExceedsFree },
    ]);
  });

  it('leaves unreadable sizes and lines without a space to the schema', () => {
    expect(allocationCapacityChecks({ spaces: [line(SPACE, 'x'), line('', '9999'), line(YARD, '-1')] }, spaces)).toEqual([]);
  });

  it('notes the free m² under a line, and that lines of one type share them', () => {
    expect(freeForDatesNote({ freeM2: 1200, spaceTypeName: 'Indoor' }, 1)).toBe('Free for these dates: 1,200 m²');
    expect(freeForDatesNote({ freeM2: 0.5, spaceTypeName: 'Indoor' }, 2)).toBe('Free for these dates: 0.50 m² (shared by the 2 Indoor lines)');
  });
});
