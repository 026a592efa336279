import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/contracts/common';
import {
  bookingThreadParams,
  conversationsQuery,
  conversationsResponse,
  inquiryThreadParams,
  sendMessageBody,
  threadMessage,
  threadMessagesQuery,
  threadMessagesResponse,
  unreadCountResponse,
} from '@shared/contracts/messaging';
import { actorOf } from '../../platform/activity-log';
import { requestLocale } from '../../platform/texts';
import { permissionGate } from '../../platform/viewer';
import type { ThreadSubject } from './messaging.repository';
import { getThreadMessages, getUnreadCount, listConversations, markThreadRead, sendThreadMessage } from './messaging.service';
import { ROW_READ_ERRORS } from '../../platform/errors';


/** The same four routes for inquiry threads and booking threads. */
const threadKinds = [
  {
    tag: 'inquiry',
    base: '/api/inquiries/:inquiryId/messages',
    params: inquiryThreadParams,
    subject: (params: { inquiryId: string }): ThreadSubject => ({ inquiryId: params.inquiryId }),
  },
  {
    tag: 'booking',
    base: '/api/bookings/:bookingId/messages',
    params: bookingThreadParams,
    subject: (params: { bookingId: string }): ThreadSubject => ({ bookingId: params.bookingId }),
  },
] as const;

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of threadKinds) {
    // Each kind keeps its own params type; the loop only saves writing the routes twice.
    const subjectOf = kind.subject as (params: unknown) => ThreadSubject;

    app.get(
      kind.base,
      {
        preValidation: permissionGate('thread:use'),
        schema: {
          tags: ['messaging'],
          summary: `A page of the ${kind.tag}'s thread, oldest first: the newest messages, or those before a message id (participants)`,
          params: kind.params,
          querystring: threadMessagesQuery,
          response: { 200: threadMessagesResponse, ...ROW_READ_ERRORS },
        },
      },
      async (request) => getThreadMessages(app.ctx.db, request.viewer, subjectOf(request.params), request.query, requestLocale(request)),
    );

    app.post(
      kind.base,
      {
        preValidation: permissionGate('thread:use'),
        schema: {
          tags: ['messaging'],
          summary: `Send a message in the ${kind.tag}'s thread (participants; 403 while Messaging is switched off)`,
          params: kind.params,
          body: sendMessageBody,
          response: { 201: threadMessage, ...ROW_READ_ERRORS, 403: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const message = await sendThreadMessage(
          app.ctx,
          actorOf(request),
          subjectOf(request.params),
          request.body.body,
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      `${kind.base}/read`,
      {
        preValidation: permissionGate('thread:use'),
        schema: {
          tags: ['messaging'],
          summary: `Mark every message from others in the ${kind.tag}'s thread read for the signed-in user`,
          params: kind.params,
          response: { 204: z.null(), ...ROW_READ_ERRORS },
        },
      },
      async (request, reply) => {
        await markThreadRead(app.ctx, request.viewer, subjectOf(request.params));
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/conversations',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['messaging'],
        summary: "The signed-in user's conversations, latest activity first, with unread counts",
        querystring: conversationsQuery,
        response: { 200: conversationsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listConversations(app.ctx.db, request.viewer, request.query, requestLocale(request)),
  );

  app.get(
    '/api/messages/unread-count',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['messaging'],
        summary: 'Unread messages from others across the signed-in user’s conversations',
        response: { 200: unreadCountResponse, 401: errorResponse },
      },
    },
    async (request) => ({ count: await getUnreadCount(app.ctx.db, request.viewer) }),
  );
};
