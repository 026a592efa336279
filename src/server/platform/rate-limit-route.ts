import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequestsMessage } from '@shared/errors';
import { AppError } from './errors';
import { consumeRateLimit, type RateLimitRule } from './rate-limit';

/**
 * A route's preHandler that counts each request in PostgreSQL (the `rate_limits` table, like every
 * other limit), so all app processes share one count: per signed-in user, else per client address.
 * It runs after the route's guard, so refused callers use up nothing, and before the body is read.
 * Over the limit: 429 with Retry-After.
 */
export function limitRequests(name: string, rule: RateLimitRule) {
  return async function enforceRequestLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const client = request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`;
    const result = await consumeRateLimit(request.server.ctx.db, `${name}:${client}`, rule);
    if (result.allowed) return;
    // The error handler keeps headers set before the throw.
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('rate_limited', tooManyRequestsMessage(result.retryAfterSeconds));
  };
}
