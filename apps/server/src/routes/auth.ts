// Accounts: register, login, logout and the current user (docs/spec/owner-side.md §4, §5, §7).
import { currentUser as currentUserRoute, login, logout, register } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clearSessionCookie, currentUser, setDeviceCookie, setSessionCookie } from '../context.ts';
import { route } from '../http/define-route.ts';
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
    return reply.code(201).send({ success: true, user, message: 'Registration successful' });
  });

  route(app, login, {}, async (req, reply) => {
    const { user, newDeviceToken } = await auth.login(req.body, req.ip, req.cookies[DEVICE_COOKIE]);
    if (newDeviceToken) setDeviceCookie(req, reply, newDeviceToken);
    // Rotate: drop the session the browser came with, issue a new one.
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    const token = await auth.createSession(user.id);
    setSessionCookie(req, reply, token, SESSION_TTL_MS / 1000);
    return { success: true as const, user, message: 'Login successful' };
  });

  route(app, logout, {}, async (req, reply) => {
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(req, reply);
    return { success: true as const, message: 'Logged out successfully' };
  });
};
