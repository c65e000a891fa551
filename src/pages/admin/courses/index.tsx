import { adminPage } from '@/features/admin/components/admin-page';
import { CourseListView } from '@/features/admin/components/courses/course-list-view';
import { adminCoursesQuerySchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminCourses } from '@/server/services/admin/courses/list-admin-courses';

export default adminPage(CourseListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminCoursesQuerySchema, context.query);
    const result = await listAdminCourses(query);
    return {
      props: { courses: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
