import { adminPage } from '@/features/admin/components/admin-page';
import { QuizListView } from '@/features/admin/components/quizzes/quiz-list-view';
import { adminQuizzesQuerySchema } from '@/schemas/admin-quizzes';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listCourseChoices } from '@/server/services/admin/courses/list-admin-courses';
import { listAdminQuizzes } from '@/server/services/admin/quizzes/get-admin-quiz';

export default adminPage(QuizListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminQuizzesQuerySchema, context.query);
    const [result, courses] = await Promise.all([listAdminQuizzes(query), listCourseChoices()]);
    return {
      props: {
        quizzes: result.items,
        courses,
        page: result.page,
        totalPage: result.totalPage,
        pageSize: query.page_size,
      },
    };
  }),
);
