import type { Question } from '../../exam-types';

/** What every question input takes: it shows `question.user_answer` and reports a new one. */
export interface AnswerInputProps {
  question: Question;
  /** Locked: checked in practice mode, time up, or being handed in. */
  disabled: boolean;
  onChange: (answer: number[]) => void;
  /** The element holding the question text: the input's accessible name. */
  labelledBy: string;
  /** The element holding the instruction for this type of question. */
  describedBy: string;
}
