/**
 * Shared by the exam component tests: questions as the exam slice holds them (from the
 * contract-typed fixtures), and a harness that renders one question input the way the
 * exam page does — the answer it reports becomes the answer it shows.
 */
import { useState } from 'react';
import { vi } from 'vitest';
import { examReducer, quizLoaded } from '@/features/exam/exam-slice';
import type { Question } from '@/features/exam/exam-types';
import { QuestionInput } from '@/features/exam/components/inputs/question-input';
import { practiceExam } from '../../fixtures/exam-fixtures';
import { renderWithApp } from '../helpers/render-with-app';

export function practiceQuestion(id: number): Question {
  const question = examReducer(undefined, quizLoaded(practiceExam())).quizData?.exam.find((q) => q.id === id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
}

export function renderInput(question: Question, { disabled = false }: { disabled?: boolean } = {}) {
  const onChange = vi.fn<(answer: number[]) => void>();
  function Harness() {
    const [answer, setAnswer] = useState(question.user_answer);
    return (
      <>
        <p id="prompt">{question.content}</p>
        <p id="instruction">Instruction</p>
        <QuestionInput
          question={{ ...question, user_answer: answer }}
          disabled={disabled}
          labelledBy="prompt"
          describedBy="instruction"
          onChange={(next) => {
            onChange(next);
            setAnswer(next);
          }}
        />
      </>
    );
  }
  const rendered = renderWithApp(<Harness />);
  return { ...rendered, onChange, lastAnswer: () => onChange.mock.lastCall?.[0] };
}
