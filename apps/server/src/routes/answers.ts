// Answers API (docs/spec/respondent-side.md §7): answer sessions, temporary saves and submissions.
import {
  createAnswerSession,
  openAnswerSession,
  readTempResponse,
  recoverAnswerSession,
  sendVerificationCode,
  checkVerificationCode,
  saveTempResponse,
  submitForm,
  submitGeneric,
  ZFormId,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { parseWith } from '../http/parse.ts';
import { fromBody, fromParams, RESPONDENT } from '../plugins/rate-limits.ts';
import { sessionVisitor } from '../services/destinations/visitor.ts';

export const answersRoutes: FastifyPluginAsync = async (app) => {
  const { answers } = app.ctx;

  route(app, createAnswerSession, { respondent: [RESPONDENT.session] }, async (req, reply) =>
    reply.code(201).send(await answers.createSession(req.params.id)),
  );

  // The same session under an id the page chose, and optionally its answers so far: the /embed page's inline
  // script before the runner takes over, so an answer left within the opening call's round trip is kept (the call
  // can be repeated). The session rule (per-form caps) and the saves rule (per session per minute) both apply.
  route(
    app,
    openAnswerSession,
    { respondent: [RESPONDENT.session, RESPONDENT.saves] },
    async (req, reply) => {
      const { id, sessionId } = req.params;
      const session = await answers.openSession(
        id,
        sessionId,
        req.body?.variant,
        req.body?.visitor && sessionVisitor(req.body.visitor, req.ip, req.headers['user-agent']),
      );
      const tempResponse = req.body?.tempResponse;
      if (tempResponse) await answers.saveTemp(sessionId, tempResponse, req.body?.path);
      return reply
        .code(session.created ? 201 : 200)
        .send({ sessionId: session.sessionId, sessionNo: session.sessionNo });
    },
  );

  route(app, saveTempResponse, { respondent: [RESPONDENT.saves] }, async (req) => {
    const result = await answers.saveTemp(req.params.sessionId, req.body.tempResponse, req.body.path);
    return { success: true as const, saved: result.saved };
  });

  // The saved partial answers, for a respondent coming back (resume); the session id is the only key to them.
  route(app, readTempResponse, { respondent: [RESPONDENT.saves] }, async (req) =>
    answers.resume(req.params.sessionId),
  );

  route(app, recoverAnswerSession, { respondent: [RESPONDENT.recover] }, async (req) =>
    app.ctx.recovery.exchange(req.body.token),
  );

  route(app, sendVerificationCode, { respondent: [RESPONDENT.saves] }, async (req) =>
    app.ctx.verification.send(req.params.sessionId, req.body.channel, req.body.value, req.body.country),
  );

  route(app, checkVerificationCode, { respondent: [RESPONDENT.saves] }, async (req) =>
    app.ctx.verification.check(req.params.sessionId, req.body.channel, req.body.code),
  );

  route(app, submitForm, { respondent: [RESPONDENT.submit(fromParams)] }, async (req) => {
    const result = await answers.submit(req.params.id, req.body);
    return { success: true as const, id: result.id, ...(result.held ? { held: true as const } : {}) };
  });

  route(
    app,
    submitGeneric,
    { respondent: [RESPONDENT.submit(fromBody('form_config_id'), 'generic')] },
    async (req) => {
      const input = req.body;
      if (Object.keys(input.response.formData).length === 0) throw badRequest('Response is empty');
      if (input.form_config_id === null || input.form_config_id === undefined) {
        throw badRequest('form_config_id is required');
      }
      // The same checks as /api/forms/{id}/submit: the generic shape only says where the form and answers are.
      const result = await answers.submit(
        parseWith(ZFormId, input.form_config_id),
        input.response.formData,
        'generic',
      );
      return { success: true as const, id: result.id };
    },
  );
};
