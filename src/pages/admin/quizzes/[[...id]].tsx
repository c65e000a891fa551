import { adminPage } from '@/features/admin/components/admin-page';
import { QuizEditorView, type QuizEditorViewProps } from '@/features/admin/components/quizzes/quiz-editor-view';
import { QuizListView, type QuizListViewProps } from '@/features/admin/components/quizzes/quiz-list-view';
import { QuestionPreview } from '@/features/exam/components/question-preview';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminQuizzesQuerySchema } from '@/schemas/admin-quizzes';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listCourseChoices } from '@/server/services/admin/courses/list-admin-courses';
import { getAdminQuiz, listAdminQuizzes } from '@/server/services/admin/quizzes/get-admin-quiz';

type QuizRecordProps = Omit<QuizEditorViewProps, 'renderPreview'>;

/** The quiz list, or a quiz's editor, whose question preview is the exam's own question (composed here). */
function QuizzesPage(props: ListOrRecord<QuizListViewProps, QuizRecordProps>) {
  if (props.view === 'list') return <QuizListView {...props} />;
  return (
    <QuizEditorView
      key={props.quiz.id}
      quiz={props.quiz}
      renderPreview={(question) => <QuestionPreview question={question} />}
    />
  );
}

export default adminPage(QuizzesPage);

/** /admin/quizzes (every quiz, searched and filtered) and /admin/quizzes/{id} (its editor). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    ['exam'],
    adminListAndRecord<QuizListViewProps, QuizRecordProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminQuizzesQuerySchema, context.query);
        const [result, courses] = await Promise.all([listAdminQuizzes(query), listCourseChoices()]);
        return {
          quizzes: result.items,
          courses,
          page: result.page,
          totalPage: result.totalPage,
          pageSize: query.page_size,
        };
      },
      record: async (segment) => {
        const params = idParamSchema.safeParse({ id: segment });
        return params.success ? { quiz: await getAdminQuiz(params.data.id) } : null;
      },
    }),
  ),
);
