import type { I18n } from '@lingui/core';
import type {
  AdminInquiryListItem,
  CreateInquiriesResponse,
  InquiryDetail,
  InquiryListItem,
  ListAdminInquiriesQuery,
  ListAdminInquiriesResponse,
  ListInquiriesQuery,
  ListInquiriesResponse,
  ParsedCreateInquiriesBody,
  ParsedUpdateInquiryBody,
  SpaceSummaryItem,
} from '@shared/contracts/inquiries';
import { INQUIRY_LIVE_KEYS } from '@shared/contracts/live-keys';
import { isIsoDate } from '@shared/dates';
import { estimateInquiryCost } from '@shared/estimate';
import { type ErrorCode, GENERIC_MESSAGES, INQUIRY_MESSAGES } from '@shared/errors';
import { toHundredths } from '@shared/money';
import { can } from '@shared/permissions';
import { sumSizes, toSizeDecimal, toSizeNumber } from '@shared/sizes';
import {
  ACTIVE_INQUIRY_STATUSES,
  canInquiry,
  type InquiryAction,
  type InquiryStatus,
  INQUIRY_TRANSITIONS,
  isInquiryActive,
  isAwaitingAnswer,
  isInquiryEditable,
} from '@shared/statuses/inquiry';
import { assertTransition } from '@shared/statuses/machine';
import type { OfferStatus } from '@shared/statuses/offer';
import { formatInquiryNumber } from '@shared/ids';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ErrorLog } from '../../platform/logging';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { requireFeatureEnabled } from '../platform/platform.service';
import { findFeatureTypes, findServiceIds } from '../reference/reference.service';
import { requireFreeCapacity } from '../capacity/capacity.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { findAccount } from '../users/users.service';
import { announceNotifications, type Notice, notifyAdministrators } from '../notifications/notifications.service';
import {
  findWarehouseForInquiry,
  findWarehousesForInquiry,
  type WarehouseForInquiry,
} from '../warehouses/warehouse-availability.service';
import {
  countInquiriesWithStatus,
  findAdminInquiriesPage,
  findInquiryById,
  findLatestOffersOfInquiries,
  findInquiryFeatures,
  findInquiryServices,
  findSpaceRequests,
  findSpaceSummaries,
  findTraderInquiriesPage,
  hasOverlappingInquiry,
  insertInquiry,
  type InquiryRow,
  lockInquiryById,
  lockTraderWarehouse,
  replaceInquiryChildren,
  updateInquiryRow,
} from './inquiries.repository';

type Requirements = Pick<ParsedCreateInquiriesBody, 'spaceRequests' | 'serviceIds' | 'featureIds' | 'startDate' | 'endDate' | 'notes'>;

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/**
 * The earliest start date accepted: today in the westernmost time zone (UTC-12). The server cannot
 * know the trader's time zone, and a trader whose calendar still shows yesterday's date compared
 * with the server's must not be refused for choosing "today".
 */
export function earliestStartDate(now: Date = new Date()): string {
  const westernmost = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  return westernmost.toISOString().slice(0, 10);
}

/** A refused range names the date it concerns (details), so the form shows the message beside it. */
function checkDateRange(startDate: string, endDate: string, now: Date = new Date()): void {
  const field =
    !isIsoDate(startDate) || startDate < earliestStartDate(now) ? 'startDate' : !isIsoDate(endDate) || startDate > endDate ? 'endDate' : null;
  if (field) throw new AppError('bad_request', INQUIRY_MESSAGES.invalidDateRange, { [field]: [INQUIRY_MESSAGES.invalidDateRange] });
}

/** Every service and feature id must exist (the schema has already refused what is not a UUID). */
async function checkReferences(db: Executor, input: Pick<Requirements, 'serviceIds' | 'featureIds'>): Promise<void> {
  const knownServices = await findServiceIds(db, input.serviceIds);
  if (input.serviceIds.some((id) => !knownServices.has(id))) throw new AppError('bad_request', INQUIRY_MESSAGES.invalidService);
  const knownFeatures = await findFeatureTypes(db, input.featureIds);
  if (input.featureIds.some((id) => !knownFeatures.has(id))) throw new AppError('bad_request', INQUIRY_MESSAGES.invalidFeature);
}

/**
 * The warehouse takes inquiries (it exists and is active), every size is positive and every requested
 * space type is one it has. Whether the sizes fit is checkFreeCapacity's question: it depends on the dates.
 */
function checkWarehouse(warehouse: WarehouseForInquiry | undefined, spaceRequests: Requirements['spaceRequests']): WarehouseForInquiry {
  if (!warehouse) throw new AppError('bad_request', INQUIRY_MESSAGES.invalidWarehouse);
  if (!warehouse.isActive) throw new AppError('warehouse_not_accepting_inquiries', INQUIRY_MESSAGES.notAccepting);
  if (spaceRequests.some((request) => (toHundredths(request.sizeM2) ?? 0) <= 0)) {
    throw new AppError('bad_request', INQUIRY_MESSAGES.invalidSpaceRequirements);
  }
  const offered = new Set(warehouse.spaces.map((space) => space.spaceTypeId));
  if (spaceRequests.some((request) => !offered.has(request.spaceTypeId))) throw new AppError('bad_request', INQUIRY_MESSAGES.invalidSpace);
  return warehouse;
}

/**
 * Each type's summed request fits what is free of it for the inquiry's dates (its total less the
 * peak day committed by accepted offers and the owner's blocks), not only the warehouse's total.
 * An inquiry commits nothing, so no capacity lock is taken: accepting the offer re-checks under it.
 * The refusal names the type's first request, so the form shows the message beside that size.
 */
async function checkFreeCapacity(tx: Executor, warehouseId: string, input: Requirements): Promise<void> {
  await requireFreeCapacity(tx, warehouseId, { from: input.startDate, to: input.endDate }, input.spaceRequests, (spaceTypeId) => {
    const index = input.spaceRequests.findIndex((request) => request.spaceTypeId === spaceTypeId);
    return new AppError('capacity_exceeded', INQUIRY_MESSAGES.exceedsCapacity, {
      [`spaceRequests.${index}.sizeM2`]: [INQUIRY_MESSAGES.exceedsCapacity],
    });
  });
}

/**
 * Run inside the transaction, after lockTraderWarehouse: the trader has no other active inquiry for
 * this warehouse with one of the requested space types and overlapping dates.
 */
async function checkNoDuplicate(
  tx: Executor,
  options: { traderId: string; warehouseId: string; input: Requirements; excludeInquiryId?: string },
): Promise<void> {
  const duplicate = await hasOverlappingInquiry(tx, {
    traderId: options.traderId,
    warehouseId: options.warehouseId,
    statuses: ACTIVE_INQUIRY_STATUSES,
    spaceTypeIds: [...new Set(options.input.spaceRequests.map((request) => request.spaceTypeId))],
    startDate: options.input.startDate,
    endDate: options.input.endDate,
    ...(options.excludeInquiryId ? { excludeInquiryId: options.excludeInquiryId } : {}),
  });
  if (duplicate) throw new AppError('duplicate_inquiry', INQUIRY_MESSAGES.duplicatePending);
}

function childrenOf(input: Requirements) {
  return {
    spaceRequests: input.spaceRequests.map((request) => ({ spaceTypeId: request.spaceTypeId, sizeM2: toSizeDecimal(request.sizeM2) })),
    serviceIds: input.serviceIds,
    featureIds: input.featureIds,
  };
}

/** The inquiry's own fields as the trader's form sets them, on sending and on every edit, with the estimate they make. */
function formFieldsOf(warehouse: WarehouseForInquiry, input: Requirements) {
  return {
    startDate: input.startDate,
    endDate: input.endDate,
    notes: input.notes,
    estimatedCostCents: estimateInquiryCost({ startDate: input.startDate, endDate: input.endDate, spaceRequests: input.spaceRequests, warehouses: [warehouse] }),
  };
}

// ---------------------------------------------------------------------------------------------
// Live updates and notifications
// ---------------------------------------------------------------------------------------------

/** The trader's lists and dashboard, and every administrator's, refresh themselves (also after an offer changed the inquiry). */
export async function announceInquiriesChanged(deps: ServiceDeps, traderId: string): Promise<void> {
  await deps.events.publish({
    audience: { userIds: [traderId] },
    event: { type: 'invalidate', keys: [INQUIRY_LIVE_KEYS.inquiries, INQUIRY_LIVE_KEYS.dashboard] },
  });
  await deps.events.publish({
    audience: { roles: ['administrator'] },
    event: { type: 'invalidate', keys: [INQUIRY_LIVE_KEYS.inquiries] },
  });
  await deps.events.publish({
    audience: { roles: ['administrator'] },
    event: { type: 'invalidate', keys: [INQUIRY_LIVE_KEYS.adminInquiries, INQUIRY_LIVE_KEYS.dashboard] },
  });
}

/**
 * Every active administrator gets an "inquiry_submitted" notification per submitted inquiry
 * (spec 02 section 3), and their open pages refetch notifications at once.
 */
async function notifyInquirySubmitted(
  deps: ServiceDeps,
  submitted: { traderId: string; inquiries: readonly { id: string; warehouseId: string }[] },
): Promise<void> {
  const warehouses = await findWarehousesForInquiry(deps.db, submitted.inquiries.map((inquiry) => inquiry.warehouseId));
  const nameOf = new Map(warehouses.map((warehouse) => [warehouse.id, warehouse.name]));
  const recipients = await deps.db.transaction((tx) =>
    notifyAdministrators(
      tx,
      submitted.inquiries.map(
        (inquiry): Notice => ({
        type: 'inquiry_submitted',
        title: (i18n) => i18n._('New inquiry submitted'),
        message: (i18n) => {
          const number = formatInquiryNumber(inquiry.id);
          const warehouse = nameOf.get(inquiry.warehouseId);
          return warehouse
            ? i18n._('Inquiry {number} for {warehouse} is waiting for an offer.', { number, warehouse })
            : i18n._('Inquiry {number} for a warehouse is waiting for an offer.', { number });
        },
        inquiryId: inquiry.id,
      }),
      ),
    ),
  );
  await announceNotifications(deps, recipients);
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

type Failure = { warehouseId: string; warehouseName: string | null; message: string; code: ErrorCode };

/**
 * Creates one inquiry per warehouse and submits each at once (spec 02 section 4). Each warehouse is
 * its own transaction, so one refused warehouse does not stop the others. Request-wide problems
 * (dates, services, features) refuse the whole request. When every warehouse is refused, the first
 * refusal is thrown with every warehouse's message in details.
 */
/** The status changes an inquiry's thread records (spec 02: system messages). */
/** The system messages of an inquiry's thread, in a language (decision 239). */
const INQUIRY_SYSTEM_MESSAGES = {
  createdAndSubmitted: (i18n: I18n) => i18n._('Inquiry created and submitted.'),
  submitted: (i18n: I18n) => i18n._('Inquiry submitted.'),
} as const;

export async function createInquiries(
  deps: ServiceDeps,
  actor: Actor,
  input: ParsedCreateInquiriesBody,
  log?: ErrorLog,
): Promise<CreateInquiriesResponse> {
  const viewer = requirePermission(actor.viewer, 'inquiry:create');
  await requireFeatureEnabled(deps.db, 'inquiries');
  checkDateRange(input.startDate, input.endDate);
  await checkReferences(deps.db, input);

  const created: CreateInquiriesResponse['created'] = [];
  const failed: Failure[] = [];
  for (const warehouseId of new Set(input.warehouseIds)) {
    let warehouseName: string | null = null;
    try {
      const inquiry = await deps.db.transaction(async (tx) => {
        await lockTraderWarehouse(tx, viewer.id, warehouseId);
        const found = await findWarehouseForInquiry(tx, warehouseId);
        warehouseName = found?.name ?? null;
        const warehouse = checkWarehouse(found, input.spaceRequests);
        await checkFreeCapacity(tx, warehouseId, input);
        await checkNoDuplicate(tx, { traderId: viewer.id, warehouseId, input });
        const row = await insertInquiry(tx, {
          traderId: viewer.id,
          warehouseId,
          status: INQUIRY_TRANSITIONS.submit.to,
          submittedAt: new Date(),
          ...formFieldsOf(warehouse, input),
        });
        await replaceInquiryChildren(tx, row.id, childrenOf(input));
        await postSystemMessage(tx, { inquiryId: row.id }, INQUIRY_SYSTEM_MESSAGES.createdAndSubmitted);
        await recordActivity(tx, {
          type: 'inquiry.created',
          message: `Inquiry ${row.id.slice(0, 8)} submitted for ${warehouse.name}`,
          status: 'success',
          data: { input_params: { ...input, warehouseIds: undefined, warehouseId }, output_data: { inquiryId: row.id } },
          viewer,
          requestId: actor.requestId,
        });
        return row;
      });
      created.push({ id: inquiry.id, warehouseId });
    } catch (error) {
      if (error instanceof AppError) {
        failed.push({ warehouseId, warehouseName, message: error.message, code: error.code });
      } else {
        // A database failure for one warehouse must not hide the inquiries already saved for others.
        log?.error({ err: error, warehouseId }, 'inquiry: create failed');
        failed.push({ warehouseId, warehouseName, message: INQUIRY_MESSAGES.createFailed, code: 'internal_error' });
      }
    }
  }

  const failures = failed.map(({ warehouseId, warehouseName, message }) => ({ warehouseId, warehouseName, message }));
  if (created.length === 0) {
    const first = failed[0]!;
    const details = Object.fromEntries(failed.map((failure) => [`warehouseIds.${failure.warehouseId}`, [failure.message]]));
    throw new AppError(first.code, first.message, details);
  }
  await announceInquiriesChanged(deps, viewer.id);
  for (const inquiry of created) await announceThreadChanged(deps, { inquiryId: inquiry.id });
  await notifyInquirySubmitted(deps, { traderId: viewer.id, inquiries: created });
  return { created, failed: failures };
}

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

/**
 * The owning trader replaces the requirements of their inquiry while it is editable. The row is
 * locked and every check runs again (the duplicate check leaves this inquiry out). A draft stays a
 * draft unless `submit` is set; other statuses are kept.
 */
export async function updateInquiry(deps: ServiceDeps, actor: Actor, id: string, input: ParsedUpdateInquiryBody): Promise<InquiryDetail> {
  const viewer = requirePermission(actor.viewer, 'inquiry:edit');
  const before = await findInquiryById(deps.db, id);
  if (!before || !can(viewer, 'inquiry:view', before)) throw new AppError('not_found', INQUIRY_MESSAGES.notFoundLong);
  // Administrators may see the inquiry but the requirements are the trader's to change.
  if (!can(viewer, 'inquiry:edit', before)) throw new AppError('forbidden', GENERIC_MESSAGES.permission);
  const submitsDraft = input.submit === true && canInquiry('submit', before.status);
  if (submitsDraft) await requireFeatureEnabled(deps.db, 'inquiries');
  checkDateRange(input.startDate, input.endDate);
  await checkReferences(deps.db, input);

  await deps.db.transaction(async (tx) => {
    await lockTraderWarehouse(tx, viewer.id, before.warehouseId);
    const current = await lockInquiryById(tx, id);
    if (!current) throw new AppError('not_found', INQUIRY_MESSAGES.notFoundLong);
    if (!isInquiryEditable(current.status)) {
      throw new AppError('inquiry_not_editable', current.status === 'offer_sent' ? INQUIRY_MESSAGES.notEditableOfferSent : INQUIRY_MESSAGES.notEditable);
    }
    const warehouse = checkWarehouse(await findWarehouseForInquiry(tx, current.warehouseId), input.spaceRequests);
    await checkFreeCapacity(tx, current.warehouseId, input);
    // Asked again on the locked row: only a draft is submitted; other statuses are kept.
    const submits = input.submit === true && canInquiry('submit', current.status);
    const status: InquiryStatus = submits ? INQUIRY_TRANSITIONS.submit.to : current.status;
    if (isInquiryActive(status)) await checkNoDuplicate(tx, { traderId: viewer.id, warehouseId: current.warehouseId, input, excludeInquiryId: id });
    await updateInquiryRow(tx, id, {
      status,
      ...(submits ? { submittedAt: new Date() } : {}),
      ...formFieldsOf(warehouse, input),
    });
    await replaceInquiryChildren(tx, id, childrenOf(input));
    if (submits) await postSystemMessage(tx, { inquiryId: id }, INQUIRY_SYSTEM_MESSAGES.submitted);
    await recordActivity(tx, {
      type: 'inquiry.updated',
      message: `Inquiry ${id.slice(0, 8)} updated${submits ? ' and submitted' : ''}`,
      status: 'success',
      data: { input_params: { inquiryId: id, ...input }, output_data: { before: current.status, after: status } },
      viewer,
      requestId: actor.requestId,
    });
  });
  await announceInquiriesChanged(deps, viewer.id);
  if (submitsDraft) {
    await notifyInquirySubmitted(deps, { traderId: viewer.id, inquiries: [{ id, warehouseId: before.warehouseId }] });
  }
  return buildDetail(deps.db, viewer, (await findInquiryById(deps.db, id))!);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

async function spaceSummariesById(db: Executor, inquiryIds: readonly string[]): Promise<Map<string, SpaceSummaryItem[]>> {
  const byId = new Map<string, SpaceSummaryItem[]>();
  for (const row of await findSpaceSummaries(db, inquiryIds)) {
    const list = byId.get(row.inquiryId) ?? [];
    list.push({ spaceTypeId: row.spaceTypeId, spaceTypeName: row.spaceTypeName, sizeM2: toSizeNumber(row.sizeM2) });
    byId.set(row.inquiryId, list);
  }
  return byId;
}

function canEdit(viewer: Viewer, row: Pick<InquiryRow, 'traderId' | 'status'>): boolean {
  return can(viewer, 'inquiry:edit', row) && isInquiryEditable(row.status);
}

type InquiryListRow = Awaited<ReturnType<typeof findTraderInquiriesPage>>['rows'][number];

/**
 * What every list of inquiries (the trader's and the administrators') shows of each of these rows:
 * dates, status, warehouse and the space asked per type, the last read for all rows in one query.
 */
async function listFieldsOf<Row extends InquiryListRow>(db: Executor, rows: readonly Row[]) {
  const summaries = await spaceSummariesById(
    db,
    rows.map((row) => row.id),
  );
  return (row: Row) => {
    const spaceSummary = summaries.get(row.id) ?? [];
    return {
      id: row.id,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      createdAt: row.createdAt.toISOString(),
      warehouse: row.warehouse,
      spaceSummary,
      totalSizeM2: sumSizes(spaceSummary.map((item) => item.sizeM2)),
    };
  };
}

/**
 * Whether the trader holds a sent offer to answer (View Offer): sending an offer expires the
 * inquiry's other sent ones, so a sent offer is always its newest one.
 */
function hasSentOffer(status: InquiryStatus, latestOffer: { status: OfferStatus } | null): boolean {
  return isAwaitingAnswer(status) && latestOffer?.status === 'sent';
}

/** The viewer's own inquiries (as a trader), newest first. */
export async function listMyInquiries(db: Database, viewer: Viewer | null, query: ListInquiriesQuery): Promise<ListInquiriesResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const status = query.status !== 'all' ? query.status : undefined;
  const found = await findTraderInquiriesPage(db, { traderId: signedIn.id, ...(status ? { status } : {}), ...pageWindow(query) });
  const listFields = await listFieldsOf(db, found.rows);
  const latestOffers = await findLatestOffersOfInquiries(db, found.rows.map((row) => row.id));
  return pageAnswer(query, found, (row): InquiryListItem => {
    const latestOffer = latestOffers.get(row.id) ?? null;
    return {
      ...listFields(row),
      estimatedCostCents: row.estimatedCostCents,
      canEdit: canEdit(signedIn, row),
      hasSentOffer: hasSentOffer(row.status, latestOffer),
      latestOffer,
    };
  });
}

/** Every inquiry, for administrators: filter by status, search customer name or email or warehouse name. */
export async function listAdminInquiries(
  db: Database,
  viewer: Viewer | null,
  query: ListAdminInquiriesQuery,
): Promise<ListAdminInquiriesResponse> {
  requirePermission(viewer, 'inquiries:manage');
  const status = query.status !== 'all' ? query.status : undefined;
  const found = await findAdminInquiriesPage(db, {
    ...(status ? { status } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...pageWindow(query),
  });
  const listFields = await listFieldsOf(db, found.rows);
  return pageAnswer(query, found, (row): AdminInquiryListItem => ({
    ...listFields(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    trader: row.trader,
  }));
}

async function buildDetail(db: Executor, viewer: Viewer, row: InquiryRow): Promise<InquiryDetail> {
  const trader = await findAccount(db, row.traderId);
  const warehouse = await findWarehouseForInquiry(db, row.warehouseId);
  const spaceRequests = await findSpaceRequests(db, row.id);
  const summary = (await spaceSummariesById(db, [row.id])).get(row.id) ?? [];
  const services = await findInquiryServices(db, row.id);
  const features = await findInquiryFeatures(db, row.id);
  const maySeeEmail = can(viewer, 'inquiry:view', row);
  const latestOffer = (await findLatestOffersOfInquiries(db, [row.id])).get(row.id) ?? null;
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    notes: row.notes,
    estimatedCostCents: row.estimatedCostCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    canEdit: canEdit(viewer, row),
    hasSentOffer: hasSentOffer(row.status, latestOffer),
    latestOffer,
    trader: {
      id: row.traderId,
      firstName: trader?.firstName ?? null,
      lastName: trader?.lastName ?? null,
      email: maySeeEmail ? (trader?.email ?? null) : null,
    },
    // The foreign key keeps the warehouse while inquiries refer to it.
    warehouse: {
      id: row.warehouseId,
      name: warehouse?.name ?? '',
      city: warehouse?.city ?? '',
      country: warehouse?.country ?? '',
      isActive: warehouse?.isActive ?? false,
      spaces: (warehouse?.spaces ?? []).map((space) => ({
        spaceTypeId: space.spaceTypeId,
        spaceTypeName: space.spaceTypeName,
        sizeM2: space.sizeM2,
        pricePerM2Cents: space.pricePerM2Cents,
      })),
    },
    spaceRequests: spaceRequests.map((request) => ({ ...request, sizeM2: toSizeNumber(request.sizeM2) })),
    spaceSummary: summary,
    totalSizeM2: sumSizes(summary.map((item) => item.sizeM2)),
    services,
    features,
  };
}

/**
 * /inquiries/{id}: the trader who owns it or an administrator. Anyone else gets the same 404 as for
 * a missing inquiry, so ids of other traders' inquiries reveal nothing.
 */
export async function getInquiry(db: Database, viewer: Viewer | null, id: string): Promise<InquiryDetail> {
  const signedIn = requirePermission(viewer, 'inquiry:view');
  const row = await findInquiryById(db, id);
  if (!row || !can(signedIn, 'inquiry:view', row)) throw new AppError('not_found', INQUIRY_MESSAGES.notFoundLong);
  return buildDetail(db, signedIn, row);
}

/** /admin/inquiries/{id}. */
export async function getAdminInquiry(db: Database, viewer: Viewer | null, id: string): Promise<InquiryDetail> {
  const admin = requirePermission(viewer, 'inquiries:manage');
  const row = await findInquiryById(db, id);
  if (!row) throw new AppError('not_found', INQUIRY_MESSAGES.notFound);
  return buildDetail(db, admin, row);
}

// ---------------------------------------------------------------------------------------------
// For other modules
// ---------------------------------------------------------------------------------------------

/** Active inquiries (ACTIVE_INQUIRY_STATUSES): of one trader, or all of them. */
export async function countActiveInquiries(db: Executor, options: { traderId?: string } = {}): Promise<number> {
  return countInquiriesWithStatus(db, { statuses: ACTIVE_INQUIRY_STATUSES, ...options });
}

/**
 * Moves an inquiry along its machine inside the caller's transaction (an offer or a booking changed
 * and its inquiry follows). The row is locked first, so it waits for any edit in progress, and the
 * machine is asked on the locked status: a refused move answers 409 with `refusedMessage`, the
 * caller's text for it. Answers the inquiry as it was before, or undefined for an unknown id.
 */
export async function transitionInquiry(
  tx: Executor,
  inquiryId: string,
  action: InquiryAction,
  refuse: () => AppError,
): Promise<InquiryRow | undefined> {
  const before = await lockInquiryById(tx, inquiryId);
  if (!before) return undefined;
  const status = assertTransition(INQUIRY_TRANSITIONS, action, before.status, refuse);
  if (before.status !== status) await updateInquiryRow(tx, inquiryId, { status });
  return before;
}

/**
 * For the offers domain, inside its transaction: the inquiry row, locked until the transaction ends
 * (an offer's transition and the inquiry status it implies are decided on the same locked rows).
 */
export async function lockInquiryForOffer(tx: Executor, inquiryId: string): Promise<InquiryRow | undefined> {
  return lockInquiryById(tx, inquiryId);
}
