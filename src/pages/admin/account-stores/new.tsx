import { AccountProductEditorView } from '@/features/admin/components/account-stores/account-product-editor-view';
import { adminPage } from '@/features/admin/components/admin-page';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';

// The editor with nothing saved yet: its first save creates the product.
export default adminPage(AccountProductEditorView);

export const getServerSideProps = definePageProps(adminPageProps([], async () => ({ props: { product: null } })));
