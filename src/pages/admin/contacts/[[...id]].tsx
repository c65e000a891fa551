import { adminPage } from '@/features/admin/components/admin-page';
import {
  ContactDetailView,
  type ContactDetailViewProps,
} from '@/features/admin/components/contacts/contact-detail-view';
import { ContactListView, type ContactListViewProps } from '@/features/admin/components/contacts/contact-list-view';
import { adminContactsQuerySchema, contactIdParamSchema } from '@/schemas/admin-contacts';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminContact, listContactAssignees } from '@/server/services/admin/contacts/contact-writes';
import { listAdminContacts } from '@/server/services/admin/contacts/list-admin-contacts';

// Keyed by the message: another message's page starts from its record, not this one's state.
function ContactsPage(props: ListOrRecord<ContactListViewProps, ContactDetailViewProps>) {
  return props.view === 'list' ? (
    <ContactListView {...props} />
  ) : (
    <ContactDetailView key={props.contact.id} {...props} />
  );
}

export default adminPage(ContactsPage);

/** /admin/contacts (the inbox, searched and filtered) and /admin/contacts/{id} (a message and its thread). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<ContactListViewProps, ContactDetailViewProps>({
      list: async (context, admin) => {
        const query = parseAdminQuery(adminContactsQuerySchema, context.query);
        const [result, admins] = await Promise.all([listAdminContacts(query, admin), listContactAssignees()]);
        return {
          contacts: result.items,
          admins,
          page: result.page,
          totalPage: result.totalPage,
          pageSize: query.page_size,
        };
      },
      record: async (segment, _context, admin) => {
        const params = contactIdParamSchema.safeParse({ id: segment });
        if (!params.success) return null;
        // Opened by an admin: a new message is read now (the menu's count drops).
        const [contact, admins] = await Promise.all([
          getAdminContact(params.data.id, { open: admin }),
          listContactAssignees(),
        ]);
        return { contact, admins };
      },
    }),
  ),
);
