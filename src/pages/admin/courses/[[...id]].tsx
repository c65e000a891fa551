import { adminPage } from '@/features/admin/components/admin-page';
import { CourseEditorView, type CourseEditorViewProps } from '@/features/admin/components/courses/course-editor-view';
import { CourseListView, type CourseListViewProps } from '@/features/admin/components/courses/course-list-view';
import { toLocale } from '@/lib/locales';
import { adminCoursesQuerySchema, idParamSchema } from '@/schemas/admin-courses';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminCourse } from '@/server/services/admin/courses/get-admin-course';
import { listAdminCourses } from '@/server/services/admin/courses/list-admin-courses';
import { listCategoryGroups } from '@/server/services/catalog/list-category-groups';

// The editor is keyed by the course: another course's page is a new editor, not this one's state.
function CoursesPage(props: ListOrRecord<CourseListViewProps, CourseEditorViewProps>) {
  return props.view === 'list' ? <CourseListView {...props} /> : <CourseEditorView key={props.course.id} {...props} />;
}

export default adminPage(CoursesPage);

/** /admin/courses (every course) and /admin/courses/{id} (its editor). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<CourseListViewProps, CourseEditorViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminCoursesQuerySchema, context.query);
        const result = await listAdminCourses(query);
        return { courses: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size };
      },
      record: async (segment, context) => {
        const params = idParamSchema.safeParse({ id: segment });
        if (!params.success) return null;
        const [course, categoryGroups] = await Promise.all([
          getAdminCourse(params.data.id),
          listCategoryGroups(toLocale(context.locale)),
        ]);
        return { course, categoryGroups };
      },
    }),
  ),
);
