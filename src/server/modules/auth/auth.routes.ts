import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginBody,
  loginResponse,
  messageResponse,
  passwordResetBody,
  passwordResetRequestBody,
  registerBody,
  registerResponse,
  resendVerificationBody,
  sessionResponse,
  signInChallenge,
  verifyEmailBody,
} from '@shared/contracts/auth';
import { errorResponse } from '@shared/contracts/common';
import {
  AUTH_MESSAGES,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  tooManyAttemptsMessage,
  VERIFICATION_RESENT,
} from '@shared/errors';
import type { Database } from '../../db/client';
import { RateLimitedError } from '../../platform/errors';
import { SESSION_COOKIE } from '../../platform/session';
import { namedLocale } from '../../platform/texts';
import { challengeSecretsOf, createSignInChallenge, requireChallengeIfAsked } from './auth.challenge';
import { type AuthRateLimitedAction, beginSignInAttempt, consumeAuthRateLimits, DEVICE_COOKIE, SIGN_IN_LIMITS } from './auth.rate-limits';
import {
  endSession,
  login,
  type NewSession,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service';
import { dummyPasswordHash } from './passwords';

const tags = ['auth'];

/** Refuses the request with 429 and retry-after when this client or this email tried too often. */
async function enforceRateLimit(db: Database, request: FastifyRequest, action: AuthRateLimitedAction, email: string) {
  const result = await consumeAuthRateLimits(db, action, { ip: request.ip, email });
  if (!result.allowed) refuse(result.retryAfterSeconds);
}

function refuse(retryAfterSeconds: number): never {
  throw new RateLimitedError(tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds);
}

function sessionMeta(request: FastifyRequest) {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const secureCookie = new URL(config.publicUrl).protocol === 'https:';
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookie } as const;
  // Computed now, so the first sign-in with an unknown email does not take longer than the rest.
  await dummyPasswordHash();
  const secrets = challengeSecretsOf(db);

  function setSessionCookie(reply: FastifyReply, session: NewSession) {
    reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, maxAge: config.sessionTtlDays * 24 * 60 * 60 });
  }

  /**
   * Asking for an emailed link by address: rate limited, then the same answer whether or not the
   * account exists. The lookup and the email follow the answer, so a known email takes no longer to
   * answer than an unknown one.
   */
  function addEmailedLinkRoute(route: {
    url: string;
    summary: string;
    body: typeof resendVerificationBody;
    action: AuthRateLimitedAction;
    answer: string;
    /** The emailing, after the answer; `label` names it in the log if it fails. */
    label: string;
    send: (email: string) => Promise<void>;
  }) {
    app.post(
      route.url,
      { schema: { tags, summary: route.summary, body: route.body, response: { 200: messageResponse, 400: errorResponse, 429: errorResponse } } },
      async (request) => {
        await enforceRateLimit(db, request, route.action, request.body.email);
        const { email } = request.body;
        app.ctx.deferred.defer(route.label, () => route.send(email));
        return { message: route.answer };
      },
    );
  }

  app.get(
    '/api/auth/session',
    { schema: { tags, summary: 'The signed-in user, or null', response: { 200: sessionResponse } } },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) return { user: null };
      const { id, email, firstName, lastName, locale, roles } = viewer;
      return { user: { id, email, firstName, lastName, locale, roles } };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account (unverified) and email a verification link; does not sign in',
        body: registerBody,
        response: { 201: registerResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, request, 'register', request.body.email);
      await register(db, config, request.body, namedLocale(request));
      return reply.status(201).send({ message: AUTH_MESSAGES.checkEmail });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Follow the emailed verification link: verifies the email and signs in',
        body: verifyEmailBody,
        response: { 200: sessionResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { user, session } = await verifyEmail(db, config, request.body.token, sessionMeta(request));
      setSessionCookie(reply, session);
      return { user };
    },
  );

  addEmailedLinkRoute({
    url: '/api/auth/resend-verification',
    summary: 'Email a new verification link (same answer whether or not the account exists)',
    body: resendVerificationBody,
    action: 'resend-verification',
    answer: VERIFICATION_RESENT,
    label: 'resend verification',
    send: (email) => resendVerification(db, config, email),
  });

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password; sets the session cookie and answers the bearer token',
        body: loginBody,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 428: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const attempt = { ip: request.ip, email: request.body.email, deviceToken: request.cookies[DEVICE_COOKIE] };
      await requireChallengeIfAsked(db, secrets, attempt, request.body.challenge);
      const gate = await beginSignInAttempt(db, attempt);
      if (!gate.allowed) refuse(gate.retryAfterSeconds);
      // An account under distributed guessing: every attempt waits for its turn, the right password
      // too, so the wait tells nothing; a browser the holder signed in from does not wait.
      if (gate.delayMs > 0) await sleep(gate.delayMs);
      const { user, session, deviceToken } = await login(db, config, request.body, { ...sessionMeta(request), attempt: gate.attempt });
      setSessionCookie(reply, session);
      // Only sign-in reads it, so no other request carries it.
      reply.setCookie(DEVICE_COOKIE, deviceToken, { ...cookieOptions, path: '/api/auth', maxAge: SIGN_IN_LIMITS.trustedDeviceDays * 24 * 60 * 60 });
      return { user, token: session.token };
    },
  );

  app.get(
    '/api/auth/sign-in-challenge',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge, for a sign-in from an address with many failures (428 challenge_required)',
        response: { 200: signInChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createSignInChallenge(await secrets());
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.ctx, request.sessionToken, request.viewer);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  addEmailedLinkRoute({
    url: '/api/auth/password-reset/request',
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    body: passwordResetRequestBody,
    action: 'password-reset',
    answer: PASSWORD_RESET_REQUESTED,
    label: 'password reset request',
    send: (email) => requestPasswordReset(db, config, email),
  });

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset or set-password link; ends every session of the user',
        body: passwordResetBody,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
