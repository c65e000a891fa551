import { adminPage } from '@/features/admin/components/admin-page';
import { ContactListView } from '@/features/admin/components/contacts/contact-list-view';
import { adminContactsQuerySchema } from '@/schemas/admin-contacts';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminContacts } from '@/server/services/admin/contacts/list-admin-contacts';
import { listContactAssignees } from '@/server/services/admin/contacts/contact-writes';

export default adminPage(ContactListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context, admin) => {
    const query = parseAdminQuery(adminContactsQuerySchema, context.query);
    const [result, admins] = await Promise.all([listAdminContacts(query, admin), listContactAssignees()]);
    return {
      props: {
        contacts: result.items,
        admins,
        page: result.page,
        totalPage: result.totalPage,
        pageSize: query.page_size,
      },
    };
  }),
);
