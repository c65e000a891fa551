import type { AnswerInputProps } from './answer-input-props';
import { ChoiceInput } from './choice-input';
import { OrderingInput } from './ordering-input';
import { PositionsInput } from './positions-input';
import { SentenceInput } from './sentence-input';

/** The input for the question's type (spec §9: types 1 to 6). */
export function QuestionInput(props: AnswerInputProps) {
  switch (props.question.question_type) {
    case 1:
    case 2:
    case 3:
      return <ChoiceInput {...props} />;
    case 4:
      return <OrderingInput {...props} />;
    case 5:
      return <PositionsInput {...props} />;
    case 6:
      return <SentenceInput {...props} />;
  }
}
