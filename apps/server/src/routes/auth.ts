// Accounts: register, login, logout and the current user (docs/spec/owner-side.md §4, §5, §7).
import {
  currentUser as currentUserRoute,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_LINK_SENT_MESSAGE,
  login,
  logout,
  register,
  requestEmailLink,
  verifyEmailLink,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  claimDraftOnSignIn,
  clearSessionCookie,
  currentUser,
  setDeviceCookie,
  setSessionCookie,
} from '../context.ts';
import { badRequest } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { requestOrigin } from '../http/origin.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../services/auth.ts';
import { DEVICE_COOKIE } from '../services/trusted-devices.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.ctx;

  route(app, currentUserRoute, {}, async (req) => {
    const user = await currentUser(req);
    return { success: true as const, isAuthenticated: Boolean(user), user };
  });

  route(app, register, {}, async (req, reply) => {
    const user = await auth.register(req.body);
    const token = await auth.createSession(user.id);
    setSessionCookie(req, reply, token, SESSION_TTL_MS / 1000);
    setDeviceCookie(req, reply, await auth.issueDevice(user.id));
    const claimedFormId = await claimDraftOnSignIn(req, reply, user.id);
    return reply.code(201).send({
      success: true,
      user,
      message: 'Registration successful',
      ...(claimedFormId ? { claimedFormId } : {}),
    });
  });

  route(app, login, {}, async (req, reply) => {
    const { user, newDeviceToken } = await auth.login(req.body, req.ip, req.cookies[DEVICE_COOKIE]);
    if (newDeviceToken) setDeviceCookie(req, reply, newDeviceToken);
    // Rotate: drop the session the browser came with, issue a new one.
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    const token = await auth.createSession(user.id);
    setSessionCookie(req, reply, token, SESSION_TTL_MS / 1000);
    const claimedFormId = await claimDraftOnSignIn(req, reply, user.id);
    return {
      success: true as const,
      user,
      message: 'Login successful',
      ...(claimedFormId ? { claimedFormId } : {}),
    };
  });

  route(app, requestEmailLink, { limits: [LIMITS.emailLink] }, async (req) => {
    // Not awaited: the answer takes the same time whether the address has an account or not.
    auth.requestEmailLink(req.body.email, requestOrigin(req), req.body.next).catch((err: unknown) => {
      req.log.error({ err }, 'sign-in link not sent');
    });
    return { success: true as const, message: EMAIL_LINK_SENT_MESSAGE };
  });

  route(app, verifyEmailLink, {}, async (req, reply) => {
    const user = await auth.verifyEmailLink(req.body.token);
    if (!user) throw badRequest(EMAIL_LINK_INVALID_MESSAGE);
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    setSessionCookie(req, reply, await auth.createSession(user.id), SESSION_TTL_MS / 1000);
    setDeviceCookie(req, reply, await auth.issueDevice(user.id));
    const claimedFormId = await claimDraftOnSignIn(req, reply, user.id);
    return {
      success: true as const,
      user,
      message: 'Login successful',
      ...(claimedFormId ? { claimedFormId } : {}),
    };
  });

  route(app, logout, {}, async (req, reply) => {
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(req, reply);
    return { success: true as const, message: 'Logged out successfully' };
  });
};
