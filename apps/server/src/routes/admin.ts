// Admin sign-in by one-time e-mail link (owner-side section 6): login, verify, status, logout.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSecureRequest } from '../context.ts';
import { enforceLimit } from '../plugins/rate-limits.ts';
import { ADMIN_COOKIE, ADMIN_LOGIN_MESSAGE, ADMIN_SESSION_TTL_MS, AdminService } from '../services/admin.ts';
import { parseWith } from './parse.ts';
import { requestOrigin } from './public-api.ts';

const ZAdminLoginInput = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(320),
});

function cookieOptions(req: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(req, req.server.ctx.config),
  };
}

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.ctx;
  const admin = new AdminService(app.ctx.database.db, app.ctx.limiter, {
    adminEmails: config.adminEmails,
    mail: () => app.ctx.mail,
  });

  app.post('/api/admin/login', async (req, reply) => {
    await enforceLimit(
      req,
      reply,
      `rl:admin-login:ip:${req.ip}`,
      config.limits.adminLoginPerIpPerHour,
      3_600_000,
    );
    const { email } = parseWith(ZAdminLoginInput, req.body);
    // Not awaited: an allowed address must not answer slower than any other (no account enumeration).
    admin
      .requestLink(email, requestOrigin(req))
      .catch((err) => req.log.error({ err }, 'admin sign-in link failed'));
    return { success: true, message: ADMIN_LOGIN_MESSAGE };
  });

  app.get('/api/admin/verify', async (req, reply: FastifyReply) => {
    const { token } = req.query as { token?: string };
    const session = await admin.verify(typeof token === 'string' ? token : undefined);
    reply.header('Cache-Control', 'no-store');
    if (!session) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in link invalid</title></head><body style="font-family:system-ui,sans-serif;padding:40px"><h1>This sign-in link is invalid, expired or already used.</h1><p><a href="/">Back to Forms Engine</a></p></body></html>',
        );
    }
    reply.setCookie(ADMIN_COOKIE, session.sessionToken, {
      ...cookieOptions(req),
      maxAge: ADMIN_SESSION_TTL_MS / 1000,
    });
    return reply.redirect('/', 303);
  });

  app.get('/api/admin/status', async (req) => {
    const email = await admin.emailForSession(req.cookies[ADMIN_COOKIE]);
    return { success: true, isAuthenticated: Boolean(email), user: email ? { email } : null };
  });

  app.post('/api/admin/logout', async (req, reply) => {
    await admin.logout(req.cookies[ADMIN_COOKIE]);
    reply.clearCookie(ADMIN_COOKIE, cookieOptions(req));
    return { success: true, message: 'Logged out' };
  });
};
