// Responses screen logic lives with the form model, shared with the server's streamed CSV export.
export * from '@forms-engine/forms/responses/table.ts';
export * from '@forms-engine/forms/responses/detail.ts';
