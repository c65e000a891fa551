import type { Bilingual } from '../catalog/seed-types';
import { PROJECT_FILES, type ProjectFiles } from './source-code-projects';

/** The demo source-code products and the facets they are filed under. */

export interface SeedFilterGroup {
  slug: string;
  name: Bilingual;
  filters: { slug: string; name: Bilingual }[];
}

export const SOURCE_CODE_FILTER_GROUPS: SeedFilterGroup[] = [
  {
    slug: 'technology',
    name: { en: 'Technology', vi: 'Công nghệ' },
    filters: [
      { slug: 'javascript', name: { en: 'JavaScript', vi: 'JavaScript' } },
      { slug: 'react-nextjs', name: { en: 'React / Next.js', vi: 'React / Next.js' } },
      { slug: 'nodejs', name: { en: 'Node.js', vi: 'Node.js' } },
      { slug: 'python', name: { en: 'Python', vi: 'Python' } },
      { slug: 'flutter', name: { en: 'Flutter', vi: 'Flutter' } },
    ],
  },
  {
    slug: 'kind',
    name: { en: 'Kind of project', vi: 'Loại dự án' },
    filters: [
      { slug: 'web-app', name: { en: 'Web app', vi: 'Ứng dụng web' } },
      { slug: 'mobile-app', name: { en: 'Mobile app', vi: 'Ứng dụng di động' } },
      { slug: 'backend-api', name: { en: 'Back end / API', vi: 'Back end / API' } },
      { slug: 'tool-bot', name: { en: 'Tool or bot', vi: 'Công cụ / bot' } },
      { slug: 'template', name: { en: 'Template', vi: 'Mẫu giao diện' } },
    ],
  },
];

export interface SeedSourceCode {
  slug: string;
  title: Bilingual;
  shortDescription: Bilingual;
  description: Bilingual;
  techStack: string[];
  version: string;
  priceVnd: number;
  filters: string[];
  salesCount: number;
  publishedDaysAgo: number;
  files: ProjectFiles;
}

export const SOURCE_CODES: SeedSourceCode[] = [
  {
    slug: 'kanban-board-javascript',
    title: { en: 'Kanban board in plain JavaScript', vi: 'Bảng Kanban bằng JavaScript thuần' },
    shortDescription: {
      en: 'Drag-and-drop columns and cards, saved in the browser. No framework, no build step.',
      vi: 'Kéo thả cột và thẻ, lưu ngay trong trình duyệt. Không framework, không cần build.',
    },
    description: {
      en: 'A complete Kanban board you can read in one sitting: the board state and its moves are pure functions, rendering and drag and drop live in one small module, and everything is saved in local storage.\n\nA good base for a personal task tracker, or a clear example of state management without a framework.',
      vi: 'Một bảng Kanban hoàn chỉnh mà bạn có thể đọc hết trong một lần: trạng thái bảng và các thao tác là hàm thuần, phần hiển thị và kéo thả nằm trong một module nhỏ, mọi thứ được lưu trong local storage.\n\nNền tảng tốt cho một công cụ quản lý công việc cá nhân, hoặc một ví dụ rõ ràng về quản lý trạng thái không cần framework.',
    },
    techStack: ['JavaScript', 'HTML', 'CSS'],
    version: '1.0.0',
    priceVnd: 190_000,
    filters: ['javascript', 'web-app'],
    salesCount: 58,
    publishedDaysAgo: 40,
    files: PROJECT_FILES.kanbanBoard,
  },
  {
    slug: 'rest-api-starter-express-postgresql',
    title: { en: 'REST API starter: Express and PostgreSQL', vi: 'Khung REST API: Express và PostgreSQL' },
    shortDescription: {
      en: 'Validation, one error handler, a connection pool and graceful shutdown, ready to extend.',
      vi: 'Kiểm tra dữ liệu, một nơi xử lý lỗi, pool kết nối và tắt máy an toàn, sẵn sàng mở rộng.',
    },
    description: {
      en: 'Start your next API from a shape that holds up in production: input validation at the edge, errors mapped to HTTP statuses in one place (with 5xx details kept out of replies), a PostgreSQL pool and a clean shutdown on SIGTERM.\n\nIncludes the SQL schema and a to-do resource to copy from.',
      vi: 'Bắt đầu API tiếp theo của bạn từ một cấu trúc vững vàng khi lên production: kiểm tra đầu vào ngay từ đầu, ánh xạ lỗi sang mã HTTP ở một chỗ (không để lộ chi tiết lỗi 5xx), pool PostgreSQL và tắt máy gọn gàng khi nhận SIGTERM.\n\nKèm lược đồ SQL và một tài nguyên to-do để làm mẫu.',
    },
    techStack: ['Node.js', 'Express', 'PostgreSQL'],
    version: '1.2.0',
    priceVnd: 390_000,
    filters: ['nodejs', 'backend-api'],
    salesCount: 124,
    publishedDaysAgo: 75,
    files: PROJECT_FILES.restApiStarter,
  },
  {
    slug: 'product-landing-page-nextjs',
    title: { en: 'Product landing page template (Next.js)', vi: 'Mẫu trang giới thiệu sản phẩm (Next.js)' },
    shortDescription: {
      en: 'Hero, features and pricing, statically rendered and accessible. Edit one file to make it yours.',
      vi: 'Phần mở đầu, tính năng và bảng giá, kết xuất tĩnh và dễ tiếp cận. Sửa một tệp là thành của bạn.',
    },
    description: {
      en: 'A landing page that loads fast and reads well on every screen. All the words live in one content file, so launching a new product page takes minutes.\n\nBuilt with Next.js and React, no UI library.',
      vi: 'Trang giới thiệu tải nhanh và dễ đọc trên mọi màn hình. Toàn bộ nội dung nằm trong một tệp, nên ra mắt một trang sản phẩm mới chỉ mất vài phút.\n\nXây dựng bằng Next.js và React, không dùng thư viện giao diện.',
    },
    techStack: ['Next.js', 'React'],
    version: '2.0.1',
    priceVnd: 290_000,
    filters: ['react-nextjs', 'template', 'web-app'],
    salesCount: 87,
    publishedDaysAgo: 20,
    files: PROJECT_FILES.landingPage,
  },
  {
    slug: 'telegram-expense-tracker-bot-python',
    title: { en: 'Telegram expense tracker bot (Python)', vi: 'Bot Telegram ghi chép chi tiêu (Python)' },
    shortDescription: {
      en: 'Log spending from a chat and see today’s and this month’s totals. SQLite, no server to run.',
      vi: 'Ghi chi tiêu ngay trong khung chat, xem tổng hôm nay và tháng này. Dùng SQLite, không cần máy chủ.',
    },
    description: {
      en: 'A small Telegram bot that keeps a personal ledger: /add 45000 coffee, /today, /month. The ledger is a tested class over SQLite, separate from the bot, so you can reuse it elsewhere.',
      vi: 'Một bot Telegram nhỏ giữ sổ chi tiêu cá nhân: /add 45000 cafe, /today, /month. Phần sổ sách là một lớp dùng SQLite, tách riêng khỏi bot, nên bạn có thể dùng lại ở nơi khác.',
    },
    techStack: ['Python', 'python-telegram-bot', 'SQLite'],
    version: '1.0.3',
    priceVnd: 250_000,
    filters: ['python', 'tool-bot'],
    salesCount: 41,
    publishedDaysAgo: 12,
    files: PROJECT_FILES.expenseBot,
  },
  {
    slug: 'pomodoro-timer-flutter',
    title: { en: 'Pomodoro timer app (Flutter)', vi: 'Ứng dụng hẹn giờ Pomodoro (Flutter)' },
    shortDescription: {
      en: '25-minute focus sessions with a count of the day’s sessions, for Android, iOS and the web.',
      vi: 'Phiên tập trung 25 phút kèm số phiên trong ngày, cho Android, iOS và web.',
    },
    description: {
      en: 'A clean starting point for a productivity app in Flutter: one stateful page, a periodic timer, start and pause. Extend it with breaks, sounds or statistics.',
      vi: 'Điểm khởi đầu gọn gàng cho một ứng dụng năng suất bằng Flutter: một trang có trạng thái, bộ đếm định kỳ, bắt đầu và tạm dừng. Mở rộng thêm giờ nghỉ, âm thanh hay thống kê tùy ý.',
    },
    techStack: ['Flutter', 'Dart'],
    version: '1.1.0',
    priceVnd: 350_000,
    filters: ['flutter', 'mobile-app'],
    salesCount: 33,
    publishedDaysAgo: 55,
    files: PROJECT_FILES.pomodoro,
  },
  {
    slug: 'markdown-notes-cli-nodejs',
    title: { en: 'Markdown notes CLI (Node.js)', vi: 'Công cụ ghi chú Markdown trên dòng lệnh (Node.js)' },
    shortDescription: {
      en: 'Add, list and search Markdown notes from the terminal. One file, no dependencies. Free.',
      vi: 'Thêm, liệt kê và tìm ghi chú Markdown từ terminal. Một tệp, không phụ thuộc. Miễn phí.',
    },
    description: {
      en: 'Our free sample: a command-line tool that keeps your notes as plain Markdown files in your home folder. Read it to see how we write code before you buy anything.',
      vi: 'Mẫu miễn phí của chúng tôi: một công cụ dòng lệnh lưu ghi chú dưới dạng tệp Markdown trong thư mục cá nhân. Hãy đọc nó để xem chúng tôi viết code thế nào trước khi mua.',
    },
    techStack: ['Node.js'],
    version: '0.3.0',
    priceVnd: 0,
    filters: ['nodejs', 'javascript', 'tool-bot'],
    salesCount: 310,
    publishedDaysAgo: 90,
    files: PROJECT_FILES.notesCli,
  },
];
