/**
 * A quiz's settings as an admin writes them (the quiz editor and the admin API), with the
 * bounds of the `quizzes` table (src/server/db/schema/quiz.ts). Which course and group a
 * quiz belongs to is the API's business (ids it checks against the database), not this
 * schema's.
 */
import * as z from 'zod/mini';
import { EXAM_MODES } from '../exam-modes';
import { typeError } from './authoring-errors';
import { bilingualTextSchema } from './bilingual-text';

const MAX_QUIZ_TITLE_LENGTH = 200;
const MAX_QUIZ_DESCRIPTION_LENGTH = 2_000;
const MIN_TIME_LIMIT_S = 60;
const MAX_TIME_LIMIT_S = 86_400;
const MAX_ATTEMPTS_ALLOWED = 100;

const wholeNumberFrom = (minimum: number, maximum: number) =>
  z
    .int(typeError('a whole number'))
    .check(z.minimum(minimum, `From ${minimum} to ${maximum}.`), z.maximum(maximum, `From ${minimum} to ${maximum}.`));

// A set: each mode once, in EXAM_MODES' order, however the client listed them.
const modesSchema = z
  .array(z.enum(EXAM_MODES, typeError(`one of ${EXAM_MODES.join(', ')}`)), typeError('a list of modes'))
  .check(
    z.minLength(1, 'Offer at least one mode.'),
    z.overwrite((modes) => EXAM_MODES.filter((mode) => modes.includes(mode))),
  );

export const quizSettingsSchema = z.object(
  {
    title: bilingualTextSchema(MAX_QUIZ_TITLE_LENGTH),
    description: z._default(bilingualTextSchema(MAX_QUIZ_DESCRIPTION_LENGTH, { required: false }), {
      en: '',
      vi: '',
    }),
    time_limit_s: wholeNumberFrom(MIN_TIME_LIMIT_S, MAX_TIME_LIMIT_S),
    pass_mark_percent: wholeNumberFrom(0, 100),
    /** Strict attempts a learner may make; null = unlimited (practice is always unlimited). */
    attempts_allowed: z.nullable(wholeNumberFrom(1, MAX_ATTEMPTS_ALLOWED)),
    modes: modesSchema,
    shuffle_questions: z._default(z.boolean(typeError('true or false')), false),
    shuffle_answers: z._default(z.boolean(typeError('true or false')), false),
  },
  typeError('an object'),
);
export type QuizSettings = z.output<typeof quizSettingsSchema>;
export type QuizSettingsInput = z.input<typeof quizSettingsSchema>;
