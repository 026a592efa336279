import type { FastifyRequest } from 'fastify';
import { tooManyRequestsMessage } from '@shared/errors';
import { RateLimitedError } from './errors';
import { consumeRateLimit, type RateLimitRule } from './rate-limit';

/**
 * A route's preHandler that counts each request in PostgreSQL (the `rate_limits` table, like every
 * other limit), so all app processes share one count: per signed-in user, else per client address.
 * It runs after the route's guard, so refused callers use up nothing, and before the body is read.
 * Over the limit: 429 with Retry-After.
 */
export function limitRequests(name: string, rule: RateLimitRule) {
  return async function enforceRequestLimit(request: FastifyRequest): Promise<void> {
    const client = request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`;
    const result = await consumeRateLimit(request.server.ctx.db, `${name}:${client}`, rule);
    if (!result.allowed) throw new RateLimitedError(tooManyRequestsMessage(result.retryAfterSeconds), result.retryAfterSeconds);
  };
}
