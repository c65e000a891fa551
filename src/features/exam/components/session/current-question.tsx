import type { Ref } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { answerSelected, questionFlagged, resultChecked } from '../../exam-slice';
import type { Question } from '../../exam-types';
import { PracticeCheck } from './practice-check';
import { QuestionPanel } from './question-panel';

interface CurrentQuestionProps {
  question: Question;
  index: number;
  count: number;
  strict: boolean;
  /** Time is up or the answers are being handed in: nothing may change. */
  frozen: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The active question wired to the exam state: answering, flagging and, in practice mode, checking. */
export function CurrentQuestion({ question, index, count, strict, frozen, headingRef }: CurrentQuestionProps) {
  const dispatch = useAppDispatch();
  const questionId = question.id;
  return (
    <QuestionPanel
      question={question}
      index={index}
      count={count}
      // A checked practice answer stays as checked until "Try again".
      locked={frozen || (!strict && question.isCheckedResult)}
      frozen={frozen}
      headingRef={headingRef}
      onAnswer={(answer) => dispatch(answerSelected({ questionId, answer }))}
      onFlag={() => dispatch(questionFlagged({ questionId }))}
      check={
        strict ? undefined : (
          <PracticeCheck
            question={question}
            disabled={frozen}
            onCheck={() => dispatch(resultChecked({ questionId }))}
            onTryAgain={() => dispatch(resultChecked({ questionId, checked: false }))}
          />
        )
      }
    />
  );
}
