// Responses screen logic lives with the form model, shared with the server's streamed CSV export.
export * from '@forms-engine/model';
export * from '@forms-engine/model';
