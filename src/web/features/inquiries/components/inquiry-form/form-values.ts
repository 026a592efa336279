import { z } from 'zod';
import {
  createInquiriesBody,
  updateInquiryBody,
  type CreateInquiriesBody,
  type InquiryDetail,
  type ParsedCreateInquiriesBody,
  type ParsedUpdateInquiryBody,
  type UpdateInquiryBody,
} from '@shared/contracts/inquiries';
import { addDays, todayIsoDate } from '@shared/dates';
import { defaultSpaceTypeId } from '@shared/estimate';
import { parseSizeInput } from '@shared/sizes';

/**
 * The inquiry form's values and their checks, kept free of React so they can be tested on their own.
 * The form holds sizes as typed (text); the checks are the operation's contract (createInquiriesBody
 * or updateInquiryBody) run on the body the values make, so the form and the server refuse the same
 * things with the same words, each on the field it concerns.
 */

/** The inquiry's default period (spec 02 section 9): today to a week later. */
const DEFAULT_INQUIRY_DAYS = 7;

/** A space request row; the size is kept as typed. */
export type SpaceRequestFormValues = { spaceTypeId: string; sizeM2: string };

export type InquiryFormValues = {
  /** Creating: the selected warehouses; editing: the inquiry's own, which cannot change. */
  warehouseIds: string[];
  spaceRequests: SpaceRequestFormValues[];
  startDate: string;
  endDate: string;
  serviceIds: string[];
  featureIds: string[];
  notes: string;
};

export function newInquiryFormValues(warehouseIds: readonly string[], today = todayIsoDate()): InquiryFormValues {
  return {
    warehouseIds: [...new Set(warehouseIds)],
    // Filled once the selected warehouses' space types are known (adjustSpaceRequests).
    spaceRequests: [],
    startDate: today,
    endDate: addDays(today, DEFAULT_INQUIRY_DAYS),
    serviceIds: [],
    featureIds: [],
    notes: '',
  };
}

export function inquiryFormValuesFromDetail(inquiry: InquiryDetail): InquiryFormValues {
  return {
    warehouseIds: [inquiry.warehouse.id],
    spaceRequests: inquiry.spaceRequests.map((request) => ({ spaceTypeId: request.spaceTypeId, sizeM2: String(request.sizeM2) })),
    startDate: inquiry.startDate,
    endDate: inquiry.endDate,
    serviceIds: inquiry.services.map((service) => service.id),
    featureIds: inquiry.features.map((feature) => feature.id),
    notes: inquiry.notes,
  };
}

/** The size as the API takes it; an unreadable one becomes NaN, which the contract refuses with the spec's text. */
export function sizeOf(row: SpaceRequestFormValues): number {
  return parseSizeInput(row.sizeM2) ?? Number.NaN;
}

/** The fields both operations share, as the body sends them. */
function requirementsOf(values: InquiryFormValues): UpdateInquiryBody {
  return {
    serviceIds: values.serviceIds,
    featureIds: values.featureIds,
    spaceRequests: values.spaceRequests.map((row) => ({ spaceTypeId: row.spaceTypeId, sizeM2: sizeOf(row) })),
    startDate: values.startDate,
    endDate: values.endDate,
    notes: values.notes,
  };
}

const formValues = z.custom<InquiryFormValues>();

/**
 * New inquiries: the values checked as POST /api/inquiries checks its body. The body keeps the
 * form's names, so each message lands on its field ("spaceRequests.0.sizeM2", "endDate").
 */
export const createInquiryFormSchema = formValues
  .transform((values): CreateInquiriesBody => ({ warehouseIds: values.warehouseIds, ...requirementsOf(values) }))
  .pipe(createInquiriesBody);
export type CreateInquiryFormOutput = ParsedCreateInquiriesBody;

/** Editing: as PUT /api/inquiries/:id checks its body (the warehouse is not part of it). */
export const editInquiryFormSchema = formValues.transform(requirementsOf).pipe(updateInquiryBody);
export type EditInquiryFormOutput = ParsedUpdateInquiryBody;

const FORM_PATH = /^(warehouseIds|spaceRequests(\.\d+\.(spaceTypeId|sizeM2))?|startDate|endDate|serviceIds|featureIds|notes)$/;

/**
 * Where a message of a 400 answer belongs: the body's paths are the form's own. Per-warehouse
 * refusals ("warehouseIds.<id>") are not fields; the form shows them beside their warehouse.
 */
export function formPathForServerPath(serverPath: string): string | null {
  return FORM_PATH.test(serverPath) ? serverPath : null;
}

/**
 * Spec 02 section 5: rows of types no longer offered are dropped; with none left and some types
 * offered, one row of the preferred type (if offered), else the default type (Outdoors, else the
 * first), size 0. Answers the same array when nothing changes.
 */
export function adjustSpaceRequests(
  rows: SpaceRequestFormValues[],
  types: { id: string; name: string }[],
  preferredTypeId: string | null,
): SpaceRequestFormValues[] {
  const offered = new Set(types.map((type) => type.id));
  const kept = rows.filter((row) => offered.has(row.spaceTypeId));
  if (kept.length > 0 || types.length === 0) return kept.length === rows.length ? rows : kept;
  const typeId = preferredTypeId && offered.has(preferredTypeId) ? preferredTypeId : defaultSpaceTypeId(types);
  return typeId ? [newSpaceRequest(typeId)] : [];
}

export function newSpaceRequest(spaceTypeId: string): SpaceRequestFormValues {
  return { spaceTypeId, sizeM2: '0' };
}

/**
 * Per-warehouse refusals of a create request, by warehouse id: from a 201's `failed` list, or from the
 * details ("warehouseIds.<id>") of the error thrown when every warehouse was refused.
 */
export function warehouseFailuresFromDetails(details: Record<string, string[]> | undefined): Map<string, string> {
  const failures = new Map<string, string>();
  for (const [path, messages] of Object.entries(details ?? {})) {
    const message = messages[0];
    if (path.startsWith('warehouseIds.') && message) failures.set(path.slice('warehouseIds.'.length), message);
  }
  return failures;
}
