import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES } from '@shared/errors';
import {
  adjustSpaceRequests,
  createInquiryFormSchema,
  editInquiryFormSchema,
  formPathForServerPath,
  newInquiryFormValues,
  warehouseFailuresFromDetails,
  type InquiryFormValues,
} from './form-values';

const INDOOR = { id: 'indoor', name: 'Indoor' };
const OUTDOORS = { id: 'outdoors', name: 'Outdoors' };
const BONDED = { id: 'bonded', name: 'Bonded' };

const WAREHOUSE_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const TYPE_ID = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

function values(overrides: Partial<InquiryFormValues> = {}): InquiryFormValues {
  return {
    ...newInquiryFormValues([WAREHOUSE_ID], '2030-05-01'),
    spaceRequests: [{ spaceTypeId: TYPE_ID, sizeM2: '12.5' }],
    ...overrides,
  };
}

/** The messages a schema answers, by form path. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('adjustSpaceRequests', () => {
  it('prefills one Outdoors row of size 0 when there are none', () => {
    expect(adjustSpaceRequests([], [INDOOR, OUTDOORS], null)).toEqual([{ spaceTypeId: 'outdoors', sizeM2: '0' }]);
  });

  it('prefills the first type without Outdoors, and the preferred type when offered', () => {
    expect(adjustSpaceRequests([], [BONDED, INDOOR], null)[0]?.spaceTypeId).toBe('bonded');
    expect(adjustSpaceRequests([], [BONDED, INDOOR, OUTDOORS], 'indoor')[0]?.spaceTypeId).toBe('indoor');
    expect(adjustSpaceRequests([], [BONDED, OUTDOORS], 'indoor')[0]?.spaceTypeId).toBe('outdoors');
  });

  it('drops rows of types no longer offered and keeps the rest as typed', () => {
    const indoor = { spaceTypeId: 'indoor', sizeM2: '12.5' };
    const bonded = { spaceTypeId: 'bonded', sizeM2: '3' };
    expect(adjustSpaceRequests([indoor, bonded], [INDOOR, OUTDOORS], null)).toEqual([indoor]);
  });

  it('answers the same array when nothing changes, and nothing when no type is offered', () => {
    const rows = [{ spaceTypeId: 'indoor', sizeM2: '1' }];
    expect(adjustSpaceRequests(rows, [INDOOR], null)).toBe(rows);
    expect(adjustSpaceRequests(rows, [], null)).toEqual([]);
  });
});

describe('the form checks, from the contracts', () => {
  it('starts with a week from today', () => {
    expect(newInquiryFormValues([WAREHOUSE_ID, WAREHOUSE_ID], '2030-05-01')).toMatchObject({
      warehouseIds: [WAREHOUSE_ID],
      startDate: '2030-05-01',
      endDate: '2030-05-08',
    });
  });

  it('turns valid values into the body, sizes as numbers', () => {
    const result = createInquiryFormSchema.safeParse(values({ notes: '  by the gate  ' }));
    expect(result.data).toEqual({
      warehouseIds: [WAREHOUSE_ID],
      spaceRequests: [{ spaceTypeId: TYPE_ID, sizeM2: 12.5 }],
      startDate: '2030-05-01',
      endDate: '2030-05-08',
      serviceIds: [],
      featureIds: [],
      notes: 'by the gate',
    });
    expect(editInquiryFormSchema.safeParse(values()).data).not.toHaveProperty('warehouseIds');
  });

  it("puts the spec's messages on the fields they concern", () => {
    expect(messagesOf(createInquiryFormSchema.safeParse(values({ warehouseIds: [], spaceRequests: [], startDate: '', endDate: '' })))).toEqual({
      warehouseIds: INQUIRY_MESSAGES.noWarehouse,
      spaceRequests: INQUIRY_MESSAGES.noSpaceRequest,
      startDate: INQUIRY_MESSAGES.startDateRequired,
      endDate: INQUIRY_MESSAGES.endDateRequired,
    });
    const rows = [
      { spaceTypeId: TYPE_ID, sizeM2: '0' },
      { spaceTypeId: TYPE_ID, sizeM2: '3' },
      { spaceTypeId: TYPE_ID, sizeM2: 'many' },
    ];
    expect(messagesOf(editInquiryFormSchema.safeParse(values({ spaceRequests: rows })))).toEqual({
      'spaceRequests.0.sizeM2': INQUIRY_MESSAGES.invalidSpaceRequirements,
      'spaceRequests.2.sizeM2': INQUIRY_MESSAGES.invalidSpaceRequirements,
    });
    expect(messagesOf(createInquiryFormSchema.safeParse(values({ startDate: '2030-05-09', endDate: '2030-05-08' })))).toEqual({
      endDate: INQUIRY_MESSAGES.invalidDateRange,
    });
  });
});

describe('server answers', () => {
  it("places the body's paths on the same fields, and no per-warehouse refusal on a field", () => {
    expect(formPathForServerPath('spaceRequests.1.sizeM2')).toBe('spaceRequests.1.sizeM2');
    expect(formPathForServerPath('startDate')).toBe('startDate');
    expect(formPathForServerPath(`warehouseIds.${WAREHOUSE_ID}`)).toBeNull();
    expect(formPathForServerPath('submit')).toBeNull();
  });

  it('reads each refused warehouse from the details', () => {
    const failures = warehouseFailuresFromDetails({
      [`warehouseIds.${WAREHOUSE_ID}`]: [INQUIRY_MESSAGES.duplicatePending],
      startDate: [INQUIRY_MESSAGES.invalidDateRange],
    });
    expect([...failures]).toEqual([[WAREHOUSE_ID, INQUIRY_MESSAGES.duplicatePending]]);
    expect(warehouseFailuresFromDetails(undefined).size).toBe(0);
  });
});
