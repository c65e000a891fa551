import type { SeedOurWork } from './seed-content-types';

/** The showcase, in display order. */
export const OUR_WORKS: SeedOurWork[] = [
  {
    slug: 'song-han-logistics-tracking',
    title: { en: 'Shipment tracking portal', vi: 'Cổng theo dõi lô hàng' },
    clientName: 'Sông Hàn Logistics',
    industry: { en: 'Freight forwarding, Đà Nẵng', vi: 'Giao nhận vận tải, Đà Nẵng' },
    summary: {
      en: 'Customers used to phone the office to ask where their containers were. We built a portal where they follow each shipment from the port to the warehouse, fed by the carriers’ status updates, with notifications at every change.',
      vi: 'Khách hàng từng phải gọi điện lên văn phòng để hỏi container của mình đang ở đâu. Chúng tôi xây dựng cổng thông tin để họ theo dõi từng lô hàng từ cảng đến kho, lấy dữ liệu từ cập nhật trạng thái của các hãng vận chuyển, kèm thông báo mỗi khi có thay đổi.',
    },
    outcome: {
      en: 'Status calls to the office fell by about two thirds in the first quarter; the portal now serves more than 400 business customers.',
      vi: 'Số cuộc gọi hỏi trạng thái giảm khoảng hai phần ba ngay trong quý đầu; cổng hiện phục vụ hơn 400 khách hàng doanh nghiệp.',
    },
    stack: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis'],
    images: ['song-han-logistics-1.svg', 'song-han-logistics-2.svg'],
    year: 2025,
  },
  {
    slug: 'an-nhien-clinic-booking',
    title: { en: 'Appointment booking for a dental clinic', vi: 'Đặt lịch khám cho phòng khám nha khoa' },
    clientName: 'Nha khoa An Nhiên',
    industry: { en: 'Healthcare, Hồ Chí Minh City', vi: 'Y tế, TP. Hồ Chí Minh' },
    summary: {
      en: 'A booking site and reception dashboard that replaced a paper calendar: patients pick a dentist and a free slot online, receive reminders by SMS and Zalo, and reception sees the whole day at a glance.',
      vi: 'Trang đặt lịch và bảng điều khiển cho lễ tân thay thế cuốn lịch giấy: bệnh nhân chọn nha sĩ và khung giờ trống trực tuyến, nhận nhắc lịch qua SMS và Zalo, còn lễ tân nắm được cả ngày chỉ trong một màn hình.',
    },
    outcome: {
      en: 'Missed appointments dropped from roughly one in eight to one in twenty-five; 60% of bookings now arrive outside opening hours.',
      vi: 'Tỷ lệ bệnh nhân lỡ hẹn giảm từ khoảng một phần tám xuống một phần hai mươi lăm; 60% lượt đặt lịch hiện đến ngoài giờ làm việc.',
    },
    stack: ['React', 'NestJS', 'PostgreSQL', 'Zalo OA API'],
    images: ['an-nhien-clinic-1.svg', 'an-nhien-clinic-2.svg'],
    year: 2025,
  },
  {
    slug: 'lua-viet-coffee-loyalty',
    title: { en: 'Loyalty app for a coffee chain', vi: 'Ứng dụng khách hàng thân thiết cho chuỗi cà phê' },
    clientName: 'Lúa Việt Coffee',
    industry: { en: 'Food and beverage, 18 stores', vi: 'Đồ uống, 18 cửa hàng' },
    summary: {
      en: 'A mobile app for ordering ahead and collecting points, connected to the stores’ existing point-of-sale system so baristas see app orders in the queue they already use.',
      vi: 'Ứng dụng di động để đặt món trước và tích điểm, kết nối với hệ thống bán hàng sẵn có của cửa hàng để nhân viên pha chế thấy đơn từ ứng dụng ngay trong hàng đợi họ vẫn dùng.',
    },
    outcome: {
      en: 'Over 35,000 members in the first year; members visit about 1.6 times as often as other customers.',
      vi: 'Hơn 35.000 thành viên trong năm đầu; thành viên quay lại cửa hàng thường xuyên gấp khoảng 1,6 lần khách hàng khác.',
    },
    stack: ['React Native', 'Node.js', 'PostgreSQL', 'VNPay'],
    images: ['lua-viet-coffee-1.svg', 'lua-viet-coffee-2.svg'],
    year: 2024,
  },
  {
    slug: 'hoa-binh-school-lms',
    title: { en: 'Online classroom for a secondary school', vi: 'Lớp học trực tuyến cho trường trung học' },
    clientName: 'Trường THCS Hòa Bình',
    industry: { en: 'Education, Hà Nội', vi: 'Giáo dục, Hà Nội' },
    summary: {
      en: 'Teachers publish lessons and homework, students hand in work from a phone, and parents follow grades and attendance — in Vietnamese, designed for low-end Android phones and unreliable connections.',
      vi: 'Giáo viên đăng bài giảng và bài tập, học sinh nộp bài bằng điện thoại, phụ huynh theo dõi điểm số và chuyên cần — bằng tiếng Việt, thiết kế cho điện thoại Android cấu hình thấp và kết nối mạng chập chờn.',
    },
    outcome: {
      en: 'Used by 1,100 students and 70 teachers; homework submission rates rose from 71% to 93% over one school year.',
      vi: 'Được 1.100 học sinh và 70 giáo viên sử dụng; tỷ lệ nộp bài tập tăng từ 71% lên 93% sau một năm học.',
    },
    stack: ['Next.js', 'TypeScript', 'PostgreSQL', 'S3-compatible storage'],
    images: ['hoa-binh-school-1.svg', 'hoa-binh-school-2.svg'],
    year: 2024,
  },
  {
    slug: 'mekong-agri-traceability',
    title: { en: 'Traceability for export rice', vi: 'Truy xuất nguồn gốc gạo xuất khẩu' },
    clientName: 'Mekong Agri Co-op',
    industry: { en: 'Agriculture, Cần Thơ', vi: 'Nông nghiệp, Cần Thơ' },
    summary: {
      en: 'Each bag of rice carries a QR code leading to its field, harvest date, milling and inspection records. Farmers record steps from a simple mobile form that works offline and syncs when back in coverage.',
      vi: 'Mỗi bao gạo mang một mã QR dẫn đến thửa ruộng, ngày thu hoạch, hồ sơ xay xát và kiểm định. Nông dân ghi lại từng công đoạn bằng một biểu mẫu di động đơn giản, dùng được khi không có mạng và tự đồng bộ khi có sóng trở lại.',
    },
    outcome: {
      en: 'Met the documentation requirements of two new European buyers; paperwork per shipment went from two days to under two hours.',
      vi: 'Đáp ứng yêu cầu hồ sơ của hai khách mua mới từ châu Âu; thời gian chuẩn bị giấy tờ cho mỗi lô hàng giảm từ hai ngày xuống dưới hai giờ.',
    },
    stack: ['Vue.js', 'Python', 'FastAPI', 'PostgreSQL', 'PWA'],
    images: ['mekong-agri-1.svg', 'mekong-agri-2.svg'],
    year: 2023,
  },
  {
    slug: 'saigon-property-crm',
    title: { en: 'Sales CRM for a property agency', vi: 'CRM bán hàng cho công ty môi giới bất động sản' },
    clientName: 'Saigon Homes',
    industry: { en: 'Real estate, Hồ Chí Minh City', vi: 'Bất động sản, TP. Hồ Chí Minh' },
    summary: {
      en: 'Leads from the website, Facebook and hotline land in one pipeline, are assigned to agents by district, and every call and viewing is logged. Managers see conversion by source and by agent.',
      vi: 'Khách hàng tiềm năng từ website, Facebook và tổng đài được đưa về một quy trình chung, phân cho môi giới theo quận, và mọi cuộc gọi, buổi xem nhà đều được ghi lại. Quản lý xem được tỷ lệ chuyển đổi theo nguồn và theo từng môi giới.',
    },
    outcome: {
      en: 'Average first response to a new lead went from about five hours to twenty minutes; no more leads lost in personal notebooks.',
      vi: 'Thời gian phản hồi đầu tiên cho khách mới giảm từ khoảng năm giờ xuống hai mươi phút; không còn khách hàng bị thất lạc trong sổ tay cá nhân.',
    },
    stack: ['React', 'Node.js', 'PostgreSQL', 'Meta Lead Ads API'],
    images: ['saigon-homes-1.svg', 'saigon-homes-2.svg'],
    year: 2023,
  },
];
