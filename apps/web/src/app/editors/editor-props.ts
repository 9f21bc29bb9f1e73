// The props of a step type's manual-edit panel (owner app only; the runner never imports editors).
import type { PipingConfig } from '@forms-engine/model';
import type { ComponentType } from 'react';

export interface StepEditorProps<S> {
  step: S;
  /** Prefix for the panel's element ids, unique per step on the page. */
  idPrefix: string;
  onChange(patch: Partial<S>): void;
  /** The whole form and the step's place in it, for panels whose settings depend on answers (conditions). */
  form?: { config: PipingConfig; index: number; id?: number };
}

/** A type's panel below title and subtitle, or null when the type has nothing else to edit by hand. */
export type StepEditorPanel<S> = ComponentType<StepEditorProps<S>> | null;

/** Empty input means "unset"; anything not a finite number too. */
export function numberInput(v: string): number | undefined {
  if (v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
