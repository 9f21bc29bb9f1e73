// Admin sign-in by one-time e-mail link (docs/spec/owner-side.md §6): login, verify, status, logout.
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccessMessage } from './contract.ts';

export const ZAdminLoginInput = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(320),
});

const tag = API_TAGS.admin;

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/api/admin/login',
  auth: 'public',
  tag,
  summary: 'E-mails a one-time sign-in link when the address is allowed (same answer either way)',
  body: ZAdminLoginInput,
  response: { 200: ZSuccessMessage, 429: ZError },
});

export const adminVerify = defineRoute({
  method: 'GET',
  path: '/api/admin/verify',
  auth: 'public',
  tag,
  summary: 'The e-mailed link: opens an admin session and redirects to the app',
  query: z.object({ token: z.string().optional() }),
  response: {
    303: { contentType: 'text/html', description: 'Signed in; redirect to /' },
    400: { contentType: 'text/html', description: 'The link is invalid, expired or already used' },
  },
});

export const adminStatus = defineRoute({
  method: 'GET',
  path: '/api/admin/status',
  auth: 'public',
  tag,
  summary: 'Whether this browser has an admin session',
  response: {
    200: successWith({
      isAuthenticated: z.boolean(),
      user: z.object({ email: z.string() }).nullable(),
    }),
  },
});

export const adminLogout = defineRoute({
  method: 'POST',
  path: '/api/admin/logout',
  auth: 'public',
  tag,
  summary: 'Ends the admin session',
  response: { 200: ZSuccessMessage },
});
