import type { SeedPost } from './seed-content-types';

export const CAREERS_POSTS: SeedPost[] = [
  {
    category: 'careers',
    tags: ['cv', 'interviews', 'portfolio'],
    thumbnail: 'junior-developer-cv.svg',
    publishedDaysAgo: 5,
    en: {
      title: 'Writing a Junior Developer CV That Gets Read',
      description:
        'Recruiters spend well under a minute on a first read. Put what you have built at the top, prove it with links, and cut everything a reader cannot check.',
      content: `<p>A junior CV competes without years of experience, so it has to do something else well: show, quickly and verifiably, that you can build things. Here is how to structure one page that does that.</p>
<h2>Lead with projects, not a summary</h2>
<p>A paragraph about being "a passionate and motivated developer" tells the reader nothing they can check. Replace it with two or three projects, each on three lines:</p>
<ul>
<li><strong>What it is</strong>, in one sentence a non-programmer understands.</li>
<li><strong>What you did</strong>, with the technologies named: "Built the REST API in Node.js and PostgreSQL, with 40 automated tests".</li>
<li><strong>A link</strong> to the live version and to the code.</li>
</ul>
<h2>Make every claim checkable</h2>
<p>"Good knowledge of React" is an opinion. "Built a booking calendar in React used by a local yoga studio" is a fact with a link. Reviewers trust facts, and facts give them something to ask about in the interview.</p>
<h2>Keep the skills list honest and short</h2>
<p>List the tools you could use tomorrow without a tutorial. A short list of real skills beats a long list that collapses at the first follow-up question.</p>
<h2>Format for the reader</h2>
<ul>
<li>One page. A clear font, real section headings, no skill bars or star ratings.</li>
<li>A PDF with a sensible file name: <code>nguyen-van-an-cv.pdf</code>, not <code>CV_final_v3.pdf</code>.</li>
<li>Your GitHub profile with pinned repositories that have a README and a screenshot.</li>
</ul>
<h3>Before you send it</h3>
<p>Ask someone outside tech to read it for thirty seconds and tell you what you do. If they cannot, the top of the page needs work.</p>`,
    },
    vi: {
      title: 'Viết CV lập trình viên junior để được đọc',
      description:
        'Nhà tuyển dụng dành chưa đến một phút cho lần đọc đầu. Hãy đặt những gì bạn đã xây dựng lên đầu, chứng minh bằng đường link và bỏ mọi thứ người đọc không kiểm chứng được.',
      content: `<p>CV của một junior phải cạnh tranh khi chưa có nhiều năm kinh nghiệm, vì vậy nó cần làm tốt một việc khác: cho thấy nhanh chóng và kiểm chứng được rằng bạn biết làm ra sản phẩm. Sau đây là cách xây dựng một trang CV làm được điều đó.</p>
<h2>Mở đầu bằng dự án, không phải đoạn giới thiệu</h2>
<p>Một đoạn văn về việc bạn là "lập trình viên đầy đam mê và nhiệt huyết" không cho người đọc điều gì để kiểm chứng. Hãy thay bằng hai hoặc ba dự án, mỗi dự án ba dòng:</p>
<ul>
<li><strong>Nó là gì</strong>, trong một câu mà người không biết lập trình cũng hiểu.</li>
<li><strong>Bạn đã làm gì</strong>, kèm tên công nghệ: "Xây dựng REST API bằng Node.js và PostgreSQL, với 40 bài kiểm thử tự động".</li>
<li><strong>Một đường link</strong> tới bản chạy thật và tới mã nguồn.</li>
</ul>
<h2>Mọi điều bạn viết đều phải kiểm chứng được</h2>
<p>"Thành thạo React" là một ý kiến. "Xây dựng lịch đặt chỗ bằng React cho một phòng tập yoga địa phương" là một sự thật kèm đường link. Người duyệt hồ sơ tin vào sự thật, và sự thật cho họ điều để hỏi trong buổi phỏng vấn.</p>
<h2>Danh sách kỹ năng: trung thực và ngắn gọn</h2>
<p>Chỉ liệt kê những công cụ bạn có thể dùng ngay ngày mai mà không cần xem hướng dẫn. Một danh sách ngắn kỹ năng thật tốt hơn một danh sách dài sụp đổ ở câu hỏi đầu tiên.</p>
<h2>Trình bày cho người đọc</h2>
<ul>
<li>Một trang. Phông chữ rõ ràng, tiêu đề mục rõ ràng, không có thanh kỹ năng hay chấm sao.</li>
<li>Tệp PDF có tên hợp lý: <code>nguyen-van-an-cv.pdf</code>, không phải <code>CV_final_v3.pdf</code>.</li>
<li>Hồ sơ GitHub với các repository được ghim, có README và ảnh chụp màn hình.</li>
</ul>
<h3>Trước khi gửi đi</h3>
<p>Nhờ một người không làm công nghệ đọc CV trong ba mươi giây rồi nói lại bạn làm nghề gì. Nếu họ không nói được, phần đầu trang cần sửa.</p>`,
    },
  },
  {
    category: 'careers',
    tags: ['interviews', 'javascript'],
    thumbnail: 'technical-interview-four-weeks.svg',
    publishedDaysAgo: 12,
    en: {
      title: 'How to Prepare for a Technical Interview in Four Weeks',
      description:
        'A week-by-week plan: fundamentals, problem solving out loud, your own projects, then mock interviews. One hour a day is enough if it is the right hour.',
      content: `<p>Interview preparation goes wrong in two ways: memorising hundreds of puzzle answers, or not preparing at all because "they will see what I can do". A focused month avoids both.</p>
<h2>Week 1: refresh the fundamentals</h2>
<p>Arrays, strings, hash maps, sets, and how long common operations take. Re-implement a few small things from scratch: reversing a list, counting word frequencies, removing duplicates. The goal is fluency, not cleverness.</p>
<h2>Week 2: solve problems out loud</h2>
<p>Interviewers grade how you think more than whether you finish. Practise the routine on easy and medium problems:</p>
<ol>
<li>Repeat the problem in your own words and ask about edge cases.</li>
<li>Describe a simple solution before coding, even a slow one.</li>
<li>Code it, then test it by hand with a small example.</li>
<li>Only then improve it.</li>
</ol>
<h2>Week 3: know your own projects cold</h2>
<p>"Tell me about something you built" is the most common question and the easiest to prepare. For each project on your CV, be ready to explain a decision you made, a bug that took you a day, and what you would change now.</p>
<h2>Week 4: mock interviews</h2>
<p>Ask a friend to interview you, or record yourself answering a problem with a timer. It feels awkward, which is exactly why it helps: the real interview will feel familiar.</p>
<h3>On the day</h3>
<p>Silence is the enemy. If you are stuck, say what you are considering and why it does not work yet. A candidate who reasons clearly and needs a hint often beats one who finishes silently.</p>`,
    },
    vi: {
      title: 'Chuẩn bị phỏng vấn kỹ thuật trong bốn tuần',
      description:
        'Kế hoạch theo từng tuần: kiến thức nền tảng, giải bài toán thành tiếng, dự án của chính bạn, rồi phỏng vấn thử. Một giờ mỗi ngày là đủ nếu đó là giờ học đúng cách.',
      content: `<p>Việc chuẩn bị phỏng vấn thường hỏng theo hai kiểu: học thuộc hàng trăm lời giải, hoặc không chuẩn bị gì vì nghĩ "họ sẽ thấy tôi làm được gì". Một tháng tập trung giúp tránh cả hai.</p>
<h2>Tuần 1: ôn lại nền tảng</h2>
<p>Mảng, chuỗi, hash map, set, và thời gian chạy của các thao tác phổ biến. Tự viết lại vài thứ nhỏ từ đầu: đảo ngược danh sách, đếm tần suất từ, loại bỏ phần tử trùng. Mục tiêu là sự trôi chảy, không phải sự khéo léo.</p>
<h2>Tuần 2: giải bài toán thành tiếng</h2>
<p>Người phỏng vấn chấm cách bạn suy nghĩ nhiều hơn việc bạn có làm xong hay không. Hãy luyện quy trình này với các bài dễ và trung bình:</p>
<ol>
<li>Nhắc lại đề bài bằng lời của bạn và hỏi về các trường hợp biên.</li>
<li>Mô tả một lời giải đơn giản trước khi viết mã, dù nó chậm.</li>
<li>Viết mã, rồi tự chạy thử bằng tay với một ví dụ nhỏ.</li>
<li>Chỉ sau đó mới cải tiến.</li>
</ol>
<h2>Tuần 3: nắm thật chắc dự án của chính bạn</h2>
<p>"Hãy kể về một thứ bạn đã xây dựng" là câu hỏi phổ biến nhất và dễ chuẩn bị nhất. Với mỗi dự án trong CV, hãy sẵn sàng giải thích một quyết định bạn đã đưa ra, một lỗi khiến bạn mất cả ngày, và điều bạn sẽ làm khác đi bây giờ.</p>
<h2>Tuần 4: phỏng vấn thử</h2>
<p>Nhờ một người bạn phỏng vấn bạn, hoặc tự quay video khi giải một bài có bấm giờ. Cảm giác sẽ ngượng ngùng, và chính vì thế mà nó hiệu quả: buổi phỏng vấn thật sẽ trở nên quen thuộc.</p>
<h3>Vào ngày phỏng vấn</h3>
<p>Im lặng là kẻ thù. Nếu bị bí, hãy nói ra bạn đang cân nhắc điều gì và vì sao nó chưa ổn. Một ứng viên lập luận rõ ràng và cần một gợi ý thường được đánh giá cao hơn người làm xong trong im lặng.</p>`,
    },
  },
  {
    category: 'careers',
    tags: ['career-change', 'portfolio'],
    thumbnail: 'switching-to-tech-after-30.svg',
    publishedDaysAgo: 21,
    en: {
      title: 'Switching to Tech After 30: a Realistic Plan',
      description:
        'Changing careers later is common and very doable. What it takes is a plan that fits around a job and a family, and a way to turn your first career into an advantage.',
      content: `<p>Many of the developers we train started in accounting, teaching, logistics or sales. Age was rarely the obstacle. Time, money and a missing plan were.</p>
<h2>Budget time before you budget money</h2>
<p>Count the hours you can protect every week, honestly. Eight steady hours a week for a year beats thirty hours a week for six weeks followed by burnout. Put them in your calendar like meetings.</p>
<h2>Use your first career</h2>
<p>Your previous job is not wasted years; it is domain knowledge. An accountant who can write SQL, a teacher who builds learning tools, a logistics coordinator who automates shipment tracking: these people are rare, and companies in those fields hire them.</p>
<ul>
<li>Choose portfolio projects from the world you know.</li>
<li>Look first at employers in your old industry.</li>
<li>In interviews, talk about the problems you saw from the inside.</li>
</ul>
<h2>A twelve-month outline</h2>
<ol>
<li><strong>Months 1–3:</strong> one language and its basics; small daily exercises.</li>
<li><strong>Months 4–6:</strong> one real project, finished and deployed.</li>
<li><strong>Months 7–9:</strong> a second project with a database, tests and a teammate if possible.</li>
<li><strong>Months 10–12:</strong> CV, interviews, and contacts: meetups, former colleagues, alumni groups.</li>
</ol>
<h3>About the money</h3>
<p>Keep your current income as long as you can. Learning in the evenings is slower, but it removes the pressure that makes people give up three months before they would have been hired.</p>`,
    },
    vi: {
      title: 'Chuyển sang ngành công nghệ sau tuổi 30: một kế hoạch thực tế',
      description:
        'Chuyển nghề muộn là chuyện phổ biến và hoàn toàn làm được. Điều cần có là một kế hoạch phù hợp với công việc và gia đình, cùng cách biến nghề cũ thành lợi thế.',
      content: `<p>Nhiều lập trình viên chúng tôi đào tạo bắt đầu từ kế toán, dạy học, logistics hay kinh doanh. Tuổi tác hiếm khi là trở ngại. Thời gian, tiền bạc và việc thiếu kế hoạch mới là trở ngại.</p>
<h2>Tính thời gian trước khi tính tiền</h2>
<p>Hãy đếm trung thực số giờ bạn có thể giữ được mỗi tuần. Tám giờ đều đặn mỗi tuần trong một năm tốt hơn ba mươi giờ mỗi tuần trong sáu tuần rồi kiệt sức. Hãy ghi chúng vào lịch như những cuộc họp.</p>
<h2>Tận dụng nghề đầu tiên của bạn</h2>
<p>Công việc trước đây không phải những năm tháng lãng phí; đó là kiến thức chuyên ngành. Một kế toán viết được SQL, một giáo viên làm ra công cụ học tập, một điều phối viên logistics tự động hóa việc theo dõi lô hàng: những người như vậy rất hiếm, và các công ty trong lĩnh vực đó sẵn sàng tuyển họ.</p>
<ul>
<li>Chọn dự án portfolio từ lĩnh vực bạn hiểu rõ.</li>
<li>Ưu tiên tìm việc ở các công ty thuộc ngành cũ của bạn.</li>
<li>Trong phỏng vấn, hãy nói về những vấn đề bạn từng thấy từ bên trong.</li>
</ul>
<h2>Khung kế hoạch mười hai tháng</h2>
<ol>
<li><strong>Tháng 1–3:</strong> một ngôn ngữ và kiến thức cơ bản; bài tập nhỏ mỗi ngày.</li>
<li><strong>Tháng 4–6:</strong> một dự án thật, hoàn thành và triển khai lên mạng.</li>
<li><strong>Tháng 7–9:</strong> dự án thứ hai có cơ sở dữ liệu, kiểm thử và nếu được thì làm cùng một người khác.</li>
<li><strong>Tháng 10–12:</strong> CV, phỏng vấn và các mối quan hệ: meetup, đồng nghiệp cũ, nhóm cựu học viên.</li>
</ol>
<h3>Về chuyện tiền bạc</h3>
<p>Hãy giữ nguồn thu nhập hiện tại càng lâu càng tốt. Học vào buổi tối chậm hơn, nhưng nó gỡ bỏ áp lực khiến nhiều người bỏ cuộc chỉ ba tháng trước khi họ được tuyển.</p>`,
    },
  },
  {
    category: 'careers',
    tags: ['portfolio', 'git', 'javascript'],
    thumbnail: 'portfolio-project.svg',
    publishedDaysAgo: 33,
    en: {
      title: 'Building a Portfolio Project Employers Remember',
      description:
        "Another to-do app will not stand out. A small project that solves a real person's problem, is deployed, tested and documented, will.",
      content: `<p>Reviewers see the same tutorial projects every week. What they remember is evidence that you can take something from an idea to people using it. That is a different skill from following a course, and it is the one they are hiring for.</p>
<h2>Start from a real problem</h2>
<p>Ask people around you what annoys them: a club that tracks attendance on paper, a shop that answers the same five questions on chat every day, a family that loses track of shared expenses. A real user gives you real requirements, and a story to tell.</p>
<h2>Keep the scope small and finish it</h2>
<p>One core feature that works is worth more than five that almost work. Write the smallest useful version, put it online, then improve it with feedback.</p>
<h2>Show the engineering, not only the screens</h2>
<ul>
<li><strong>Tests</strong> for the important rules, run automatically on every push.</li>
<li><strong>A README</strong> that explains what it does, how to run it and the decisions you made.</li>
<li><strong>A clean history:</strong> small commits with clear messages show how you work.</li>
<li><strong>Error and empty states</strong>: what happens when the network fails or there is no data yet.</li>
</ul>
<h2>Write about it</h2>
<p>A short article, "How I built an attendance tracker for my badminton club", turns the project into a conversation starter. It also proves you can explain technical work, which every team needs.</p>
<h3>A checklist before you share the link</h3>
<p>It loads on a phone. The demo account works. The README has a screenshot. There are no secrets in the repository. Then share it.</p>`,
    },
    vi: {
      title: 'Xây dựng dự án portfolio mà nhà tuyển dụng nhớ mãi',
      description:
        'Thêm một ứng dụng to-do nữa sẽ không nổi bật. Một dự án nhỏ giải quyết vấn đề của người thật, được triển khai, có kiểm thử và tài liệu, thì có.',
      content: `<p>Người duyệt hồ sơ thấy cùng những dự án theo hướng dẫn mỗi tuần. Điều họ nhớ là bằng chứng bạn có thể đưa một ý tưởng đến tay người dùng. Đó là kỹ năng khác với việc làm theo một khóa học, và đó chính là kỹ năng họ đang tuyển.</p>
<h2>Bắt đầu từ một vấn đề thật</h2>
<p>Hãy hỏi những người xung quanh điều gì làm họ khó chịu: một câu lạc bộ điểm danh trên giấy, một cửa hàng trả lời đi trả lời lại năm câu hỏi giống nhau trên chat, một gia đình không theo dõi được chi tiêu chung. Người dùng thật cho bạn yêu cầu thật, và một câu chuyện để kể.</p>
<h2>Giữ phạm vi nhỏ và làm cho xong</h2>
<p>Một tính năng cốt lõi chạy tốt đáng giá hơn năm tính năng gần chạy được. Hãy làm phiên bản hữu ích nhỏ nhất, đưa lên mạng, rồi cải thiện dựa trên góp ý.</p>
<h2>Cho thấy phần kỹ thuật, không chỉ giao diện</h2>
<ul>
<li><strong>Kiểm thử</strong> cho các quy tắc quan trọng, chạy tự động mỗi lần push.</li>
<li><strong>Một README</strong> giải thích dự án làm gì, cách chạy và các quyết định bạn đã đưa ra.</li>
<li><strong>Lịch sử commit sạch sẽ:</strong> các commit nhỏ với thông điệp rõ ràng cho thấy cách bạn làm việc.</li>
<li><strong>Trạng thái lỗi và trạng thái trống</strong>: chuyện gì xảy ra khi mất mạng hoặc chưa có dữ liệu.</li>
</ul>
<h2>Viết về dự án</h2>
<p>Một bài viết ngắn, "Tôi đã làm ứng dụng điểm danh cho câu lạc bộ cầu lông như thế nào", biến dự án thành chủ đề trò chuyện. Nó còn chứng minh bạn giải thích được công việc kỹ thuật, điều mà đội nào cũng cần.</p>
<h3>Danh sách kiểm tra trước khi chia sẻ đường link</h3>
<p>Trang tải được trên điện thoại. Tài khoản demo hoạt động. README có ảnh chụp màn hình. Không có thông tin bí mật trong repository. Rồi hãy chia sẻ.</p>`,
    },
  },
];
