import { z } from 'zod';

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export const idParams = z.object({ id: z.uuid({ message: 'Invalid id' }) });
