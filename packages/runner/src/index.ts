// Public surface of the respondent runner (React): the FormRunner and what previews need to drive it.
export { ApiError, createHttpApi, createOfflineApi } from './api.ts';
export type { AnswerSession, GeocodeResult, QuotationRequest, RunnerApi, UploadResult } from './api.ts';
export { detectMobile, isInFrame } from './frame.ts';
export { FormRunner, type FormRunnerProps } from './form-runner.tsx';
export { prepareConfig } from './prepare-config.ts';
export { resolveRunnerTheme, type StoredTheme } from './theme.ts';
export type { RunnerMode, RunnerNotice } from './use-wizard.ts';
export { PREVIEW_SUBMIT_MESSAGE, TEST_SUBMIT_MESSAGE } from './use-wizard.ts';
