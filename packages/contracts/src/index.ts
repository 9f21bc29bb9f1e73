// Every API operation's contract (request and response zod schemas, auth, OpenAPI area) and the list of them, for
// the server and the OpenAPI document. Browser code calls routes through `@forms-engine/contracts/client`.
export * from './admin.types.ts';
export * from './answers.types.ts';
export * from './auth.types.ts';
export * from './bookings.types.ts';
export * from './console.types.ts';
export * from './contract.ts';
export * from './credits.types.ts';
export * from './documents.types.ts';
export * from './domains.types.ts';
export * from './embed-url.ts';
export * from './form-settings.types.ts';
export * from './forms.types.ts';
export * from './funnel.types.ts';
export * from './ab-tests.types.ts';
export * from './generation.types.ts';
export * from './geo.types.ts';
export * from './hooks.types.ts';
export * from './integrations.types.ts';
export * from './operations.types.ts';
export * from './public-api-docs.ts';
export * from './public-api.types.ts';
export * from './responses.types.ts';
export * from './routes.ts';
export * from './settings.types.ts';
export * from './tracking.types.ts';
export * from './webhook.types.ts';
