import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES } from '@shared/errors';
import { AppError } from './errors';
import type { RateLimitRule } from './rate-limit';

/**
 * Re-encoding is the most CPU-hungry thing the server does; a form uploads at most 20 at once. One
 * count per user across both upload routes (the warehouse images and the single-space catalogue's).
 */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const satisfies RateLimitRule;

/**
 * The one file of a multipart body, in memory (at most MAX_IMAGE_BYTES: @fastify/multipart's limits,
 * set in app.ts, stop reading past it). Too large: 413; no "file" field: 400.
 * Every image upload route reads its file through this one function.
 * Anything else that goes wrong here is the body itself (no boundary, an empty one, a body cut off
 * mid-part): the parser throws plain errors for those, and they are the client's, so 400, never 500.
 */
export async function readImageFile(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', IMAGE_MESSAGES.required);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError('bad_request', IMAGE_MESSAGES.required);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge);
    }
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError('bad_request', IMAGE_MESSAGES.required);
    throw Object.assign(new AppError('bad_request', IMAGE_MESSAGES.malformedUpload), { cause: error });
  }
}
