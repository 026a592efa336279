import { z } from 'zod';
import { OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '../errors';
import {
  catalogueLinesInput,
  isMissing,
  listingAddressInput,
  listingDetailContents,
  listingDetailFields,
  requiredText,
  spacePriceInput,
  spaceSizeInput,
  warehouseImage,
} from './warehouses';
import { listingLanguageInput, LISTING_DESCRIPTION_MAX, LISTING_NAME_MAX } from '../listing-translations';
import { pageOf, pageQuery } from './pagination';
import { whenValid } from './common';

/**
 * The single-space owner warehouses (/warehouses on screen; spec 01 sections 2, 3, 5 and 9). Such a
 * listing is a warehouse with listing_kind single_space, a warehouse type, operating hours and
 * exactly one space (size and price per m²), saved through the warehouses module.
 */

export const MAX_OWNER_WAREHOUSE_IMAGES = 5;
/** Spec 01 section 5: JPG and PNG are accepted (checked by content on the server). */
export const OWNER_WAREHOUSE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const OPERATING_HOURS = ['24_7', 'business_hours', 'custom'] as const;
export type OperatingHours = (typeof OPERATING_HOURS)[number];
/** Spec 01 section 9: the business hours option is labelled 9-5. */
export const OPERATING_HOURS_LABELS: Record<OperatingHours, string> = {
  '24_7': '24/7',
  business_hours: '9-5',
  custom: 'Custom',
};

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** 24-hour "HH:MM", as an `<input type="time">` gives it. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export function isTimeOfDay(value: string): boolean {
  return TIME_PATTERN.test(value);
}

const timeOfDay = z.string({ message: OWNER_WAREHOUSE_MESSAGES.timeFormat }).regex(TIME_PATTERN, OWNER_WAREHOUSE_MESSAGES.timeFormat);

/**
 * One day's hours; a day left out is closed. Same-day hours only: closing comes after opening.
 */
export const dayHoursInput = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((day) => day.open < day.close, { path: ['close'], message: OWNER_WAREHOUSE_MESSAGES.closeAfterOpen, ...whenValid('open', 'close') });

const customHoursInput = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursInput.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHoursInput>>,
);
export type CustomHours = z.infer<typeof customHoursInput>;

/** POST and PUT /api/owner-warehouses: the single-space warehouse form. */
export const ownerWarehouseInput = z
  .object({
    name: requiredText(WAREHOUSE_FORM_MESSAGES.nameRequired, LISTING_NAME_MAX),
    description: z.string().trim().max(LISTING_DESCRIPTION_MAX).default(''),
    ...listingLanguageInput,
    warehouseTypeId: z.uuid({
      error: (issue) => (isMissing(issue.input) ? OWNER_WAREHOUSE_MESSAGES.typeRequired : OWNER_WAREHOUSE_MESSAGES.invalidType),
    }),
    // The form's input has min 0 and step 0.01; the one space must hold something, so 0 is refused.
    sizeM2: spaceSizeInput(OWNER_WAREHOUSE_MESSAGES.sizeRequired),
    pricePerM2Cents: spacePriceInput(OWNER_WAREHOUSE_MESSAGES.priceRequired),
    operatingHours: z.enum(OPERATING_HOURS, { message: OWNER_WAREHOUSE_MESSAGES.hoursRequired }),
    /** Only with operating hours "custom" (at least one day); ignored otherwise. */
    customHours: customHoursInput.nullable().optional(),
    ...listingAddressInput,
    ...catalogueLinesInput,
    /** Uploaded image ids in display order; the first is the main image. */
    imageIds: z.array(z.uuid()).max(MAX_OWNER_WAREHOUSE_IMAGES, OWNER_WAREHOUSE_MESSAGES.tooManyImages).default([]),
  })
  .superRefine((value, context) => {
    if (value.operatingHours !== 'custom') return;
    const days = value.customHours ? WEEKDAYS.filter((day) => value.customHours?.[day]) : [];
    if (days.length === 0) context.addIssue({ code: 'custom', path: ['customHours'], message: OWNER_WAREHOUSE_MESSAGES.customHoursRequired });
  }, whenValid('operatingHours', 'customHours'));
export type OwnerWarehouseInput = z.input<typeof ownerWarehouseInput>;
export type ParsedOwnerWarehouseInput = z.output<typeof ownerWarehouseInput>;

const customHoursOutput = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.object({ open: z.string(), close: z.string() }).optional()])) as Record<
    Weekday,
    z.ZodOptional<z.ZodObject<{ open: z.ZodString; close: z.ZodString }>>
  >,
);

/** GET /api/owner-warehouses/:id: one single-space listing with everything on it. */
export const ownerWarehouseDetail = z.object({
  ...listingDetailFields,
  warehouseTypeId: z.string().nullable(),
  warehouseTypeName: z.string().nullable(),
  /** The one space (the one inquiries, offers and bookings refer to) and its derived type. */
  spaceId: z.string().nullable(),
  spaceTypeId: z.string().nullable(),
  spaceTypeName: z.string().nullable(),
  sizeM2: z.number(),
  pricePerM2Cents: z.number().int().nullable(),
  operatingHours: z.enum(OPERATING_HOURS).nullable(),
  customHours: customHoursOutput.nullable(),
  ...listingDetailContents,
});
export type OwnerWarehouseDetail = z.infer<typeof ownerWarehouseDetail>;

/** A row of "My Warehouses" (/warehouses/dashboard): the owner's own single-space listings. */
const ownerWarehouseRow = z.object({
  id: z.string(),
  name: z.string(),
  warehouseTypeName: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  sizeM2: z.number(),
  pricePerM2Cents: z.number().int().nullable(),
  isActive: z.boolean(),
  mainImage: warehouseImage.nullable(),
  updatedAt: z.string(),
});
export type OwnerWarehouseRow = z.infer<typeof ownerWarehouseRow>;

export const ownerWarehousesQuery = z.object({
  ...pageQuery({ maxPage: 10_000 }),
});
export const ownerWarehousesResponse = pageOf(ownerWarehouseRow);
export type OwnerWarehousesResponse = z.infer<typeof ownerWarehousesResponse>;

/** "Mon 08:00–17:00" lines of custom hours, Monday first; closed days are left out. */
export function describeCustomHours(hours: Partial<Record<Weekday, { open: string; close: string } | undefined>> | null): string[] {
  if (!hours) return [];
  return WEEKDAYS.flatMap((day) => {
    const entry = hours[day];
    return entry ? [`${WEEKDAY_LABELS[day]} ${entry.open}–${entry.close}`] : [];
  });
}
