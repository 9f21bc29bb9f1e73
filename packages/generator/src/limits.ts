// How much user text one offline call reads. Longer input is cut here, whatever the caller checked, so the cost of a
// call stays bounded (the routes reject longer input with a 400 before it gets this far).
export const INPUT_LIMITS = {
  /** A prompt or an edit instruction (the routes' limit, MAX_PROMPT_LENGTH). */
  prompt: 4000,
  /** The document text an analysis reads. */
  document: 50_000,
  /** The analysis step's focus ("solar savings"). */
  focus: 2000,
  /** Answers an analysis lists, and the characters of each one shown. */
  answers: 100,
  answerChars: 2000,
} as const;
