// Admin sign-in by one-time e-mail link (docs/spec/owner-side.md §6): login, verify, status, logout.
import { adminLogin, adminLogout, adminStatus, adminVerify } from '@forms-engine/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { inBackground, isSecureRequest } from '../context.ts';
import { route } from '../http/define-route.ts';
import { requestOrigin } from '../http/origin.ts';
import { LIMITS } from '../plugins/rate-limits.ts';
import { ADMIN_COOKIE, ADMIN_LOGIN_MESSAGE, ADMIN_SESSION_TTL_MS } from '../services/admin.ts';

function cookieOptions(req: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(req, req.server.ctx.config),
  };
}

export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { admin } = app.ctx;

  route(app, adminLogin, { limits: [LIMITS.adminLogin] }, async (req) => {
    // Not awaited: an allowed address must not answer slower than any other (no account enumeration).
    inBackground(
      app.ctx,
      admin
        .requestLink(req.body.email, requestOrigin(req))
        .catch((err) => req.log.error({ err }, 'admin sign-in link failed')),
    );
    return { success: true as const, message: ADMIN_LOGIN_MESSAGE };
  });

  route(app, adminVerify, {}, async (req, reply) => {
    const session = await admin.verify(req.query.token);
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

  route(app, adminStatus, {}, async (req) => {
    const email = await admin.emailForSession(req.cookies[ADMIN_COOKIE]);
    return { success: true as const, isAuthenticated: Boolean(email), user: email ? { email } : null };
  });

  route(app, adminLogout, {}, async (req, reply) => {
    await admin.logout(req.cookies[ADMIN_COOKIE]);
    reply.clearCookie(ADMIN_COOKIE, cookieOptions(req));
    return { success: true as const, message: 'Logged out' };
  });
};
