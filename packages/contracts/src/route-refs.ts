// Generated from the route contracts by route-refs.test.ts (WRITE_ROUTE_REFS=1): every contract as a RouteRef,
// method and path only, for the owner app. Do not edit by hand.
import type * as abTests from './ab-tests.types.ts';
import type * as admin from './admin.types.ts';
import type * as answers from './answers.types.ts';
import type * as auth from './auth.types.ts';
import type * as bookings from './bookings.types.ts';
import type * as consoleApi from './console.types.ts';
import type * as credits from './credits.types.ts';
import type * as documents from './documents.types.ts';
import type * as domains from './domains.types.ts';
import type * as formSettings from './form-settings.types.ts';
import type * as forms from './forms.types.ts';
import type * as funnel from './funnel.types.ts';
import type * as generation from './generation.types.ts';
import type * as geo from './geo.types.ts';
import type * as hooks from './hooks.types.ts';
import type * as integrations from './integrations.types.ts';
import type * as operations from './operations.types.ts';
import type * as publicApi from './public-api.types.ts';
import type * as responses from './responses.types.ts';
import type * as settings from './settings.types.ts';
import type * as tracking from './tracking.types.ts';
import type * as webhook from './webhook.types.ts';
import { ref } from './route-ref.ts';

/** @public */
export const getAbTest = /* @__PURE__ */ ref<typeof abTests.getAbTest>('GET', '/api/forms/:id/ab-test');
/** @public */
export const startAbTest = /* @__PURE__ */ ref<typeof abTests.startAbTest>('POST', '/api/forms/:id/ab-test');
/** @public */
export const setAbVariantConfig = /* @__PURE__ */ ref<typeof abTests.setAbVariantConfig>(
  'PUT',
  '/api/forms/:id/ab-test/variants/:key',
);
/** @public */
export const endAbTest = /* @__PURE__ */ ref<typeof abTests.endAbTest>('POST', '/api/forms/:id/ab-test/end');
/** @public */
export const adminLogin = /* @__PURE__ */ ref<typeof admin.adminLogin>('POST', '/api/admin/login');
/** @public */
export const adminVerify = /* @__PURE__ */ ref<typeof admin.adminVerify>('GET', '/api/admin/verify');
/** @public */
export const adminStatus = /* @__PURE__ */ ref<typeof admin.adminStatus>('GET', '/api/admin/status');
/** @public */
export const adminLogout = /* @__PURE__ */ ref<typeof admin.adminLogout>('POST', '/api/admin/logout');
/** @public */
export const createAnswerSession = /* @__PURE__ */ ref<typeof answers.createAnswerSession>(
  'POST',
  '/api/forms/:id/session',
);
/** @public */
export const openAnswerSession = /* @__PURE__ */ ref<typeof answers.openAnswerSession>(
  'PUT',
  '/api/forms/:id/sessions/:sessionId',
);
/** @public */
export const saveTempResponse = /* @__PURE__ */ ref<typeof answers.saveTempResponse>(
  'PATCH',
  '/api/sessions/:sessionId/temp-response',
);
/** @public */
export const readTempResponse = /* @__PURE__ */ ref<typeof answers.readTempResponse>(
  'GET',
  '/api/sessions/:sessionId/temp-response',
);
/** @public */
export const recoverAnswerSession = /* @__PURE__ */ ref<typeof answers.recoverAnswerSession>(
  'POST',
  '/api/sessions/recover',
);
/** @public */
export const sendVerificationCode = /* @__PURE__ */ ref<typeof answers.sendVerificationCode>(
  'POST',
  '/api/sessions/:sessionId/verification',
);
/** @public */
export const checkVerificationCode = /* @__PURE__ */ ref<typeof answers.checkVerificationCode>(
  'POST',
  '/api/sessions/:sessionId/verification/check',
);
/** @public */
export const submitForm = /* @__PURE__ */ ref<typeof answers.submitForm>('POST', '/api/forms/:id/submit');
/** @public */
export const submitGeneric = /* @__PURE__ */ ref<typeof answers.submitGeneric>('POST', '/api/submit');
/** @public */
export const currentUser = /* @__PURE__ */ ref<typeof auth.currentUser>('GET', '/api/auth/user');
/** @public */
export const register = /* @__PURE__ */ ref<typeof auth.register>('POST', '/api/auth/register');
/** @public */
export const login = /* @__PURE__ */ ref<typeof auth.login>('POST', '/api/auth/login');
/** @public */
export const requestEmailLink = /* @__PURE__ */ ref<typeof auth.requestEmailLink>(
  'POST',
  '/api/auth/email-link',
);
/** @public */
export const verifyEmailLink = /* @__PURE__ */ ref<typeof auth.verifyEmailLink>(
  'POST',
  '/api/auth/email-link/verify',
);
/** @public */
export const logout = /* @__PURE__ */ ref<typeof auth.logout>('POST', '/api/auth/logout');
/** @public */
export const getBookingWebhook = /* @__PURE__ */ ref<typeof bookings.getBookingWebhook>(
  'GET',
  '/api/forms/:id/booking-webhook',
);
/** @public */
export const calcomBookingWebhook = /* @__PURE__ */ ref<typeof bookings.calcomBookingWebhook>(
  'POST',
  '/api/bookings/calcom/:formId',
);
/** @public */
export const calendlyBookingWebhook = /* @__PURE__ */ ref<typeof bookings.calendlyBookingWebhook>(
  'POST',
  '/api/bookings/calendly/:formId',
);
/** @public */
export const getConsole = /* @__PURE__ */ ref<typeof consoleApi.getConsole>('GET', '/api/console/:formId');
/** @public */
export const putConsole = /* @__PURE__ */ ref<typeof consoleApi.putConsole>('PUT', '/api/console/:formId');
/** @public */
export const consolePublic = /* @__PURE__ */ ref<typeof consoleApi.consolePublic>(
  'GET',
  '/api/forms/:id/console-public',
);
/** @public */
export const userCredits = /* @__PURE__ */ ref<typeof credits.userCredits>('GET', '/api/user/credits');
/** @public */
export const purchaseCredits = /* @__PURE__ */ ref<typeof credits.purchaseCredits>(
  'POST',
  '/api/purchase-credits',
);
/** @public */
export const stripeWebhook = /* @__PURE__ */ ref<typeof credits.stripeWebhook>('POST', '/api/stripe/webhook');
/** @public */
export const testCheckoutPage = /* @__PURE__ */ ref<typeof credits.testCheckoutPage>(
  'GET',
  '/checkout/test/:sessionId',
);
/** @public */
export const testCheckoutPay = /* @__PURE__ */ ref<typeof credits.testCheckoutPay>(
  'POST',
  '/checkout/test/:sessionId',
);
/** @public */
export const uploadDocument = /* @__PURE__ */ ref<typeof documents.uploadDocument>(
  'POST',
  '/api/upload-document',
);
/** @public */
export const getDocument = /* @__PURE__ */ ref<typeof documents.getDocument>('GET', '/api/documents/:id');
/** @public */
export const generateQuotation = /* @__PURE__ */ ref<typeof documents.generateQuotation>(
  'POST',
  '/api/generate-quotation',
);
/** @public */
export const listDomains = /* @__PURE__ */ ref<typeof domains.listDomains>('GET', '/api/domains');
/** @public */
export const requestDomain = /* @__PURE__ */ ref<typeof domains.requestDomain>('POST', '/api/domains');
/** @public */
export const verifyDomain = /* @__PURE__ */ ref<typeof domains.verifyDomain>('POST', '/api/domains/verify');
/** @public */
export const getFormAvailability = /* @__PURE__ */ ref<typeof formSettings.getFormAvailability>(
  'GET',
  '/api/forms/:id/settings',
);
/** @public */
export const putFormAvailability = /* @__PURE__ */ ref<typeof formSettings.putFormAvailability>(
  'PUT',
  '/api/forms/:id/settings',
);
/** @public */
export const getFormNotifications = /* @__PURE__ */ ref<typeof formSettings.getFormNotifications>(
  'GET',
  '/api/forms/:id/notifications',
);
/** @public */
export const putFormNotifications = /* @__PURE__ */ ref<typeof formSettings.putFormNotifications>(
  'PUT',
  '/api/forms/:id/notifications',
);
/** @public */
export const recipientConfirmPage = /* @__PURE__ */ ref<typeof formSettings.recipientConfirmPage>(
  'GET',
  '/recipients/confirm',
);
/** @public */
export const recipientConfirm = /* @__PURE__ */ ref<typeof formSettings.recipientConfirm>(
  'POST',
  '/recipients/confirm',
);
/** @public */
export const listForms = /* @__PURE__ */ ref<typeof forms.listForms>('GET', '/api/forms');
/** @public */
export const listFormSummaries = /* @__PURE__ */ ref<typeof forms.listFormSummaries>(
  'GET',
  '/api/forms/summaries',
);
/** @public */
export const formByProperties = /* @__PURE__ */ ref<typeof forms.formByProperties>(
  'GET',
  '/api/forms/by-properties',
);
/** @public */
export const getForm = /* @__PURE__ */ ref<typeof forms.getForm>('GET', '/api/forms/:id');
/** @public */
export const deleteForm = /* @__PURE__ */ ref<typeof forms.deleteForm>('DELETE', '/api/forms/:id');
/** @public */
export const publishForm = /* @__PURE__ */ ref<typeof forms.publishForm>('POST', '/api/publish');
/** @public */
export const setFormProperties = /* @__PURE__ */ ref<typeof forms.setFormProperties>(
  'PUT',
  '/api/forms/:id/properties',
);
/** @public */
export const setFormColor = /* @__PURE__ */ ref<typeof forms.setFormColor>('PUT', '/api/forms/:id/color');
/** @public */
export const setIconMode = /* @__PURE__ */ ref<typeof forms.setIconMode>('PUT', '/api/forms/icon-mode');
/** @public */
export const saveDraft = /* @__PURE__ */ ref<typeof forms.saveDraft>('PUT', '/api/forms/:id/draft');
/** @public */
export const discardDraft = /* @__PURE__ */ ref<typeof forms.discardDraft>('DELETE', '/api/forms/:id/draft');
/** @public */
export const publishDraft = /* @__PURE__ */ ref<typeof forms.publishDraft>('POST', '/api/forms/:id/publish');
/** @public */
export const listVersions = /* @__PURE__ */ ref<typeof forms.listVersions>('GET', '/api/forms/:id/versions');
/** @public */
export const getVersion = /* @__PURE__ */ ref<typeof forms.getVersion>(
  'GET',
  '/api/forms/:id/versions/:version',
);
/** @public */
export const restoreVersion = /* @__PURE__ */ ref<typeof forms.restoreVersion>(
  'POST',
  '/api/forms/:id/versions/:version/restore',
);
/** @public */
export const listAliases = /* @__PURE__ */ ref<typeof forms.listAliases>('GET', '/api/forms/:id/aliases');
/** @public */
export const removeAlias = /* @__PURE__ */ ref<typeof forms.removeAlias>(
  'DELETE',
  '/api/forms/:id/aliases/:aliasId',
);
/** @public */
export const formFunnel = /* @__PURE__ */ ref<typeof funnel.formFunnel>('GET', '/api/forms/:id/funnel');
/** @public */
export const recordFormView = /* @__PURE__ */ ref<typeof funnel.recordFormView>(
  'POST',
  '/api/forms/:id/views',
);
/** @public */
export const generateFromPrompt = /* @__PURE__ */ ref<typeof generation.generateFromPrompt>(
  'POST',
  '/api/prompt',
);
/** @public */
export const editForm = /* @__PURE__ */ ref<typeof generation.editForm>('POST', '/api/edit-form');
/** @public */
export const getAnonymousDraft = /* @__PURE__ */ ref<typeof generation.getAnonymousDraft>(
  'GET',
  '/api/anonymous-draft',
);
/** @public */
export const createAnonymousDraft = /* @__PURE__ */ ref<typeof generation.createAnonymousDraft>(
  'POST',
  '/api/anonymous-draft',
);
/** @public */
export const editAnonymousDraft = /* @__PURE__ */ ref<typeof generation.editAnonymousDraft>(
  'POST',
  '/api/anonymous-draft/edit',
);
/** @public */
export const saveAnonymousDraft = /* @__PURE__ */ ref<typeof generation.saveAnonymousDraft>(
  'PUT',
  '/api/anonymous-draft',
);
/** @public */
export const claimAnonymousDraft = /* @__PURE__ */ ref<typeof generation.claimAnonymousDraft>(
  'POST',
  '/api/anonymous-draft/claim',
);
/** @public */
export const translateForm = /* @__PURE__ */ ref<typeof generation.translateForm>(
  'POST',
  '/api/forms/translate',
);
/** @public */
export const geocode = /* @__PURE__ */ ref<typeof geo.geocode>('POST', '/api/geocode');
/** @public */
export const getServiceArea = /* @__PURE__ */ ref<typeof geo.getServiceArea>(
  'GET',
  '/api/forms/:id/service-area',
);
/** @public */
export const putServiceArea = /* @__PURE__ */ ref<typeof geo.putServiceArea>(
  'PUT',
  '/api/forms/:id/service-area',
);
/** @public */
export const staticMap = /* @__PURE__ */ ref<typeof geo.staticMap>('GET', '/api/staticmap');
/** @public */
export const subscribeHook = /* @__PURE__ */ ref<typeof hooks.subscribeHook>('POST', '/api/hooks');
/** @public */
export const listHooks = /* @__PURE__ */ ref<typeof hooks.listHooks>('GET', '/api/hooks');
/** @public */
export const unsubscribeHook = /* @__PURE__ */ ref<typeof hooks.unsubscribeHook>('DELETE', '/api/hooks/:id');
/** @public */
export const sampleHookEvent = /* @__PURE__ */ ref<typeof hooks.sampleHookEvent>('GET', '/api/hooks/sample');
/** @public */
export const listIntegrations = /* @__PURE__ */ ref<typeof integrations.listIntegrations>(
  'GET',
  '/api/forms/:id/integrations',
);
/** @public */
export const createIntegration = /* @__PURE__ */ ref<typeof integrations.createIntegration>(
  'POST',
  '/api/forms/:id/integrations',
);
/** @public */
export const updateIntegration = /* @__PURE__ */ ref<typeof integrations.updateIntegration>(
  'PUT',
  '/api/forms/:id/integrations/:integrationId',
);
/** @public */
export const deleteIntegration = /* @__PURE__ */ ref<typeof integrations.deleteIntegration>(
  'DELETE',
  '/api/forms/:id/integrations/:integrationId',
);
/** @public */
export const resumeIntegration = /* @__PURE__ */ ref<typeof integrations.resumeIntegration>(
  'POST',
  '/api/forms/:id/integrations/:integrationId/resume',
);
/** @public */
export const testIntegration = /* @__PURE__ */ ref<typeof integrations.testIntegration>(
  'POST',
  '/api/forms/:id/integrations/:integrationId/test',
);
/** @public */
export const listIntegrationDeliveries = /* @__PURE__ */ ref<typeof integrations.listIntegrationDeliveries>(
  'GET',
  '/api/forms/:id/integrations/deliveries',
);
/** @public */
export const replayIntegrationDelivery = /* @__PURE__ */ ref<typeof integrations.replayIntegrationDelivery>(
  'POST',
  '/api/forms/:id/integrations/deliveries/:deliveryId/replay',
);
/** @public */
export const listIntegrationProblems = /* @__PURE__ */ ref<typeof integrations.listIntegrationProblems>(
  'GET',
  '/api/integrations/problems',
);
/** @public */
export const googleConnectStart = /* @__PURE__ */ ref<typeof integrations.googleConnectStart>(
  'GET',
  '/api/integrations/google/start',
);
/** @public */
export const googleConnectCallback = /* @__PURE__ */ ref<typeof integrations.googleConnectCallback>(
  'GET',
  '/api/integrations/google/callback',
);
/** @public */
export const getLeadRouting = /* @__PURE__ */ ref<typeof integrations.getLeadRouting>(
  'GET',
  '/api/forms/:id/routing',
);
/** @public */
export const putLeadRouting = /* @__PURE__ */ ref<typeof integrations.putLeadRouting>(
  'PUT',
  '/api/forms/:id/routing',
);
/** @public */
export const healthz = /* @__PURE__ */ ref<typeof operations.healthz>('GET', '/healthz');
/** @public */
export const readyz = /* @__PURE__ */ ref<typeof operations.readyz>('GET', '/readyz');
/** @public */
export const metrics = /* @__PURE__ */ ref<typeof operations.metrics>('GET', '/metrics');
/** @public */
export const docsPage = /* @__PURE__ */ ref<typeof operations.docsPage>('GET', '/api/docs');
/** @public */
export const publicOpenApi = /* @__PURE__ */ ref<typeof operations.publicOpenApi>(
  'GET',
  '/api/docs/openapi.json',
);
/** @public */
export const fullOpenApi = /* @__PURE__ */ ref<typeof operations.fullOpenApi>(
  'GET',
  '/api/docs/openapi-full.json',
);
/** @public */
export const embedLoader = /* @__PURE__ */ ref<typeof operations.embedLoader>('GET', '/embed.js');
/** @public */
export const embedModes = /* @__PURE__ */ ref<typeof operations.embedModes>('GET', '/embed-modes.js');
/** @public */
export const embedTracking = /* @__PURE__ */ ref<typeof operations.embedTracking>(
  'GET',
  '/embed-tracking.js',
);
/** @public */
export const devMailbox = /* @__PURE__ */ ref<typeof operations.devMailbox>('GET', '/api/dev/mailbox');
/** @public */
export const devMailboxPage = /* @__PURE__ */ ref<typeof operations.devMailboxPage>('GET', '/dev/mailbox');
/** @public */
export const generateFormApi = /* @__PURE__ */ ref<typeof publicApi.generateFormApi>(
  'POST',
  '/api/generate-form',
);
/** @public */
export const createFormUrlApi = /* @__PURE__ */ ref<typeof publicApi.createFormUrlApi>(
  'POST',
  '/api/create-form-url',
);
/** @public */
export const getApiKey = /* @__PURE__ */ ref<typeof publicApi.getApiKey>('GET', '/api/dev/generate-api-key');
/** @public */
export const regenerateApiKey = /* @__PURE__ */ ref<typeof publicApi.regenerateApiKey>(
  'POST',
  '/api/dev/generate-api-key',
);
/** @public */
export const listResponses = /* @__PURE__ */ ref<typeof responses.listResponses>(
  'GET',
  '/api/forms/:id/responses',
);
/** @public */
export const responsesSummary = /* @__PURE__ */ ref<typeof responses.responsesSummary>(
  'GET',
  '/api/forms/:id/responses/summary',
);
/** @public */
export const getLeadColumns = /* @__PURE__ */ ref<typeof responses.getLeadColumns>(
  'GET',
  '/api/forms/:id/lead-columns',
);
/** @public */
export const setLeadColumns = /* @__PURE__ */ ref<typeof responses.setLeadColumns>(
  'PUT',
  '/api/forms/:id/lead-columns',
);
/** @public */
export const countResponses = /* @__PURE__ */ ref<typeof responses.countResponses>(
  'GET',
  '/api/forms/:id/responses/count',
);
/** @public */
export const getResponse = /* @__PURE__ */ ref<typeof responses.getResponse>(
  'GET',
  '/api/forms/:id/responses/:responseId',
);
/** @public */
export const exportResponses = /* @__PURE__ */ ref<typeof responses.exportResponses>(
  'GET',
  '/api/forms/:id/responses.csv',
);
/** @public */
export const deleteResponse = /* @__PURE__ */ ref<typeof responses.deleteResponse>(
  'DELETE',
  '/api/forms/:id/responses/:responseId',
);
/** @public */
export const deleteResponses = /* @__PURE__ */ ref<typeof responses.deleteResponses>(
  'POST',
  '/api/forms/:id/responses/delete',
);
/** @public */
export const markResponseSpam = /* @__PURE__ */ ref<typeof responses.markResponseSpam>(
  'PUT',
  '/api/forms/:id/responses/:responseId/spam',
);
/** @public */
export const eraseRespondent = /* @__PURE__ */ ref<typeof responses.eraseRespondent>(
  'POST',
  '/api/responses/erase',
);
/** @public */
export const getPrivacyPolicy = /* @__PURE__ */ ref<typeof settings.getPrivacyPolicy>(
  'GET',
  '/api/user/privacy-policy',
);
/** @public */
export const setPrivacyPolicy = /* @__PURE__ */ ref<typeof settings.setPrivacyPolicy>(
  'POST',
  '/api/user/privacy-policy',
);
/** @public */
export const getTimeZone = /* @__PURE__ */ ref<typeof settings.getTimeZone>('GET', '/api/user/time-zone');
/** @public */
export const setTimeZone = /* @__PURE__ */ ref<typeof settings.setTimeZone>('PUT', '/api/user/time-zone');
/** @public */
export const getFormTracking = /* @__PURE__ */ ref<typeof tracking.getFormTracking>(
  'GET',
  '/api/forms/:id/tracking',
);
/** @public */
export const putFormTracking = /* @__PURE__ */ ref<typeof tracking.putFormTracking>(
  'PUT',
  '/api/forms/:id/tracking',
);
/** @public */
export const getWebhook = /* @__PURE__ */ ref<typeof webhook.getWebhook>('GET', '/api/user/webhook');
/** @public */
export const saveWebhook = /* @__PURE__ */ ref<typeof webhook.saveWebhook>('POST', '/api/user/webhook');
/** @public */
export const rotateWebhookSecret = /* @__PURE__ */ ref<typeof webhook.rotateWebhookSecret>(
  'POST',
  '/api/user/webhook/secret/rotate',
);
/** @public */
export const testWebhook = /* @__PURE__ */ ref<typeof webhook.testWebhook>('POST', '/api/user/webhook/test');
/** @public */
export const listWebhookDeliveries = /* @__PURE__ */ ref<typeof webhook.listWebhookDeliveries>(
  'GET',
  '/api/user/webhook/deliveries',
);
/** @public */
export const replayWebhookDelivery = /* @__PURE__ */ ref<typeof webhook.replayWebhookDelivery>(
  'POST',
  '/api/user/webhook/deliveries/:id/replay',
);
