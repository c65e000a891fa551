import { adminPage } from '@/features/admin/components/admin-page';
import { ContactDetailView } from '@/features/admin/components/contacts/contact-detail-view';
import { contactIdParamSchema } from '@/schemas/admin-contacts';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { isAppError } from '@/server/http/app-error';
import { getAdminContact, listContactAssignees } from '@/server/services/admin/contacts/contact-writes';

export default adminPage(ContactDetailView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context, admin) => {
    const params = contactIdParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      // Opened by an admin: a new message is read now (the menu's count drops).
      const [contact, admins] = await Promise.all([
        getAdminContact(params.data.id, { open: admin }),
        listContactAssignees(),
      ]);
      return { props: { contact, admins } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
