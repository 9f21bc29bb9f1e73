// contact logic: only whether it was answered; no number.
import type { StepLogic } from '../../logic/types.ts';
import { isPlainObject } from '../_shared/answer.ts';
import { presenceLogic } from '../_shared/logic.ts';
import type { TContactStep } from './definition.ts';

export const contactLogic: StepLogic<TContactStep> = presenceLogic<TContactStep>(isPlainObject);
