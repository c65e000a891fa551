import type { Bilingual } from '../catalog/seed-types';

/**
 * The demo account store: fictional services in the four categories (spec §2 /account),
 * each with options and a variant per combination. The stock the seed generates is marked
 * DEMO: it activates nothing anywhere.
 */

interface SeedOption {
  name: Bilingual;
  values: { code: string; label: Bilingual }[];
}

export interface SeedAccountProduct {
  slug: string;
  type: 'learning' | 'work' | 'entertainment' | 'storage';
  provider: string;
  title: Bilingual;
  shortDescription: Bilingual;
  description: Bilingual;
  features: { en: string[]; vi: string[] };
  deliveryKind: 'code' | 'credentials';
  isFeatured: boolean;
  soldCount: number;
  options: SeedOption[];
  /** Price per combination key (value codes in option order, joined by "_"). */
  prices: Record<string, { price: number; compareAt?: number; stock?: number }>;
}

const DURATION_1_12: SeedOption = {
  name: { en: 'Duration', vi: 'Thời hạn' },
  values: [
    { code: '1-month', label: { en: '1 month', vi: '1 tháng' } },
    { code: '12-months', label: { en: '12 months', vi: '12 tháng' } },
  ],
};
const DURATION_1_6_12: SeedOption = {
  name: { en: 'Duration', vi: 'Thời hạn' },
  values: [
    { code: '1-month', label: { en: '1 month', vi: '1 tháng' } },
    { code: '6-months', label: { en: '6 months', vi: '6 tháng' } },
    { code: '12-months', label: { en: '12 months', vi: '12 tháng' } },
  ],
};
const PLAN_SOLO_FAMILY: SeedOption = {
  name: { en: 'Plan', vi: 'Gói' },
  values: [
    { code: 'individual', label: { en: 'Individual', vi: 'Cá nhân' } },
    { code: 'family', label: { en: 'Family (6 people)', vi: 'Gia đình (6 người)' } },
  ],
};

export const ACCOUNT_PRODUCTS: SeedAccountProduct[] = [
  {
    slug: 'lingualeap-premium',
    type: 'learning',
    provider: 'LinguaLeap',
    title: { en: 'LinguaLeap Premium', vi: 'LinguaLeap Premium' },
    shortDescription: {
      en: 'Ad-free language lessons, unlimited practice and offline courses.',
      vi: 'Học ngoại ngữ không quảng cáo, luyện tập không giới hạn và học ngoại tuyến.',
    },
    description: {
      en: 'Premium unlocks every LinguaLeap course without ads, unlimited hearts and practice sessions, and downloads for learning offline. You receive an activation code to redeem in the app.',
      vi: 'Gói Premium mở khóa mọi khóa học LinguaLeap không quảng cáo, luyện tập không giới hạn và tải bài để học ngoại tuyến. Bạn nhận một mã kích hoạt để nhập trong ứng dụng.',
    },
    features: {
      en: ['No ads', 'Unlimited practice', 'Offline lessons', 'Progress reports'],
      vi: ['Không quảng cáo', 'Luyện tập không giới hạn', 'Học ngoại tuyến', 'Báo cáo tiến độ'],
    },
    deliveryKind: 'code',
    isFeatured: true,
    soldCount: 214,
    options: [DURATION_1_12, PLAN_SOLO_FAMILY],
    prices: {
      '1-month_individual': { price: 79_000 },
      '1-month_family': { price: 149_000 },
      '12-months_individual': { price: 690_000, compareAt: 948_000 },
      '12-months_family': { price: 1_190_000, compareAt: 1_788_000 },
    },
  },
  {
    slug: 'codedojo-pro',
    type: 'learning',
    provider: 'CodeDojo',
    title: { en: 'CodeDojo Pro', vi: 'CodeDojo Pro' },
    shortDescription: {
      en: 'Interview-style coding challenges with step-by-step solutions.',
      vi: 'Bài tập lập trình kiểu phỏng vấn kèm lời giải từng bước.',
    },
    description: {
      en: 'Pro gives you the full challenge library, worked solutions in five languages and mock interviews with a timer. Delivered as an activation code.',
      vi: 'Gói Pro cho bạn toàn bộ thư viện bài tập, lời giải chi tiết bằng năm ngôn ngữ và phỏng vấn thử có bấm giờ. Giao dưới dạng mã kích hoạt.',
    },
    features: {
      en: ['2,000+ challenges', 'Worked solutions', 'Mock interviews'],
      vi: ['Hơn 2.000 bài tập', 'Lời giải chi tiết', 'Phỏng vấn thử'],
    },
    deliveryKind: 'code',
    isFeatured: false,
    soldCount: 96,
    options: [DURATION_1_6_12],
    prices: {
      '1-month': { price: 119_000 },
      '6-months': { price: 590_000, compareAt: 714_000 },
      '12-months': { price: 990_000, compareAt: 1_428_000 },
    },
  },
  {
    slug: 'taskflow-team',
    type: 'work',
    provider: 'TaskFlow',
    title: { en: 'TaskFlow Team', vi: 'TaskFlow Team' },
    shortDescription: {
      en: 'Boards, timelines and automations for teams of up to 10.',
      vi: 'Bảng công việc, dòng thời gian và tự động hóa cho nhóm đến 10 người.',
    },
    description: {
      en: 'The Team plan adds timelines, automations and guest access to your TaskFlow workspace. Redeem the activation code in the workspace settings.',
      vi: 'Gói Team bổ sung dòng thời gian, tự động hóa và quyền truy cập cho khách vào không gian TaskFlow của bạn. Nhập mã kích hoạt trong phần cài đặt không gian làm việc.',
    },
    features: {
      en: ['Up to 10 members', 'Timelines', 'Automations', 'Guest access'],
      vi: ['Tối đa 10 thành viên', 'Dòng thời gian', 'Tự động hóa', 'Quyền cho khách'],
    },
    deliveryKind: 'code',
    isFeatured: true,
    soldCount: 132,
    options: [DURATION_1_12],
    prices: {
      '1-month': { price: 199_000 },
      '12-months': { price: 1_990_000, compareAt: 2_388_000 },
    },
  },
  {
    slug: 'writewell-premium',
    type: 'work',
    provider: 'WriteWell',
    title: { en: 'WriteWell Premium', vi: 'WriteWell Premium' },
    shortDescription: {
      en: 'Grammar, tone and clarity suggestions wherever you write.',
      vi: 'Gợi ý ngữ pháp, giọng văn và độ rõ ràng ở mọi nơi bạn viết.',
    },
    description: {
      en: 'Premium checks tone and clarity as well as grammar, rewrites whole sentences and works in your browser, email and documents. Delivered as a ready-to-use account login.',
      vi: 'Gói Premium kiểm tra cả giọng văn, độ rõ ràng lẫn ngữ pháp, viết lại cả câu và hoạt động trong trình duyệt, email và tài liệu. Giao dưới dạng tài khoản đăng nhập dùng ngay.',
    },
    features: {
      en: ['Tone and clarity', 'Sentence rewrites', 'Browser and desktop apps'],
      vi: ['Giọng văn và độ rõ ràng', 'Viết lại câu', 'Tiện ích trình duyệt và máy tính'],
    },
    deliveryKind: 'credentials',
    isFeatured: false,
    soldCount: 77,
    options: [DURATION_1_12],
    prices: {
      '1-month': { price: 149_000 },
      '12-months': { price: 1_290_000, compareAt: 1_788_000, stock: 0 },
    },
  },
  {
    slug: 'streambox-premium',
    type: 'entertainment',
    provider: 'StreamBox',
    title: { en: 'StreamBox Premium', vi: 'StreamBox Premium' },
    shortDescription: {
      en: 'Films and series in 4K on four screens at once.',
      vi: 'Phim lẻ và phim bộ chất lượng 4K trên bốn màn hình cùng lúc.',
    },
    description: {
      en: 'Watch the whole StreamBox catalogue in 4K with HDR on up to four screens, and download to watch offline. Delivered as a ready-to-use account login.',
      vi: 'Xem toàn bộ kho phim StreamBox chuẩn 4K HDR trên tối đa bốn màn hình, và tải về để xem ngoại tuyến. Giao dưới dạng tài khoản đăng nhập dùng ngay.',
    },
    features: {
      en: ['4K with HDR', '4 screens at once', 'Offline downloads'],
      vi: ['4K kèm HDR', '4 màn hình cùng lúc', 'Tải về xem ngoại tuyến'],
    },
    deliveryKind: 'credentials',
    isFeatured: true,
    soldCount: 402,
    options: [DURATION_1_6_12],
    prices: {
      '1-month': { price: 89_000 },
      '6-months': { price: 499_000, compareAt: 534_000 },
      '12-months': { price: 949_000, compareAt: 1_068_000 },
    },
  },
  {
    slug: 'beatwave-music',
    type: 'entertainment',
    provider: 'BeatWave',
    title: { en: 'BeatWave Music', vi: 'BeatWave Music' },
    shortDescription: {
      en: 'Ad-free music, offline listening and lossless audio.',
      vi: 'Nghe nhạc không quảng cáo, nghe ngoại tuyến và âm thanh lossless.',
    },
    description: {
      en: 'BeatWave Music removes ads, lets you play any song in any order, download for offline listening and switch to lossless audio. Delivered as an activation code.',
      vi: 'BeatWave Music bỏ quảng cáo, cho phép phát bài bất kỳ theo thứ tự tùy ý, tải về nghe ngoại tuyến và chuyển sang âm thanh lossless. Giao dưới dạng mã kích hoạt.',
    },
    features: {
      en: ['No ads', 'Offline listening', 'Lossless audio'],
      vi: ['Không quảng cáo', 'Nghe ngoại tuyến', 'Âm thanh lossless'],
    },
    deliveryKind: 'code',
    isFeatured: false,
    soldCount: 288,
    options: [DURATION_1_12, PLAN_SOLO_FAMILY],
    prices: {
      '1-month_individual': { price: 59_000 },
      '1-month_family': { price: 99_000 },
      '12-months_individual': { price: 590_000, compareAt: 708_000 },
      '12-months_family': { price: 990_000, compareAt: 1_188_000 },
    },
  },
  {
    slug: 'cloudvault-storage',
    type: 'storage',
    provider: 'CloudVault',
    title: { en: 'CloudVault storage', vi: 'Lưu trữ CloudVault' },
    shortDescription: {
      en: 'Encrypted cloud storage for files and backups, shared with your family.',
      vi: 'Lưu trữ đám mây mã hóa cho tệp và bản sao lưu, chia sẻ cùng gia đình.',
    },
    description: {
      en: 'Keep files and phone backups in encrypted cloud storage, share the space with up to five family members and restore earlier versions of any file. Delivered as an activation code.',
      vi: 'Lưu tệp và bản sao lưu điện thoại trong kho đám mây được mã hóa, chia sẻ dung lượng với tối đa năm thành viên gia đình và khôi phục phiên bản cũ của bất kỳ tệp nào. Giao dưới dạng mã kích hoạt.',
    },
    features: {
      en: ['End-to-end encryption', 'Family sharing', 'File version history'],
      vi: ['Mã hóa đầu cuối', 'Chia sẻ gia đình', 'Lịch sử phiên bản tệp'],
    },
    deliveryKind: 'code',
    isFeatured: true,
    soldCount: 167,
    options: [
      {
        name: { en: 'Space', vi: 'Dung lượng' },
        values: [
          { code: '200-gb', label: { en: '200 GB', vi: '200 GB' } },
          { code: '2-tb', label: { en: '2 TB', vi: '2 TB' } },
        ],
      },
      DURATION_1_12,
    ],
    prices: {
      '200-gb_1-month': { price: 45_000 },
      '200-gb_12-months': { price: 450_000, compareAt: 540_000 },
      '2-tb_1-month': { price: 225_000 },
      '2-tb_12-months': { price: 2_250_000, compareAt: 2_700_000 },
    },
  },
  {
    slug: 'photokeep-unlimited',
    type: 'storage',
    provider: 'PhotoKeep',
    title: { en: 'PhotoKeep Unlimited', vi: 'PhotoKeep Unlimited' },
    shortDescription: {
      en: 'Unlimited photo and video backup in original quality.',
      vi: 'Sao lưu ảnh và video không giới hạn với chất lượng gốc.',
    },
    description: {
      en: 'Back up every photo and video from your phone and camera in original quality, with search by place, person and thing. Delivered as a ready-to-use account login.',
      vi: 'Sao lưu mọi ảnh và video từ điện thoại và máy ảnh ở chất lượng gốc, tìm kiếm theo địa điểm, người và đồ vật. Giao dưới dạng tài khoản đăng nhập dùng ngay.',
    },
    features: {
      en: ['Unlimited space', 'Original quality', 'Smart search'],
      vi: ['Không giới hạn dung lượng', 'Chất lượng gốc', 'Tìm kiếm thông minh'],
    },
    deliveryKind: 'credentials',
    isFeatured: false,
    soldCount: 54,
    options: [DURATION_1_12],
    prices: {
      '1-month': { price: 69_000 },
      '12-months': { price: 690_000, compareAt: 828_000 },
    },
  },
];

/** Items generated per variant unless the variant says otherwise. */
export const DEFAULT_STOCK = 8;
