import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { wellFormedInput } from '@shared/contracts/common';

/**
 * The zod validator of every route, with one rule added in front of each schema (params, query,
 * body): text with a NUL byte or a lone surrogate is a 400 on that field, for every route at once.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: wellFormedInput(route.schema) });
