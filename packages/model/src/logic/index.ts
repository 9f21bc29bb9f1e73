// Public surface of the logic format: types, evaluator, save-time checks, formulas and builders (all zod-free).
export * from './build.ts';
export * from './check.ts';
export * from './evaluate.ts';
export * from './format.ts';
export * from './formula.ts';
export * from './types.ts';
export * from './journey.ts';
