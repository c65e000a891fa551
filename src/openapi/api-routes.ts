import type { ApiRoute } from '@/server/http/handler';

/** A route file as Next loads it: the handler, and its config (bodyParser: false, see handler.ts). */
export interface ApiRouteModule {
  default: ApiRoute;
  config: { api: { bodyParser: boolean; responseLimit?: boolean } };
}
import * as accountStoresIdProduct from '@/pages/api/account-stores/[id]/product';
import * as accountStoresDashboard from '@/pages/api/account-stores/dashboard';
import * as accountStores from '@/pages/api/account-stores/index';
import * as accountStoresSlugsSlug from '@/pages/api/account-stores/slugs/[slug]';
import * as adminAccountStoresId from '@/pages/api/admin/account-stores/[id]/index';
import * as adminAccountStores from '@/pages/api/admin/account-stores/index';
import * as adminAccountStoresVariantsId from '@/pages/api/admin/account-stores/variants/[id]/index';
import * as adminAccountStoresVariantsIdStock from '@/pages/api/admin/account-stores/variants/[id]/stock';
import * as adminAuditLog from '@/pages/api/admin/audit-log';
import * as adminCertificatesCodeRestore from '@/pages/api/admin/certificates/[code]/restore';
import * as adminCertificatesCodeRevoke from '@/pages/api/admin/certificates/[code]/revoke';
import * as adminContactsId from '@/pages/api/admin/contacts/[id]/index';
import * as adminContactsIdReplies from '@/pages/api/admin/contacts/[id]/replies';
import * as adminContacts from '@/pages/api/admin/contacts/index';
import * as adminCoursesIdCurriculum from '@/pages/api/admin/courses/[id]/curriculum';
import * as adminCoursesId from '@/pages/api/admin/courses/[id]/index';
import * as adminCoursesIdSections from '@/pages/api/admin/courses/[id]/sections';
import * as adminCourses from '@/pages/api/admin/courses/index';
import * as adminDashboard from '@/pages/api/admin/dashboard';
import * as adminLessonsId from '@/pages/api/admin/lessons/[id]';
import * as adminNewsletterIssuesId from '@/pages/api/admin/newsletter/issues/[id]/index';
import * as adminNewsletterIssuesIdSend from '@/pages/api/admin/newsletter/issues/[id]/send';
import * as adminNewsletterIssuesIdTest from '@/pages/api/admin/newsletter/issues/[id]/test';
import * as adminNewsletterIssues from '@/pages/api/admin/newsletter/issues/index';
import * as adminNewsletterPreview from '@/pages/api/admin/newsletter/preview';
import * as adminNewsletterSubscribersExport from '@/pages/api/admin/newsletter/subscribers/export';
import * as adminNewsletterSubscribers from '@/pages/api/admin/newsletter/subscribers/index';
import * as adminOrders from '@/pages/api/admin/orders/index';
import * as adminOrdersId from '@/pages/api/admin/orders/[id]/index';
import * as adminOrdersIdCheck from '@/pages/api/admin/orders/[id]/check';
import * as adminOrdersIdGrant from '@/pages/api/admin/orders/[id]/grant';
import * as adminOrdersIdRefund from '@/pages/api/admin/orders/[id]/refund';
import * as adminOrdersIdResend from '@/pages/api/admin/orders/[id]/resend';
import * as adminOrdersIdReveal from '@/pages/api/admin/orders/[id]/reveal';
import * as adminOurWorksId from '@/pages/api/admin/our-works/[id]';
import * as adminOurWorks from '@/pages/api/admin/our-works/index';
import * as adminOurWorksOrder from '@/pages/api/admin/our-works/order';
import * as adminSourceCodes from '@/pages/api/admin/source-codes/index';
import * as adminSourceCodesId from '@/pages/api/admin/source-codes/[id]/index';
import * as adminSourceCodesIdVersions from '@/pages/api/admin/source-codes/[id]/versions';
import * as adminQuestionsIdDuplicate from '@/pages/api/admin/questions/[id]/duplicate';
import * as adminQuestionsId from '@/pages/api/admin/questions/[id]/index';
import * as adminQuizzesIdExport from '@/pages/api/admin/quizzes/[id]/export';
import * as adminQuizzesIdImport from '@/pages/api/admin/quizzes/[id]/import';
import * as adminQuizzesId from '@/pages/api/admin/quizzes/[id]/index';
import * as adminQuizzesIdQuestionOrder from '@/pages/api/admin/quizzes/[id]/question-order';
import * as adminQuizzesIdQuestions from '@/pages/api/admin/quizzes/[id]/questions';
import * as adminQuizzesIdStatistics from '@/pages/api/admin/quizzes/[id]/statistics';
import * as adminPosts from '@/pages/api/admin/posts/index';
import * as adminPostsId from '@/pages/api/admin/posts/[id]';
import * as adminPostsPreview from '@/pages/api/admin/posts/preview';
import * as adminQuizzes from '@/pages/api/admin/quizzes/index';
import * as adminReportsOrdersCsv from '@/pages/api/admin/reports/orders.csv';
import * as adminReportsSales from '@/pages/api/admin/reports/sales';
import * as adminSectionsId from '@/pages/api/admin/sections/[id]/index';
import * as adminSectionsIdLessons from '@/pages/api/admin/sections/[id]/lessons';
import * as adminChatCannedRepliesId from '@/pages/api/admin/chat/canned-replies/[id]';
import * as adminChatCannedReplies from '@/pages/api/admin/chat/canned-replies/index';
import * as adminChatClose from '@/pages/api/admin/chat/close';
import * as adminChatMessages from '@/pages/api/admin/chat/messages/index';
import * as adminChatMessagesRead from '@/pages/api/admin/chat/messages/read';
import * as adminChatPresence from '@/pages/api/admin/chat/presence';
import * as adminChatStream from '@/pages/api/admin/chat/stream';
import * as adminChatSessionsId from '@/pages/api/admin/chat/sessions/[id]/index';
import * as adminChatSessionsIdNotes from '@/pages/api/admin/chat/sessions/[id]/notes';
import * as adminChats from '@/pages/api/admin/chats';
import * as adminUploads from '@/pages/api/admin/uploads';
import * as adminUsersId from '@/pages/api/admin/users/[id]/index';
import * as adminUsersIdPasswordReset from '@/pages/api/admin/users/[id]/password-reset';
import * as adminUsersIdVerification from '@/pages/api/admin/users/[id]/verification';
import * as adminUsers from '@/pages/api/admin/users/index';
import * as authChangePassword from '@/pages/api/auth/change-password';
import * as authForgetPassword from '@/pages/api/auth/forget-password';
import * as authGoogleLoginUrl from '@/pages/api/auth/google/login-url';
import * as authGoogleLogin from '@/pages/api/auth/google/login';
import * as authLogin from '@/pages/api/auth/login';
import * as authLogout from '@/pages/api/auth/logout';
import * as authMe from '@/pages/api/auth/me';
import * as authRegister from '@/pages/api/auth/register';
import * as authRequestVerifyMail from '@/pages/api/auth/request-verify-mail';
import * as authResetPassword from '@/pages/api/auth/reset-password';
import * as certificatesCode from '@/pages/api/certificates/[code]/index';
import * as certificatesCodePdf from '@/pages/api/certificates/[code]/pdf';
import * as chatAdminMessagesNew from '@/pages/api/chat/admin/messages/new';
import * as chatHistory from '@/pages/api/chat/history';
import * as chatInitialize from '@/pages/api/chat/initialize';
import * as chatMessages from '@/pages/api/chat/messages/index';
import * as chatMessagesRead from '@/pages/api/chat/messages/read';
import * as chatStatus from '@/pages/api/chat/status';
import * as chatStream from '@/pages/api/chat/stream';
import * as contacts from '@/pages/api/contacts';
import * as filesImagesId from '@/pages/api/files/images/[id]';
import * as examCoursesId from '@/pages/api/exam/courses/[id]';
import * as examCoursesIdEnrol from '@/pages/api/exam/courses/[id]/enrol';
import * as examCoursesIdReviews from '@/pages/api/exam/courses/[id]/reviews';
import * as examCoursesIdReviewsMine from '@/pages/api/exam/courses/[id]/reviews/mine';
import * as examCoursesIdReviewsReviewIdHelpful from '@/pages/api/exam/courses/[id]/reviews/[reviewId]/helpful';
import * as adminCoursesIdReviews from '@/pages/api/admin/courses/[id]/reviews';
import * as adminReviewsId from '@/pages/api/admin/reviews/[id]';
import * as examCourses from '@/pages/api/exam/courses/index';
import * as examCoursesSlugsSlug from '@/pages/api/exam/courses/slugs/[slug]/index';
import * as examCoursesSlugsSlugPurchasedStatus from '@/pages/api/exam/courses/slugs/[slug]/purchased-status';
import * as examGroupCategories from '@/pages/api/exam/group-categories';
import * as examLessonsIdCaptionsLang from '@/pages/api/exam/lessons/[id]/captions/[lang]';
import * as examLessonsId from '@/pages/api/exam/lessons/[id]/index';
import * as examLessonsIdProgress from '@/pages/api/exam/lessons/[id]/progress';
import * as examLessonsIdVideo from '@/pages/api/exam/lessons/[id]/video';
import * as examMyCourses from '@/pages/api/exam/my-courses';
import * as examQuizAnswerHistoriesId from '@/pages/api/exam/quiz-answer-histories/[id]';
import * as examQuizAttemptsIdAnswers from '@/pages/api/exam/quiz-attempts/[id]/answers';
import * as examQuizzesIdFullExam from '@/pages/api/exam/quizzes/[id]/full-exam';
import * as examQuizzesId from '@/pages/api/exam/quizzes/[id]/index';
import * as examQuizzesIdMyAnswerHistories from '@/pages/api/exam/quizzes/[id]/my-answer-histories';
import * as examQuizzesSubmit from '@/pages/api/exam/quizzes/submit';
import * as examTrendingCourses from '@/pages/api/exam/trending-courses';
import * as health from '@/pages/api/health/index';
import * as healthReady from '@/pages/api/health/ready';
import * as metrics from '@/pages/api/metrics';
import * as newsletterConfirm from '@/pages/api/newsletter/confirm';
import * as newsletter from '@/pages/api/newsletter/index';
import * as newsletterUnsubscribe from '@/pages/api/newsletter/unsubscribe';
import * as openapiJson from '@/pages/api/openapi.json';
import * as ordersIdCheck from '@/pages/api/orders/[id]/check';
import * as ordersId from '@/pages/api/orders/[id]/index';
import * as ordersIdPayment from '@/pages/api/orders/[id]/payment';
import * as orders from '@/pages/api/orders/index';
import * as ordersMe from '@/pages/api/orders/me';
import * as paymentsSandboxDecision from '@/pages/api/payments/sandbox/decision';
import * as paymentsVnpayIpn from '@/pages/api/payments/vnpay/ipn';
import * as paymentsVnpayReturn from '@/pages/api/payments/vnpay/return';
import * as reference from '@/pages/api/reference';
import * as postsCategories from '@/pages/api/posts/categories';
import * as posts from '@/pages/api/posts/index';
import * as postsSlugsSlug from '@/pages/api/posts/slugs/[slug]/index';
import * as postsSlugsSlugRelated from '@/pages/api/posts/slugs/[slug]/related';
import * as sourceCodesIdDownloadV2 from '@/pages/api/source-codes/[id]/download-v2';
import * as sourceCodesIdDownload from '@/pages/api/source-codes/[id]/download';
import * as sourceCodesIdFile from '@/pages/api/source-codes/[id]/file';
import * as sourceCodesId from '@/pages/api/source-codes/[id]/index';
import * as sourceCodesFilterGroups from '@/pages/api/source-codes/filter-groups';
import * as sourceCodes from '@/pages/api/source-codes/index';
import * as sourceCodesOurWorks from '@/pages/api/source-codes/our-works';
import * as sourceCodesSlugsSlug from '@/pages/api/source-codes/slugs/[slug]/index';
import * as sourceCodesSlugsSlugPurchasedStatus from '@/pages/api/source-codes/slugs/[slug]/purchased-status';

/**
 * Every API route of the site by its path (Next's pattern, `[id]` for a path parameter),
 * for the API reference (/api/openapi.json) and the tests that go through all routes
 * (fuzzing, the authorization matrix). tests/integration/openapi.test.ts fails when a
 * file under src/pages/api is missing here. Only the catch-all 404 (/api/[...path]) is not
 * listed: it is no endpoint.
 */
export const API_ROUTES: Readonly<Record<string, ApiRouteModule>> = {
  '/api/account-stores/[id]/product': accountStoresIdProduct,
  '/api/account-stores/dashboard': accountStoresDashboard,
  '/api/account-stores': accountStores,
  '/api/account-stores/slugs/[slug]': accountStoresSlugsSlug,
  '/api/admin/account-stores': adminAccountStores,
  '/api/admin/account-stores/[id]': adminAccountStoresId,
  '/api/admin/account-stores/variants/[id]': adminAccountStoresVariantsId,
  '/api/admin/account-stores/variants/[id]/stock': adminAccountStoresVariantsIdStock,
  '/api/admin/audit-log': adminAuditLog,
  '/api/admin/certificates/[code]/restore': adminCertificatesCodeRestore,
  '/api/admin/certificates/[code]/revoke': adminCertificatesCodeRevoke,
  '/api/admin/contacts': adminContacts,
  '/api/admin/contacts/[id]': adminContactsId,
  '/api/admin/contacts/[id]/replies': adminContactsIdReplies,
  '/api/admin/courses/[id]/curriculum': adminCoursesIdCurriculum,
  '/api/admin/courses/[id]': adminCoursesId,
  '/api/admin/courses/[id]/sections': adminCoursesIdSections,
  '/api/admin/courses/[id]/reviews': adminCoursesIdReviews,
  '/api/admin/reviews/[id]': adminReviewsId,
  '/api/admin/courses': adminCourses,
  '/api/admin/dashboard': adminDashboard,
  '/api/admin/lessons/[id]': adminLessonsId,
  '/api/admin/newsletter/issues': adminNewsletterIssues,
  '/api/admin/newsletter/issues/[id]': adminNewsletterIssuesId,
  '/api/admin/newsletter/issues/[id]/send': adminNewsletterIssuesIdSend,
  '/api/admin/newsletter/issues/[id]/test': adminNewsletterIssuesIdTest,
  '/api/admin/newsletter/preview': adminNewsletterPreview,
  '/api/admin/newsletter/subscribers': adminNewsletterSubscribers,
  '/api/admin/newsletter/subscribers/export': adminNewsletterSubscribersExport,
  '/api/admin/questions/[id]/duplicate': adminQuestionsIdDuplicate,
  '/api/admin/questions/[id]': adminQuestionsId,
  '/api/admin/orders': adminOrders,
  '/api/admin/orders/[id]': adminOrdersId,
  '/api/admin/orders/[id]/check': adminOrdersIdCheck,
  '/api/admin/orders/[id]/grant': adminOrdersIdGrant,
  '/api/admin/orders/[id]/refund': adminOrdersIdRefund,
  '/api/admin/orders/[id]/resend': adminOrdersIdResend,
  '/api/admin/orders/[id]/reveal': adminOrdersIdReveal,
  '/api/admin/posts': adminPosts,
  '/api/admin/posts/[id]': adminPostsId,
  '/api/admin/posts/preview': adminPostsPreview,
  '/api/admin/our-works': adminOurWorks,
  '/api/admin/our-works/[id]': adminOurWorksId,
  '/api/admin/our-works/order': adminOurWorksOrder,
  '/api/admin/source-codes': adminSourceCodes,
  '/api/admin/source-codes/[id]': adminSourceCodesId,
  '/api/admin/source-codes/[id]/versions': adminSourceCodesIdVersions,
  '/api/admin/quizzes/[id]/export': adminQuizzesIdExport,
  '/api/admin/quizzes/[id]/import': adminQuizzesIdImport,
  '/api/admin/quizzes/[id]': adminQuizzesId,
  '/api/admin/quizzes/[id]/question-order': adminQuizzesIdQuestionOrder,
  '/api/admin/quizzes/[id]/questions': adminQuizzesIdQuestions,
  '/api/admin/quizzes/[id]/statistics': adminQuizzesIdStatistics,
  '/api/admin/quizzes': adminQuizzes,
  '/api/admin/reports/orders.csv': adminReportsOrdersCsv,
  '/api/admin/reports/sales': adminReportsSales,
  '/api/admin/sections/[id]': adminSectionsId,
  '/api/admin/sections/[id]/lessons': adminSectionsIdLessons,
  '/api/admin/chat/canned-replies': adminChatCannedReplies,
  '/api/admin/chat/canned-replies/[id]': adminChatCannedRepliesId,
  '/api/admin/chat/close': adminChatClose,
  '/api/admin/chat/messages': adminChatMessages,
  '/api/admin/chat/messages/read': adminChatMessagesRead,
  '/api/admin/chat/presence': adminChatPresence,
  '/api/admin/chat/stream': adminChatStream,
  '/api/admin/chat/sessions/[id]': adminChatSessionsId,
  '/api/admin/chat/sessions/[id]/notes': adminChatSessionsIdNotes,
  '/api/admin/chats': adminChats,
  '/api/admin/uploads': adminUploads,
  '/api/admin/users': adminUsers,
  '/api/admin/users/[id]': adminUsersId,
  '/api/admin/users/[id]/password-reset': adminUsersIdPasswordReset,
  '/api/admin/users/[id]/verification': adminUsersIdVerification,
  '/api/auth/change-password': authChangePassword,
  '/api/auth/forget-password': authForgetPassword,
  '/api/auth/google/login-url': authGoogleLoginUrl,
  '/api/auth/google/login': authGoogleLogin,
  '/api/auth/login': authLogin,
  '/api/auth/logout': authLogout,
  '/api/auth/me': authMe,
  '/api/auth/register': authRegister,
  '/api/auth/request-verify-mail': authRequestVerifyMail,
  '/api/auth/reset-password': authResetPassword,
  '/api/certificates/[code]': certificatesCode,
  '/api/certificates/[code]/pdf': certificatesCodePdf,
  '/api/chat/admin/messages/new': chatAdminMessagesNew,
  '/api/chat/history': chatHistory,
  '/api/chat/initialize': chatInitialize,
  '/api/chat/messages': chatMessages,
  '/api/chat/messages/read': chatMessagesRead,
  '/api/chat/status': chatStatus,
  '/api/chat/stream': chatStream,
  '/api/contacts': contacts,
  '/api/files/images/[id]': filesImagesId,
  '/api/exam/courses/[id]': examCoursesId,
  '/api/exam/courses/[id]/enrol': examCoursesIdEnrol,
  '/api/exam/courses/[id]/reviews': examCoursesIdReviews,
  '/api/exam/courses/[id]/reviews/mine': examCoursesIdReviewsMine,
  '/api/exam/courses/[id]/reviews/[reviewId]/helpful': examCoursesIdReviewsReviewIdHelpful,
  '/api/exam/courses': examCourses,
  '/api/exam/courses/slugs/[slug]': examCoursesSlugsSlug,
  '/api/exam/courses/slugs/[slug]/purchased-status': examCoursesSlugsSlugPurchasedStatus,
  '/api/exam/group-categories': examGroupCategories,
  '/api/exam/lessons/[id]': examLessonsId,
  '/api/exam/lessons/[id]/captions/[lang]': examLessonsIdCaptionsLang,
  '/api/exam/lessons/[id]/progress': examLessonsIdProgress,
  '/api/exam/lessons/[id]/video': examLessonsIdVideo,
  '/api/exam/my-courses': examMyCourses,
  '/api/exam/quiz-answer-histories/[id]': examQuizAnswerHistoriesId,
  '/api/exam/quiz-attempts/[id]/answers': examQuizAttemptsIdAnswers,
  '/api/exam/quizzes/[id]/full-exam': examQuizzesIdFullExam,
  '/api/exam/quizzes/[id]': examQuizzesId,
  '/api/exam/quizzes/[id]/my-answer-histories': examQuizzesIdMyAnswerHistories,
  '/api/exam/quizzes/submit': examQuizzesSubmit,
  '/api/exam/trending-courses': examTrendingCourses,
  '/api/health': health,
  '/api/health/ready': healthReady,
  '/api/metrics': metrics,
  '/api/newsletter/confirm': newsletterConfirm,
  '/api/newsletter': newsletter,
  '/api/newsletter/unsubscribe': newsletterUnsubscribe,
  '/api/openapi.json': openapiJson,
  '/api/orders/[id]/check': ordersIdCheck,
  '/api/orders/[id]': ordersId,
  '/api/orders/[id]/payment': ordersIdPayment,
  '/api/orders': orders,
  '/api/orders/me': ordersMe,
  '/api/payments/sandbox/decision': paymentsSandboxDecision,
  '/api/payments/vnpay/ipn': paymentsVnpayIpn,
  '/api/payments/vnpay/return': paymentsVnpayReturn,
  '/api/reference': reference,
  '/api/posts/categories': postsCategories,
  '/api/posts': posts,
  '/api/posts/slugs/[slug]': postsSlugsSlug,
  '/api/posts/slugs/[slug]/related': postsSlugsSlugRelated,
  '/api/source-codes/[id]/download-v2': sourceCodesIdDownloadV2,
  '/api/source-codes/[id]/download': sourceCodesIdDownload,
  '/api/source-codes/[id]/file': sourceCodesIdFile,
  '/api/source-codes/[id]': sourceCodesId,
  '/api/source-codes/filter-groups': sourceCodesFilterGroups,
  '/api/source-codes': sourceCodes,
  '/api/source-codes/our-works': sourceCodesOurWorks,
  '/api/source-codes/slugs/[slug]': sourceCodesSlugsSlug,
  '/api/source-codes/slugs/[slug]/purchased-status': sourceCodesSlugsSlugPurchasedStatus,
};
