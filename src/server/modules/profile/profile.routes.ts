import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import {
  payoutBankAccount,
  payoutBankAccountResponse,
  profile,
  profileLocaleBody,
  profileNameBody,
  updatePayoutBankAccountBody,
  updateProfileBody,
} from '@shared/contracts/profile';
import { actorOf } from '../../platform/activity-log';
import { permissionGate } from '../../platform/viewer';
import { getPayoutBankAccount, getProfile, setPayoutBankAccount, setProfileLocale, setProfileNames, updateProfile } from './profile.service';

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

  app.put(
    '/api/profile/locale',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['profile'],
        summary: 'Keep the language the signed-in user chose: the product opens in it at their next sign-in (decision 231)',
        body: profileLocaleBody,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      await setProfileLocale(app.ctx, request.viewer, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/profile/bank-account',
    {
      preValidation: permissionGate('payout-account:manage'),
      schema: {
        tags: ['profile'],
        summary: "The signed-in warehouse owner's payout bank account (IBAN in full and masked), or null before one is saved",
        response: { 200: payoutBankAccountResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ bankAccount: await getPayoutBankAccount(app.ctx.db, request.viewer) }),
  );

  app.put(
    '/api/profile/bank-account',
    {
      preValidation: permissionGate('payout-account:manage'),
      schema: {
        tags: ['profile'],
        summary:
          "Set the signed-in warehouse owner's payout bank account (IBAN checked by its check digits, BIC by its shape); asks for the current password again and e-mails the owner",
        body: updatePayoutBankAccountBody,
        response: { 200: payoutBankAccount, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request) => setPayoutBankAccount(app.ctx, actorOf(request), request.body),
  );
};
