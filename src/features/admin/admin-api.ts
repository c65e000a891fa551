/** The back office's calls (DESIGN.md §9); the signed-in admin's bearer token goes with each (src/lib/api/client.ts). */
import type { AdminContact } from '@/lib/admin/admin-contact-types';
import type { AdminIssue, IssuePreview, IssueTestSent } from '@/lib/admin/admin-newsletter-types';
import type { ContactStatus } from '@/lib/admin/contact-inbox';
import type { AdminCourse } from '@/lib/admin/admin-course-types';
import type { AdminReview } from '@/lib/reviews/review-types';
import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import type { AdminOrder, GatewayCheck, RevealedStock } from '@/lib/admin/admin-order-types';
import type { AdminPost, AdminPostTranslation, PostPreview } from '@/lib/admin/admin-post-types';
import type { AdminQuiz, ImportReportReply, QuizStatisticsReply } from '@/lib/admin/admin-quiz-types';
import type { AdminSourceCode, AdminSourceCodeVersions } from '@/lib/admin/admin-source-code-types';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import type { AdminCertificate } from '@/lib/certificates/certificate-types';
import type { AdminAccountProductDetail, AdminAccountVariantUpdate, StockImport } from '@/lib/admin/admin-stock-types';
import type { ImportFormat } from '@/lib/exam/authoring/parse-question-import';
import type { QuestionDraftInput } from '@/lib/exam/authoring/question-draft';
import type { QuizSettingsInput } from '@/lib/exam/authoring/quiz-settings';
import { api } from '@/lib/api/client';
import type { Bilingual } from '@/lib/api/reply-field-types';
import type { Locale } from '@/lib/locales';

export interface CourseFields {
  slug: string;
  title: { en: string; vi: string };
  short_description: { en: string; vi: string };
  description: { en: string; vi: string };
  price_vnd: number;
  level: AdminCourse['level'];
  language: AdminCourse['language'];
  category_ids: number[];
  thumbnail: string;
  status: AdminCourse['status'];
  final_quiz_id: number | null;
}

/** What the post editor sends: any of a post's fields (see PATCH /api/admin/posts/{id}). */
export interface PostChanges {
  category_id?: number;
  tag_ids?: number[];
  new_tags?: string[];
  cover?: string;
  status?: AdminPost['status'];
  publish_at?: string;
  translations?: Partial<Record<'en' | 'vi', AdminPostTranslation | null>>;
}

/** An account-store product as the editor sends it (POST creates, PATCH changes). */
export interface AccountProductBody {
  slug: string;
  type: AdminAccountProductDetail['type'];
  provider: string;
  title: Bilingual;
  short_description: Bilingual;
  description: Bilingual;
  features: { en: string[]; vi: string[] };
  thumbnail: string;
  delivery_kind: AdminAccountProductDetail['delivery_kind'];
  is_featured: boolean;
  options: { name: Bilingual; values: { code: string; label: Bilingual }[] }[];
  variants: { combination_key: string; price_vnd: number; compare_at_price_vnd: number | null; is_active: boolean }[];
}

type NewCourse = Pick<CourseFields, 'slug' | 'title' | 'price_vnd' | 'level' | 'language'>;

/** A source-code product's fields as the editor sends them (the archive changes through versions). */
export type SourceCodeFields = Pick<
  AdminSourceCode,
  | 'slug'
  | 'status'
  | 'title'
  | 'short_description'
  | 'description'
  | 'price_vnd'
  | 'tech_stack'
  | 'filter_ids'
  | 'thumbnail'
  | 'gallery'
  | 'demo_url'
>;

/** A showcase project's fields as the editor sends them (POST creates a draft, PATCH changes). */
export type OurWorkFields = Pick<
  AdminOurWork,
  'slug' | 'title' | 'client_name' | 'industry' | 'summary' | 'outcome' | 'stack' | 'images' | 'year'
>;

interface NewSourceCode extends Pick<SourceCodeFields, 'slug' | 'title' | 'price_vnd'> {
  first_version: { upload_id: string; version: string };
}

export const adminApi = {
  createCourse: (body: NewCourse) => api.post<AdminCourse>('/api/admin/courses', body),
  updateCourse: (id: number, body: Partial<CourseFields>) => api.patch<AdminCourse>(`/api/admin/courses/${id}`, body),
  deleteCourse: (id: number) => api.delete<{ deleted: true }>(`/api/admin/courses/${id}`),
  courseReviews: (id: number, page: number) =>
    api.getPage<AdminReview[]>(`/api/admin/courses/${id}/reviews?page=${page}&page_size=20`),
  moderateReview: (id: number, body: { hidden: true; reason: string } | { hidden: false }) =>
    api.patch<AdminReview>(`/api/admin/reviews/${id}`, body),
  addSection: (courseId: number, title: Bilingual) =>
    api.post<AdminCourse>(`/api/admin/courses/${courseId}/sections`, { title }),
  renameSection: (sectionId: number, title: Bilingual) =>
    api.patch<AdminCourse>(`/api/admin/sections/${sectionId}`, { title }),
  deleteSection: (sectionId: number) => api.delete<AdminCourse>(`/api/admin/sections/${sectionId}`),
  addLesson: (sectionId: number, body: { title: Bilingual; is_free_preview: boolean }) =>
    api.post<AdminCourse>(`/api/admin/sections/${sectionId}/lessons`, body),
  updateLesson: (
    lessonId: number,
    body: {
      title?: Bilingual;
      is_free_preview?: boolean;
      video_upload_id?: string | null;
      captions?: { en?: string | null; vi?: string | null };
    },
  ) => api.patch<AdminCourse>(`/api/admin/lessons/${lessonId}`, body),
  deleteLesson: (lessonId: number) => api.delete<AdminCourse>(`/api/admin/lessons/${lessonId}`),
  reorderCurriculum: (courseId: number, sections: { id: number; lesson_ids: number[] }[]) =>
    api.put<AdminCourse>(`/api/admin/courses/${courseId}/curriculum`, { sections }),

  createQuiz: (body: QuizSettingsInput & { course_id: number; group: { name: Bilingual; is_free_test: boolean } }) =>
    api.post<AdminQuiz>('/api/admin/quizzes', body),
  getQuiz: (id: number) => api.get<AdminQuiz>(`/api/admin/quizzes/${id}`),
  updateQuiz: (id: number, settings: QuizSettingsInput) => api.put<AdminQuiz>(`/api/admin/quizzes/${id}`, settings),
  deleteQuiz: (id: number) => api.delete<{ deleted: true }>(`/api/admin/quizzes/${id}`),
  addQuestion: (quizId: number, draft: QuestionDraftInput) =>
    api.post<AdminQuiz>(`/api/admin/quizzes/${quizId}/questions`, draft),
  editQuestion: (questionId: number, draft: QuestionDraftInput) =>
    api.put<AdminQuiz>(`/api/admin/questions/${questionId}`, draft),
  deleteQuestion: (questionId: number) => api.delete<AdminQuiz>(`/api/admin/questions/${questionId}`),
  duplicateQuestion: (questionId: number) => api.post<AdminQuiz>(`/api/admin/questions/${questionId}/duplicate`),
  reorderQuestions: (quizId: number, questionIds: number[]) =>
    api.put<AdminQuiz>(`/api/admin/quizzes/${quizId}/question-order`, { question_ids: questionIds }),
  importQuestions: (quizId: number, body: { format: ImportFormat; text: string; dry_run: boolean }) =>
    api.post<ImportReportReply>(`/api/admin/quizzes/${quizId}/import`, body),
  quizStatistics: (quizId: number) => api.get<QuizStatisticsReply>(`/api/admin/quizzes/${quizId}/statistics`),

  createSourceCode: (body: NewSourceCode) => api.post<AdminSourceCode>('/api/admin/source-codes', body),
  updateSourceCode: (id: number, body: Partial<SourceCodeFields>) =>
    api.patch<AdminSourceCode>(`/api/admin/source-codes/${id}`, body),
  sourceCodeVersions: (sourceCodeId: number) =>
    api.get<AdminSourceCodeVersions>(`/api/admin/source-codes/${sourceCodeId}/versions`),
  publishVersion: (
    sourceCodeId: number,
    body: { upload_id: string; version: string; changelog: { en: string; vi: string } },
  ) => api.post<AdminSourceCodeVersions>(`/api/admin/source-codes/${sourceCodeId}/versions`, body),
  createAccountProduct: (body: AccountProductBody) =>
    api.post<AdminAccountProductDetail>('/api/admin/account-stores', body),
  updateAccountProduct: (
    id: number,
    body: Partial<AccountProductBody> & { status?: AdminAccountProductDetail['status'] },
  ) => api.patch<AdminAccountProductDetail>(`/api/admin/account-stores/${id}`, body),
  updateVariant: (variantId: number, body: Partial<Omit<AdminAccountVariantUpdate, 'id'>>) =>
    api.patch<AdminAccountVariantUpdate>(`/api/admin/account-stores/variants/${variantId}`, body),
  importStock: (variantId: number, lines: string[]) =>
    api.post<StockImport>(`/api/admin/account-stores/variants/${variantId}/stock`, { lines }),

  createOurWork: (body: OurWorkFields) => api.post<AdminOurWork>('/api/admin/our-works', body),
  updateOurWork: (id: number, body: Partial<OurWorkFields> & { status?: AdminOurWork['status'] }) =>
    api.patch<AdminOurWork>(`/api/admin/our-works/${id}`, body),
  deleteOurWork: (id: number) => api.delete<{ deleted: true }>(`/api/admin/our-works/${id}`),
  reorderOurWorks: (ids: number[]) => api.put<AdminOurWork[]>('/api/admin/our-works/order', { ids }),

  updateContact: (id: string, body: { status?: ContactStatus; assigned_to?: string | null }) =>
    api.patch<AdminContact>(`/api/admin/contacts/${id}`, body),
  replyToContact: (id: string, body: string) => api.post<AdminContact>(`/api/admin/contacts/${id}/replies`, { body }),
  createPost: (body: { language: 'en' | 'vi'; title: string }) => api.post<AdminPost>('/api/admin/posts', body),
  updatePost: (id: number, body: PostChanges) => api.patch<AdminPost>(`/api/admin/posts/${id}`, body),
  deletePost: (id: number) => api.delete<{ deleted: true }>(`/api/admin/posts/${id}`),
  previewPost: (markdown: string) => api.post<PostPreview>('/api/admin/posts/preview', { markdown }),

  createIssue: (body: IssueTexts) => api.post<AdminIssue>('/api/admin/newsletter/issues', body),
  getIssue: (id: string) => api.get<AdminIssue>(`/api/admin/newsletter/issues/${id}`),
  updateIssue: (id: string, body: Partial<IssueTexts>) =>
    api.patch<AdminIssue>(`/api/admin/newsletter/issues/${id}`, body),
  deleteIssue: (id: string) => api.delete<{ deleted: true }>(`/api/admin/newsletter/issues/${id}`),
  testIssue: (id: string, language?: Locale) =>
    api.post<IssueTestSent>(`/api/admin/newsletter/issues/${id}/test`, language ? { language } : {}),
  sendIssue: (id: string) => api.post<AdminIssue>(`/api/admin/newsletter/issues/${id}/send`),
  previewIssue: (markdown: string) =>
    api.post<IssuePreview>('/api/admin/newsletter/preview', { body_markdown: markdown }),

  checkOrder: (orderId: string) => api.post<GatewayCheck>(`/api/admin/orders/${orderId}/check`),
  refundOrder: (orderId: string, body: { amount_vnd: number; reason: string }) =>
    api.post<AdminOrder>(`/api/admin/orders/${orderId}/refund`, body),
  grantOrder: (orderId: string, body: { reason: string }) =>
    api.post<AdminOrder>(`/api/admin/orders/${orderId}/grant`, body),
  resendReceipt: (orderId: string) => api.post<{ sent: true }>(`/api/admin/orders/${orderId}/resend`),
  revealStock: (orderId: string) => api.post<RevealedStock>(`/api/admin/orders/${orderId}/reveal`),
  updateUser: (userId: string, body: { role?: AdminUser['role']; disabled?: boolean }) =>
    api.patch<AdminUser>(`/api/admin/users/${userId}`, body),
  revokeCertificate: (code: string, reason: string) =>
    api.post<AdminCertificate>(`/api/admin/certificates/${encodeURIComponent(code)}/revoke`, { reason }),
  restoreCertificate: (code: string) =>
    api.post<AdminCertificate>(`/api/admin/certificates/${encodeURIComponent(code)}/restore`),
  sendVerification: (userId: string) => api.post<{ sent: true }>(`/api/admin/users/${userId}/verification`),
  sendPasswordReset: (userId: string) => api.post<{ sent: true }>(`/api/admin/users/${userId}/password-reset`),
};

/** A newsletter issue's texts as the editor sends them. */
export interface IssueTexts {
  subject: Bilingual;
  body_markdown: Bilingual;
}

/** Where the browser downloads the subscribers the list's filters match, as CSV (the session cookie goes with the link). */
export const subscribersExportUrl = (filters: Record<string, string>) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([key, value]) => ['q', 'status', 'language'].includes(key) && value !== ''),
  ).toString();
  return `/api/admin/newsletter/subscribers/export${query ? `?${query}` : ''}`;
};

/** Where the browser downloads a quiz's questions as CSV (the session cookie goes with the link). */
export const quizExportUrl = (quizId: number) => `/api/admin/quizzes/${quizId}/export`;
