// Size limits of answers that several step types share (runner-safe, no zod).

/** An option id as an answer, with room for JSON quotes (option ids are at most 200 characters). */
export const OPTION_ANSWER_MAX_CHARS = 210;
