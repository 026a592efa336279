import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { profile, profileNameBody, updateProfileBody } from '@shared/contracts/profile';
import { permissionGate } from '../../platform/viewer';
import { getProfile, setProfileNames, updateProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user\'s profile, with the account email (read-only)',
        response: { 200: profile, 401: errorResponse },
      },
    },
    async (request) => getProfile(app.ctx.db, request.viewer),
  );

  app.put(
    '/api/profile',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['profile'],
        summary: 'Replace the signed-in user\'s profile; first and last name are required, the account email cannot change',
        body: updateProfileBody,
        response: { 200: profile, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => updateProfile(app.ctx, request.viewer, request.body),
  );

  app.put(
    '/api/profile/name',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['profile'],
        summary: "The step after the first sign-in: set the signed-in user's first and last name (and company); the rest stays",
        body: profileNameBody,
        response: { 200: profile, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => setProfileNames(app.ctx, request.viewer, request.body),
  );
};
