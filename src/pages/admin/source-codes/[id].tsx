import { adminPage } from '@/features/admin/components/admin-page';
import { SourceCodeEditorView } from '@/features/admin/components/source-codes/source-code-editor-view';
import { toLocale } from '@/lib/locales';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { isAppError } from '@/server/http/app-error';
import { getAdminSourceCode } from '@/server/services/admin/source-codes/save-source-code';
import { listFilterGroups } from '@/server/services/source-codes/list-source-codes';

export default adminPage(SourceCodeEditorView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const params = idParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      const [product, filterGroups] = await Promise.all([
        getAdminSourceCode(params.data.id),
        listFilterGroups(toLocale(context.locale)),
      ]);
      return { props: { product, filterGroups } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
