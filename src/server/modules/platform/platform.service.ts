import type { ClientErrorBody } from '@shared/contracts/platform';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Viewer } from '../auth/auth.service';
import { insertActivity } from './platform.repository';

export async function checkHealth(database: DatabaseHandle): Promise<{ status: 'ok' | 'error'; database: 'ok' | 'unreachable' }> {
  try {
    await database.ping();
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'error', database: 'unreachable' };
  }
}

export type ActivityInput = {
  type: string;
  message: string;
  status: 'success' | 'error';
  data?: { input_params?: unknown; output_data?: unknown };
  errorMessage?: string;
  viewer?: Viewer | null;
  requestId?: string;
};

/** Writes one entry of the activity log (the spec's brm_logs). */
export async function recordActivity(db: Database, activity: ActivityInput): Promise<void> {
  await insertActivity(db, {
    activityType: activity.type,
    message: activity.message,
    status: activity.status,
    activityData: activity.data ?? null,
    errorMessage: activity.errorMessage ?? null,
    userId: activity.viewer?.id ?? null,
    requestId: activity.requestId ?? null,
  });
}

/** Errors from browsers are kept in the activity log so they can be found next to server events. */
export async function recordClientError(
  db: Database,
  report: ClientErrorBody,
  viewer: Viewer | null,
  requestId: string,
): Promise<void> {
  await recordActivity(db, {
    type: 'client_error',
    message: report.message,
    status: 'error',
    errorMessage: report.message,
    data: { input_params: { url: report.url, stack: report.stack, componentStack: report.componentStack } },
    viewer,
    requestId,
  });
}
