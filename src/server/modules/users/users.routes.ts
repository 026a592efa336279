import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  adminUser,
  createUserBody,
  listUsersQuery,
  listUsersResponse,
  updateUserRolesBody,
  updateUserStatusBody,
  updateVatVerificationBody,
} from '@shared/contracts/users';
import { actorOf } from '../../platform/activity-log';
import { permissionGate } from '../../platform/viewer';
import { createUser, listUsers, updateUserRoles, updateUserStatus, updateVatVerification } from './users.service';

const adminErrors = { 401: errorResponse, 403: errorResponse } as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      preValidation: permissionGate('users:manage'),
      schema: {
        tags: ['users'],
        summary: 'Users with their roles, newest first; search matches email and name (administrator)',
        querystring: listUsersQuery,
        response: { 200: listUsersResponse, 400: errorResponse, ...adminErrors },
      },
    },
    async (request) => listUsers(app.ctx.db, request.viewer, request.query),
  );

  app.post(
    '/api/admin/users',
    {
      preValidation: permissionGate('users:manage'),
      schema: {
        tags: ['users'],
        summary: 'Add a user: verified and active at once; roles default to customer (administrator)',
        body: createUserBody,
        response: { 201: adminUser, 400: errorResponse, ...adminErrors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.ctx, actorOf(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    {
      preValidation: permissionGate('users:manage'),
      schema: {
        tags: ['users'],
        summary: 'Activate or deactivate a user; deactivating signs them out everywhere (administrator)',
        params: idParams,
        body: updateUserStatusBody,
        response: { 200: adminUser, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      updateUserStatus(app.ctx, actorOf(request), request.params.id, request.body.isActive),
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      preValidation: permissionGate('users:manage'),
      schema: {
        tags: ['users'],
        summary: 'Set a user\'s roles; unknown names are dropped (administrator)',
        params: idParams,
        body: updateUserRolesBody,
        response: { 200: adminUser, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => updateUserRoles(app.ctx, actorOf(request), request.params.id, request.body.roles),
  );

  app.put(
    '/api/admin/users/:id/vat-verification',
    {
      preValidation: permissionGate('users:manage'),
      schema: {
        tags: ['users'],
        summary:
          "Mark the VAT number of a user's profile verified, or withdraw the verification; 409 when the profile has no number or no longer the one checked (administrator)",
        params: idParams,
        body: updateVatVerificationBody,
        response: { 200: adminUser, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => updateVatVerification(app.ctx, actorOf(request), request.params.id, request.body),
  );
};
