// dropdown logic: conditions compare the chosen option id; a formula reads the option's value.
import type { StepLogic } from '../../logic/types.ts';
import { choiceLogic } from '../_shared/logic.ts';
import type { TDropdownStep } from './definition.ts';

export const dropdownLogic: StepLogic<TDropdownStep> = choiceLogic<TDropdownStep>();
