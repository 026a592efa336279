import { INVOICE_ISSUER_DEFAULTS, type ClientErrorBody, type InvoiceIssuer, type PlatformConfig, type PlatformFeature, type PlatformFeeResponse, type UpdatePlatformConfigBody } from '@shared/contracts/platform';
import { DEFAULT_PLATFORM_FEE_PERCENTAGE } from '@shared/offer-pricing';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { BOOKING_LIVE_KEYS } from '@shared/contracts/live-keys';
import { featureDisabledMessage, PLATFORM_MESSAGES } from '@shared/errors';
import { formatCents, toHundredths } from '@shared/money';
import type { PlatformFeatureKey } from '@shared/platform-features';
import type { Database, DatabaseHandle, Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import {
  findPlatformConfig,
  findPlatformFeatureByKey,
  findPlatformFeatures,
  updatePlatformFeatureEnabled,
  upsertPlatformConfig,
} from './platform.repository';

export async function checkHealth(database: DatabaseHandle): Promise<{ status: 'ok' | 'error'; database: 'ok' | 'unreachable' }> {
  try {
    await database.ping();
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'error', database: 'unreachable' };
  }
}

/** Errors from browsers are kept in the activity log so they can be found next to server events. */
export async function recordClientError(
  db: Database,
  report: ClientErrorBody,
  actor: Actor,
): Promise<void> {
  await recordActivity(db, {
    type: 'client_error',
    message: report.message,
    status: 'error',
    errorMessage: report.message,
    data: { input_params: { url: report.url, stack: report.stack, componentStack: report.componentStack } },
    viewer: actor.viewer,
    requestId: actor.requestId,
  });
}

// ---- Platform features -------------------------------------------------------------------------

type FeatureRow = Awaited<ReturnType<typeof findPlatformFeatures>>[number];

function toPlatformFeature(row: FeatureRow): PlatformFeature {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    isEnabled: row.isEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPlatformFeatures(db: Database, viewer: Viewer | null): Promise<{ items: PlatformFeature[] }> {
  requirePermission(viewer, 'platform:manage');
  const rows = await findPlatformFeatures(db);
  return { items: rows.map(toPlatformFeature) };
}

export async function setPlatformFeatureEnabled(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  isEnabled: boolean,
): Promise<PlatformFeature> {
  const viewer = requirePermission(actor.viewer, 'platform:manage');
  const activity = { type: 'admin.platform_feature_updated', data: { input_params: { featureId: id, isEnabled } } };
  const feature = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const row = await updatePlatformFeatureEnabled(tx, id, isEnabled);
      if (!row) throw new AppError('not_found', PLATFORM_MESSAGES.featureNotFound);
      await recordActivity(tx, {
        type: activity.type,
        message: `${row.name} switched ${isEnabled ? 'on' : 'off'}`,
        status: 'success',
        data: { ...activity.data, output_data: { key: row.key, isEnabled: row.isEnabled } },
        viewer,
        requestId: actor.requestId,
      });
      return toPlatformFeature(row);
    }),
  );
  // Every open page hides or shows what the feature gates, without a reload.
  await deps.events.publish({ audience: 'everyone', event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.platformFeatures] } });
  return feature;
}

/** Public: each feature's key and whether it is on. */
export async function getEnabledFeatures(db: Database): Promise<{ features: Record<string, boolean> }> {
  const rows = await findPlatformFeatures(db);
  return { features: Object.fromEntries(rows.map((row) => [row.key, row.isEnabled])) };
}

/**
 * Whether a platform feature is switched on. A feature without a row (a database older than the
 * feature) counts as on, like the column's default: switching off is an administrator's decision.
 */
export async function isFeatureEnabled(db: Executor, key: PlatformFeatureKey): Promise<boolean> {
  const row = await findPlatformFeatureByKey(db, key);
  return row?.isEnabled ?? true;
}

/** Null while the feature is on (or unknown); otherwise the message that says it is switched off. */
export async function featureDisabledReason(db: Executor, key: PlatformFeatureKey): Promise<string | null> {
  const row = await findPlatformFeatureByKey(db, key);
  return row && !row.isEnabled ? featureDisabledMessage(row.name) : null;
}

/** For the domain that owns the gated behaviour: refuses with 403 while the feature is off. */
export async function requireFeatureEnabled(db: Executor, key: PlatformFeatureKey): Promise<void> {
  const row = await findPlatformFeatureByKey(db, key);
  if (row && !row.isEnabled) throw new AppError('forbidden', featureDisabledMessage(row.name));
}

// ---- Platform settings -------------------------------------------------------------------------

/** The payout_minimum_cents column's default (€50). */
const DEFAULT_PAYOUT_MINIMUM_CENTS = 5_000;

/** The columns' defaults, used if the settings row is missing. */
const DEFAULT_PLATFORM_CONFIG: PlatformConfig = {
  platformFeePercentage: DEFAULT_PLATFORM_FEE_PERCENTAGE,
  ownersSeePlatformFee: false,
  ownerCommissionPercentage: 0,
  payoutMinimumCents: DEFAULT_PAYOUT_MINIMUM_CENTS,
};

function toPlatformConfig(row: Awaited<ReturnType<typeof findPlatformConfig>>): PlatformConfig {
  return row
    ? {
        platformFeePercentage: Number(row.platformFeePercentage),
        ownersSeePlatformFee: row.ownersSeePlatformFee,
        ownerCommissionPercentage: Number(row.ownerCommissionPercentage),
        payoutMinimumCents: row.payoutMinimumCents,
      }
    : DEFAULT_PLATFORM_CONFIG;
}

/** For other modules: the settings as they stand (no permission needed to read them on a user's behalf). */
export async function readPlatformConfig(db: Executor): Promise<PlatformConfig> {
  return toPlatformConfig(await findPlatformConfig(db));
}

export async function getPlatformConfig(db: Database, viewer: Viewer | null): Promise<PlatformConfig> {
  requirePermission(viewer, 'platform:manage');
  return readPlatformConfig(db);
}

/** Any signed-in user: the percentage offers add, so an estimate can show the fee (issue #37). */
export async function getPlatformFee(db: Database, viewer: Viewer | null): Promise<PlatformFeeResponse> {
  requirePermission(viewer, 'account:use');
  return { platformFeePercentage: (await readPlatformConfig(db)).platformFeePercentage };
}

function describeChange(input: UpdatePlatformConfigBody, after: PlatformConfig): string {
  const parts: string[] = [];
  if (input.platformFeePercentage !== undefined) parts.push(`Platform fee set to ${after.platformFeePercentage}%`);
  if (input.ownersSeePlatformFee !== undefined) parts.push(`Owners ${after.ownersSeePlatformFee ? 'see' : 'do not see'} the platform fee`);
  if (input.ownerCommissionPercentage !== undefined) parts.push(`Owner commission set to ${after.ownerCommissionPercentage}%`);
  if (input.payoutMinimumCents !== undefined) parts.push(`Payout minimum set to ${formatCents(after.payoutMinimumCents)}`);
  return parts.join('; ') || 'Platform settings saved unchanged';
}

export async function updatePlatformConfig(deps: ServiceDeps, actor: Actor, input: UpdatePlatformConfigBody): Promise<PlatformConfig> {
  const viewer = requirePermission(actor.viewer, 'platform:manage');
  const config = await deps.db.transaction(async (tx) => {
    const before = await findPlatformConfig(tx);
    const row = await upsertPlatformConfig(tx, {
      // numeric(5,2): the value is validated to two decimals; toFixed only formats it.
      ...(input.platformFeePercentage !== undefined ? { platformFeePercentage: input.platformFeePercentage.toFixed(2) } : {}),
      ...(input.ownersSeePlatformFee !== undefined ? { ownersSeePlatformFee: input.ownersSeePlatformFee } : {}),
      ...(input.ownerCommissionPercentage !== undefined ? { ownerCommissionPercentage: input.ownerCommissionPercentage.toFixed(2) } : {}),
      ...(input.payoutMinimumCents !== undefined ? { payoutMinimumCents: input.payoutMinimumCents } : {}),
    });
    const after = toPlatformConfig(row);
    await recordActivity(tx, {
      type: 'admin.platform_config_updated',
      message: describeChange(input, after),
      status: 'success',
      data: {
        input_params: input,
        output_data: {
          before: before ? Number(before.platformFeePercentage) : null,
          after: after.platformFeePercentage,
          ownersSeePlatformFee: { before: before?.ownersSeePlatformFee ?? null, after: after.ownersSeePlatformFee },
          ownerCommissionPercentage: { before: before ? Number(before.ownerCommissionPercentage) : null, after: after.ownerCommissionPercentage },
          payoutMinimumCents: { before: before?.payoutMinimumCents ?? null, after: after.payoutMinimumCents },
        },
      },
      viewer,
      requestId: actor.requestId,
    });
    return after;
  });
  await deps.events.publish({
    audience: { roles: ['administrator'] },
    event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.platformConfig] },
  });
  // Open inquiry forms re-read the fee; owners' booking screens show or hide it without a reload.
  await deps.events.publish({
    audience: 'everyone',
    event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.platformFee, BOOKING_LIVE_KEYS.bookings] },
  });
  return config;
}

// ---- The invoice issuer (issue #38) ------------------------------------------------------------

function toInvoiceIssuer(row: Awaited<ReturnType<typeof findPlatformConfig>>): InvoiceIssuer {
  // The columns' defaults when the settings row is missing.
  if (!row) return INVOICE_ISSUER_DEFAULTS;
  return {
    legalName: row.issuerLegalName,
    address: row.issuerAddress,
    registryCode: row.issuerRegistryCode,
    vatNumber: row.issuerVatNumber,
    iban: row.bankIban,
    bic: row.bankBic,
    paymentTermDays: row.paymentTermDays,
    footer: row.invoiceFooter,
  };
}

/** For the invoices: the issuer as it stands, copied onto each invoice when it is issued. */
export async function readInvoiceIssuer(db: Executor): Promise<InvoiceIssuer> {
  return toInvoiceIssuer(await findPlatformConfig(db));
}

/** For a payout run: the smallest payable it pays (issue #39); the column's default when the settings row is missing. */
export async function readPayoutMinimumCents(db: Executor): Promise<number> {
  return (await findPlatformConfig(db))?.payoutMinimumCents ?? DEFAULT_PAYOUT_MINIMUM_CENTS;
}

/**
 * For an invoice, in one read of the settings: the issuer it names (copied onto it) and the owner
 * commission the ledger takes at issue, in basis points of the owner's amounts (decision 219; 0 %,
 * the column's default, when the settings row is missing).
 */
export async function readInvoicingSettings(db: Executor): Promise<{ issuer: InvoiceIssuer; ownerCommissionBasisPoints: number }> {
  const row = await findPlatformConfig(db);
  return { issuer: toInvoiceIssuer(row), ownerCommissionBasisPoints: row ? (toHundredths(row.ownerCommissionPercentage) ?? 0) : 0 };
}

export async function getInvoiceIssuer(db: Database, viewer: Viewer | null): Promise<InvoiceIssuer> {
  requirePermission(viewer, 'platform:manage');
  return readInvoiceIssuer(db);
}

/** An administrator saves the issuer whole (validated by the contract); the change is logged with what it was. */
export async function updateInvoiceIssuer(deps: ServiceDeps, actor: Actor, input: InvoiceIssuer): Promise<InvoiceIssuer> {
  const viewer = requirePermission(actor.viewer, 'platform:manage');
  const issuer = await deps.db.transaction(async (tx) => {
    const before = toInvoiceIssuer(await findPlatformConfig(tx));
    const after = toInvoiceIssuer(
      await upsertPlatformConfig(tx, {
        issuerLegalName: input.legalName,
        issuerAddress: input.address,
        issuerRegistryCode: input.registryCode,
        issuerVatNumber: input.vatNumber,
        bankIban: input.iban,
        bankBic: input.bic,
        paymentTermDays: input.paymentTermDays,
        invoiceFooter: input.footer,
      }),
    );
    await recordActivity(tx, {
      type: 'admin.invoice_issuer_updated',
      message: `Invoice details saved for ${after.legalName}`,
      status: 'success',
      data: { input_params: input, output_data: { before, after } },
      viewer,
      requestId: actor.requestId,
    });
    return after;
  });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.invoiceIssuer] } });
  return issuer;
}
