import { AdminForbidden } from '@/features/admin/components/admin-forbidden';
import type { AdminPageProps } from '@/features/admin/components/admin-page';
import { QuizEditorView, type QuizEditorViewProps } from '@/features/admin/components/quizzes/quiz-editor-view';
import { QuestionPreview } from '@/features/exam/components/question-preview';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminQuiz } from '@/server/services/admin/quizzes/get-admin-quiz';

type Props = AdminPageProps<Omit<QuizEditorViewProps, 'renderPreview'>>;

/** The quiz editor, its question preview being the exam's own question (composed here). */
export default function AdminQuizPage(props: Props) {
  if (props.forbidden) return <AdminForbidden />;
  return <QuizEditorView quiz={props.quiz} renderPreview={(question) => <QuestionPreview question={question} />} />;
}

export const getServerSideProps = definePageProps(
  adminPageProps(['exam'], async (context) => {
    const params = idParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      return { props: { quiz: await getAdminQuiz(params.data.id) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
