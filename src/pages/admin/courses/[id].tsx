import { adminPage } from '@/features/admin/components/admin-page';
import { CourseEditorView } from '@/features/admin/components/courses/course-editor-view';
import { toLocale } from '@/lib/locales';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { isAppError } from '@/server/http/app-error';
import { getAdminCourse } from '@/server/services/admin/courses/get-admin-course';
import { listCategoryGroups } from '@/server/services/catalog/list-category-groups';

export default adminPage(CourseEditorView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const params = idParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      const [course, categoryGroups] = await Promise.all([
        getAdminCourse(params.data.id),
        listCategoryGroups(toLocale(context.locale)),
      ]);
      return { props: { course, categoryGroups } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
