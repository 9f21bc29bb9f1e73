// Accounts: register, login, logout and the current user (owner-side sections 4, 5, 7).
import type { FastifyPluginAsync } from 'fastify';
import { clearSessionCookie, currentUser, setDeviceCookie, setSessionCookie } from '../context.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../services/auth.ts';
import { DEVICE_COOKIE } from '../services/trusted-devices.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.ctx;

  app.get('/api/auth/user', async (req) => {
    const user = await currentUser(req);
    return { success: true, isAuthenticated: Boolean(user), user };
  });

  app.post('/api/auth/register', async (req, reply) => {
    const user = await auth.register(req.body);
    const token = await auth.createSession(user.id);
    setSessionCookie(req, reply, token, SESSION_TTL_MS / 1000);
    setDeviceCookie(req, reply, await auth.issueDevice(user.id));
    return reply.code(201).send({ success: true, user, message: 'Registration successful' });
  });

  app.post('/api/auth/login', async (req, reply) => {
    const { user, newDeviceToken } = await auth.login(req.body, req.ip, req.cookies[DEVICE_COOKIE]);
    if (newDeviceToken) setDeviceCookie(req, reply, newDeviceToken);
    // Rotate: drop the session the browser came with, issue a new one.
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    const token = await auth.createSession(user.id);
    setSessionCookie(req, reply, token, SESSION_TTL_MS / 1000);
    return { success: true, user, message: 'Login successful' };
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await auth.destroySession(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(req, reply);
    return { success: true, message: 'Logged out successfully' };
  });
};
