// Public surface of the respondent runner (React, built with Preact for /embed): the FormRunner, what previews and
// the /embed page need to drive it, and what the server's render of a first step preloads.
export { ApiError, createHttpApi, createOfflineApi } from './api.ts';
export type {
  AnswerSession,
  GeocodeResult,
  QuotationRequest,
  RecoveredSession,
  RunnerApi,
  UploadResult,
} from './api.ts';
export { closedMessage, type RunnerAvailability, readAvailability } from './availability.ts';
export { type PowChallenge, solveChallenge, withChallenges } from './challenge.ts';
export { FormRunner, type FormRunnerProps } from './form-runner.tsx';
export { detectMobile, isInFrame, MOBILE_AGENT } from './frame.ts';
export { loadEmojiMap, loadLucideIcons } from './option-icon.tsx';
export { preloadStep } from './step-view.tsx';
export { resolveRunnerTheme, type StoredTheme, safeLocalStorage } from './theme.ts';
export type { ResumeOptions, RunnerMode, RunnerNotice } from './use-wizard.ts';
export { PREVIEW_SUBMIT_MESSAGE, TEST_SUBMIT_MESSAGE } from './use-wizard.ts';
