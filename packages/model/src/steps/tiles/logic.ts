// tiles logic: conditions compare the chosen option id; a formula reads the option's value.
import type { StepLogic } from '../../logic/types.ts';
import { choiceLogic } from '../_shared/logic.ts';
import type { TTilesStep } from './definition.ts';

export const tilesLogic: StepLogic<TTilesStep> = choiceLogic<TTilesStep>();
