import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  createInquiriesBody,
  createInquiriesResponse,
  inquiryDetail,
  listAdminInquiriesQuery,
  listAdminInquiriesResponse,
  listInquiriesQuery,
  listInquiriesResponse,
  updateInquiryBody,
} from '@shared/contracts/inquiries';
import { actorOf } from '../../platform/activity-log';
import { ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import {
  createInquiries,
  getAdminInquiry,
  getInquiry,
  listAdminInquiries,
  listMyInquiries,
  updateInquiry,
} from './inquiries.service';

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/inquiries',
    {
      preValidation: permissionGate('inquiry:create'),
      schema: {
        tags: ['inquiries'],
        summary:
          'Send an inquiry: one per warehouse, each submitted at once and checked on its own; 201 when at least one was created (customer)',
        body: createInquiriesBody,
        response: {
          201: createInquiriesResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          500: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await createInquiries(app.ctx, actorOf(request), request.body, request.log);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/inquiries',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['inquiries'],
        summary: "The signed-in trader's own inquiries, newest first, optionally of one status",
        querystring: listInquiriesQuery,
        response: { 200: listInquiriesResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listMyInquiries(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/inquiries/:id',
    {
      preValidation: permissionGate('inquiry:view'),
      schema: {
        tags: ['inquiries'],
        summary: 'One inquiry, for the trader who sent it or an administrator (404 for anyone else)',
        params: idParams,
        response: { 200: inquiryDetail, ...ROW_READ_ERRORS },
      },
    },
    async (request) => getInquiry(app.ctx.db, request.viewer, request.params.id),
  );

  app.put(
    '/api/inquiries/:id',
    {
      preValidation: permissionGate('inquiry:edit'),
      schema: {
        tags: ['inquiries'],
        summary:
          "Replace an inquiry's requirements while it is editable; submit: true submits a draft (the trader who sent it)",
        params: idParams,
        body: updateInquiryBody,
        response: {
          200: inquiryDetail,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => updateInquiry(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/inquiries',
    {
      preValidation: permissionGate('inquiries:manage'),
      schema: {
        tags: ['inquiries'],
        summary: 'Every inquiry with its customer and warehouse, newest first; filter by status, search customer or warehouse (administrator)',
        querystring: listAdminInquiriesQuery,
        response: { 200: listAdminInquiriesResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listAdminInquiries(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/admin/inquiries/:id',
    {
      preValidation: permissionGate('inquiries:manage'),
      schema: {
        tags: ['inquiries'],
        summary: "One inquiry with the customer's email and the warehouse's available spaces (administrator)",
        params: idParams,
        response: { 200: inquiryDetail, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getAdminInquiry(app.ctx.db, request.viewer, request.params.id),
  );
};
