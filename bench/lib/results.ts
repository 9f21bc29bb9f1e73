// Where the benchmarks' current figures are kept; every bench that prints figures says so in its output.
export const RESULTS_LINE =
  'Current figures: bench/RESULTS.md (one row per goal; update the row this run measured, with its date, commit and machine).';
