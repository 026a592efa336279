import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client';
import { activityLog } from '../db/schema';
import type { Viewer } from './viewer';
import { AppError } from './errors';
import { requestLocale } from './texts';
import type { Locale } from '@shared/locales';

/**
 * Who is acting, for permission checks and the activity log, and the language their request is
 * answered in (requestLocale; none for work no request started).
 */
export type Actor = { viewer: Viewer | null; requestId: string; locale?: Locale };

/** The actor of a request: its signed-in viewer (or none), its id, which the activity log keeps, and its language. */
export function actorOf(request: FastifyRequest): Actor {
  return { viewer: request.viewer, requestId: request.id, locale: requestLocale(request) };
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

/**
 * Writes one entry of the activity log (the spec's brm_logs). Takes a transaction too, so an
 * administrator's change and its log entry are saved together or not at all.
 */
export async function recordActivity(db: Executor, activity: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    activityType: activity.type,
    message: activity.message,
    status: activity.status,
    activityData: activity.data ?? null,
    errorMessage: activity.errorMessage ?? null,
    userId: activity.viewer?.id ?? null,
    requestId: activity.requestId ?? null,
  });
}

/**
 * Runs an administrator's action; when it is refused (an AppError: conflict, not found) the
 * refusal is kept in the activity log with status error before the error goes back to the client.
 */
export async function withRefusalsLogged<T>(
  db: Database,
  actor: Actor,
  activity: { type: string; data: { input_params?: unknown } },
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && actor.viewer) {
      await recordActivity(db, {
        type: activity.type,
        message: `Refused: ${error.message}`,
        status: 'error',
        errorMessage: error.message,
        data: activity.data,
        viewer: actor.viewer,
        requestId: actor.requestId,
      });
    }
    throw error;
  }
}
