import type { SeedPost } from './seed-content-types';

export const STUDY_TIPS_POSTS: SeedPost[] = [
  {
    category: 'study-tips',
    tags: ['memory', 'productivity', 'beginners'],
    thumbnail: 'spaced-repetition.svg',
    publishedDaysAgo: 7,
    en: {
      title: 'Spaced Repetition for Programmers',
      description:
        'You forget most of a new concept within days unless you meet it again at the right moment. A few minutes of review a day keeps syntax and ideas within reach.',
      content: `<p>Reading a tutorial feels like learning. A week later, most of it is gone. That is not a personal failing: memory fades on a predictable curve, and each well-timed review flattens it.</p>
<h2>How spacing works</h2>
<p>Review a new fact the next day, then after three days, then a week, then a month. Each time you recall it just before you would have forgotten, it lasts longer. Cramming the same fact five times in one evening does far less.</p>
<h2>What programmers should put on cards</h2>
<ul>
<li><strong>Concepts as questions:</strong> "What is the difference between <code>let</code> and <code>const</code>?"</li>
<li><strong>Small code readings:</strong> "What does <code>[1, 2, 3].map((n) =&gt; n * 2)</code> return?"</li>
<li><strong>Commands you look up every time:</strong> "How do you undo the last commit but keep the changes?"</li>
</ul>
<p>Avoid cards that require a long answer. If a card takes more than twenty seconds, split it.</p>
<h2>Recall, do not reread</h2>
<p>Trying to answer before you look is what strengthens memory. Rereading your notes feels productive but is mostly recognition. Cover the answer, say it out loud or type it, then check.</p>
<h2>Fit it into a day</h2>
<p>Ten minutes with a flashcard app on the bus is enough. Add two or three cards after each study session; never add a card about something you have not understood yet.</p>
<h3>Pair it with practice</h3>
<p>Cards keep facts available; projects teach you when to use them. Use both: the quiz after each chapter of a course is a ready-made review at the right moment.</p>`,
    },
    vi: {
      title: 'Lặp lại ngắt quãng cho lập trình viên',
      description:
        'Bạn sẽ quên phần lớn một khái niệm mới trong vài ngày nếu không gặp lại nó đúng lúc. Vài phút ôn tập mỗi ngày giúp cú pháp và ý tưởng luôn trong tầm với.',
      content: `<p>Đọc một bài hướng dẫn mang lại cảm giác đang học. Một tuần sau, phần lớn đã biến mất. Đó không phải lỗi của riêng bạn: trí nhớ phai dần theo một đường cong có thể dự đoán, và mỗi lần ôn tập đúng lúc sẽ làm đường cong ấy thoải hơn.</p>
<h2>Cơ chế của việc giãn cách</h2>
<p>Ôn lại một kiến thức mới vào ngày hôm sau, rồi sau ba ngày, một tuần, một tháng. Mỗi lần bạn nhớ lại ngay trước lúc sắp quên, kiến thức sẽ được giữ lâu hơn. Nhồi cùng một điều năm lần trong một buổi tối hiệu quả kém hơn rất nhiều.</p>
<h2>Lập trình viên nên ghi gì lên thẻ</h2>
<ul>
<li><strong>Khái niệm dưới dạng câu hỏi:</strong> "<code>let</code> và <code>const</code> khác nhau thế nào?"</li>
<li><strong>Đọc hiểu đoạn mã nhỏ:</strong> "<code>[1, 2, 3].map((n) =&gt; n * 2)</code> trả về gì?"</li>
<li><strong>Những lệnh lần nào cũng phải tra:</strong> "Làm sao hoàn tác commit cuối nhưng giữ lại thay đổi?"</li>
</ul>
<p>Tránh những thẻ cần câu trả lời dài. Nếu một thẻ mất hơn hai mươi giây, hãy tách nó ra.</p>
<h2>Nhớ lại, đừng đọc lại</h2>
<p>Cố gắng trả lời trước khi xem đáp án mới là điều củng cố trí nhớ. Đọc lại ghi chép tạo cảm giác hiệu quả nhưng phần lớn chỉ là nhận ra. Hãy che đáp án, nói to hoặc gõ câu trả lời, rồi mới kiểm tra.</p>
<h2>Lồng vào một ngày bình thường</h2>
<p>Mười phút với ứng dụng flashcard trên xe buýt là đủ. Thêm hai hoặc ba thẻ sau mỗi buổi học; đừng bao giờ tạo thẻ cho điều bạn chưa hiểu.</p>
<h3>Kết hợp với thực hành</h3>
<p>Thẻ ghi nhớ giữ cho kiến thức luôn sẵn sàng; dự án dạy bạn khi nào dùng chúng. Hãy dùng cả hai: bài kiểm tra sau mỗi chương của khóa học chính là một lần ôn tập đúng thời điểm được chuẩn bị sẵn.</p>`,
    },
  },
  {
    category: 'study-tips',
    tags: ['productivity'],
    thumbnail: 'pomodoro-for-coding.svg',
    publishedDaysAgo: 15,
    en: {
      title: 'The Pomodoro Technique, Adapted for Coding',
      description:
        'Twenty-five-minute sprints work well for reading and exercises, less well for deep debugging. How to keep the focus benefits without breaking your flow.',
      content: `<p>The classic Pomodoro technique is simple: work for 25 minutes, rest for 5, and take a longer break after four rounds. It is excellent against procrastination. Programmers, though, often find the timer rings just as a bug starts to make sense.</p>
<h2>Where the classic version shines</h2>
<ul>
<li>Watching lessons and taking notes.</li>
<li>Small exercises and quiz practice.</li>
<li>Tasks you keep postponing: "just one pomodoro" is an easy promise to keep.</li>
</ul>
<h2>Adjust it for deep work</h2>
<p>For debugging or designing a feature, use longer blocks of 50 minutes with a 10-minute break. When the timer rings in the middle of a thought, write one line about where you are — "suspect the date is parsed in UTC, check <code>toLocalDate</code>" — then take the break. That note is what lets you resume in seconds.</p>
<h2>Make the break a real break</h2>
<p>Stand up, look at something far away, drink water. Scrolling a feed is not rest for the part of your brain that was working. Many solutions arrive during a walk to the kitchen.</p>
<h2>Track rounds, not hours</h2>
<p>Count completed focus blocks per day. It is a more honest measure than hours at the desk, and watching it grow from three to six over a month is motivating.</p>
<h3>Protect the block</h3>
<p>Notifications off, phone in another room, one tab for the task. The technique only works if the 25 or 50 minutes are actually yours.</p>`,
    },
    vi: {
      title: 'Kỹ thuật Pomodoro, điều chỉnh cho việc lập trình',
      description:
        'Những phiên 25 phút rất hợp để đọc bài và làm bài tập, kém hợp hơn khi gỡ lỗi chuyên sâu. Cách giữ lợi ích về sự tập trung mà không làm đứt mạch suy nghĩ.',
      content: `<p>Kỹ thuật Pomodoro cổ điển rất đơn giản: làm việc 25 phút, nghỉ 5 phút, và nghỉ dài hơn sau bốn lượt. Nó cực kỳ hiệu quả để chống trì hoãn. Tuy nhiên, lập trình viên thường thấy đồng hồ reo đúng lúc một lỗi bắt đầu có manh mối.</p>
<h2>Khi nào phiên bản cổ điển phát huy tác dụng</h2>
<ul>
<li>Xem bài giảng và ghi chép.</li>
<li>Làm bài tập nhỏ và luyện đề.</li>
<li>Những việc bạn cứ trì hoãn mãi: "chỉ một pomodoro thôi" là lời hứa dễ giữ.</li>
</ul>
<h2>Điều chỉnh cho công việc chuyên sâu</h2>
<p>Khi gỡ lỗi hay thiết kế một tính năng, hãy dùng các khối dài 50 phút với 10 phút nghỉ. Khi đồng hồ reo giữa chừng một ý nghĩ, hãy ghi một dòng về chỗ bạn đang dừng — "nghi ngày bị phân tích theo UTC, kiểm tra <code>toLocalDate</code>" — rồi mới nghỉ. Chính dòng ghi chú đó giúp bạn quay lại mạch chỉ trong vài giây.</p>
<h2>Nghỉ cho ra nghỉ</h2>
<p>Đứng dậy, nhìn ra xa, uống nước. Lướt mạng xã hội không phải là nghỉ ngơi cho phần não vừa làm việc. Rất nhiều lời giải đến trong lúc đi ra bếp.</p>
<h2>Đếm số lượt, không đếm số giờ</h2>
<p>Hãy đếm số khối tập trung hoàn thành mỗi ngày. Đó là thước đo trung thực hơn số giờ ngồi bàn, và nhìn con số tăng từ ba lên sáu trong một tháng rất có động lực.</p>
<h3>Bảo vệ khối thời gian</h3>
<p>Tắt thông báo, để điện thoại ở phòng khác, chỉ mở một tab cho công việc. Kỹ thuật này chỉ hiệu quả khi 25 hay 50 phút đó thực sự thuộc về bạn.</p>`,
    },
  },
  {
    category: 'study-tips',
    tags: ['english', 'beginners'],
    thumbnail: 'reading-docs-in-english.svg',
    publishedDaysAgo: 24,
    en: {
      title: 'Reading Technical Documentation in English When It Is Not Your First Language',
      description:
        'Most documentation is written in English, and most of it uses a small, repetitive vocabulary. Learn that vocabulary and a reading strategy, and the docs open up.',
      content: `<p>For many of our learners in Vietnam, English documentation feels like a second obstacle on top of programming itself. The good news: technical English is narrower and more predictable than everyday English.</p>
<h2>Learn the words documentation repeats</h2>
<p>A few dozen verbs carry most instructions: <em>returns, throws, accepts, defaults to, is deprecated, overrides, resolves, mutates</em>. Keep your own list with one example sentence each, and review it like any other flashcards.</p>
<h2>Read in the right order</h2>
<ol>
<li><strong>The signature or example first.</strong> Code is the same in every language; it often answers the question alone.</li>
<li><strong>Then the first sentence</strong> of each paragraph: documentation puts the main point first.</li>
<li><strong>Then the details</strong> you actually need: parameters, return value, errors.</li>
</ol>
<h2>Use translation tools well</h2>
<p>Translating a whole page at once loses precision: "throws" and "returns" may come out the same. Translate single sentences you are stuck on, and keep the technical terms in English — they are what you will search for and what your colleagues will say.</p>
<h2>Practise with what you use</h2>
<p>Each week, read one page of the documentation for a tool you already use: the README of a library in your project, or the reference of a function you call every day. Familiar context makes new words stick.</p>
<h3>It gets faster</h3>
<p>After a few months the vocabulary stops being new, and reading documentation becomes what it is for native speakers: a quick way to check how something works.</p>`,
    },
    vi: {
      title: 'Đọc tài liệu kỹ thuật tiếng Anh khi đó không phải tiếng mẹ đẻ',
      description:
        'Phần lớn tài liệu được viết bằng tiếng Anh, và phần lớn dùng một vốn từ nhỏ, lặp đi lặp lại. Học vốn từ đó cùng một chiến lược đọc, tài liệu sẽ trở nên dễ tiếp cận.',
      content: `<p>Với nhiều học viên của chúng tôi ở Việt Nam, tài liệu tiếng Anh giống như trở ngại thứ hai chồng lên chính việc học lập trình. Tin tốt là: tiếng Anh kỹ thuật hẹp hơn và dễ đoán hơn nhiều so với tiếng Anh giao tiếp.</p>
<h2>Học những từ tài liệu hay lặp lại</h2>
<p>Vài chục động từ chuyển tải hầu hết các hướng dẫn: <em>returns, throws, accepts, defaults to, is deprecated, overrides, resolves, mutates</em>. Hãy giữ một danh sách riêng, mỗi từ kèm một câu ví dụ, và ôn như mọi thẻ ghi nhớ khác.</p>
<h2>Đọc theo đúng thứ tự</h2>
<ol>
<li><strong>Chữ ký hàm hoặc ví dụ trước.</strong> Mã ở đâu cũng giống nhau; nhiều khi chỉ nó đã trả lời được câu hỏi.</li>
<li><strong>Sau đó là câu đầu tiên</strong> của mỗi đoạn: tài liệu thường đặt ý chính lên đầu.</li>
<li><strong>Rồi mới đến chi tiết</strong> bạn thật sự cần: tham số, giá trị trả về, lỗi.</li>
</ol>
<h2>Dùng công cụ dịch cho đúng cách</h2>
<p>Dịch cả trang một lúc sẽ mất độ chính xác: "throws" và "returns" có thể bị dịch giống nhau. Hãy dịch từng câu bạn bị vướng, và giữ nguyên thuật ngữ kỹ thuật bằng tiếng Anh — đó là những từ bạn sẽ tìm kiếm và đồng nghiệp sẽ nói.</p>
<h2>Luyện với những gì bạn đang dùng</h2>
<p>Mỗi tuần, đọc một trang tài liệu của công cụ bạn đang dùng: README của một thư viện trong dự án, hoặc phần tham chiếu của một hàm bạn gọi mỗi ngày. Ngữ cảnh quen thuộc giúp từ mới dễ nhớ.</p>
<h3>Rồi sẽ nhanh hơn</h3>
<p>Sau vài tháng, vốn từ không còn mới nữa, và đọc tài liệu trở thành đúng như với người bản ngữ: một cách nhanh để kiểm tra một thứ hoạt động thế nào.</p>`,
    },
  },
  {
    category: 'study-tips',
    tags: ['writing', 'memory', 'portfolio'],
    thumbnail: 'learning-by-teaching.svg',
    publishedDaysAgo: 40,
    en: {
      title: 'Learning by Teaching: Write About What You Learn',
      description:
        'Explaining a topic shows you exactly which parts you do not understand yet. A short weekly write-up is one of the most effective study habits there is.',
      content: `<p>You think you understand closures, until you try to explain them to a friend and stop halfway through the second sentence. That moment is not a failure; it is the most precise feedback you will get all week.</p>
<h2>Why explaining works</h2>
<p>To explain, you have to put ideas in order, choose an example and predict questions. Each of those steps exposes a gap that rereading would have hidden. Teachers have known this for a long time: the person who prepares the lesson learns the most.</p>
<h2>A weekly write-up in four parts</h2>
<ol>
<li><strong>What I learned</strong>, in two sentences a beginner would understand.</li>
<li><strong>One example</strong>, small enough to type from memory.</li>
<li><strong>One mistake</strong> I made, and how I noticed it.</li>
<li><strong>One question</strong> I still have.</li>
</ol>
<p>Three hundred words is plenty. The question at the end gives next week's study a starting point.</p>
<h2>Publish some of it</h2>
<p>You do not need an audience. A public notes page or a blog shows employers how you think and learn, and writing for others makes you more careful. If you are unsure, publish one post a month and keep the rest private.</p>
<h2>Teach someone directly</h2>
<p>Answer a question in a study group, or pair with someone who started a month after you. Their questions will be the ones you skipped.</p>
<h3>Start small</h3>
<p>Tonight, write one paragraph about the last thing you learned. If it was hard to write, you have just found what to study tomorrow.</p>`,
    },
    vi: {
      title: 'Học bằng cách dạy: viết về những gì bạn học',
      description:
        'Giải thích một chủ đề cho bạn thấy chính xác phần nào mình chưa hiểu. Một bài viết ngắn mỗi tuần là một trong những thói quen học tập hiệu quả nhất.',
      content: `<p>Bạn nghĩ mình đã hiểu closure, cho đến khi thử giải thích cho một người bạn và dừng lại giữa câu thứ hai. Khoảnh khắc đó không phải thất bại; đó là phản hồi chính xác nhất bạn nhận được trong cả tuần.</p>
<h2>Vì sao giải thích lại hiệu quả</h2>
<p>Để giải thích, bạn phải sắp xếp ý tưởng theo thứ tự, chọn một ví dụ và đoán trước câu hỏi. Mỗi bước như vậy để lộ một lỗ hổng mà việc đọc lại sẽ che đi. Giáo viên đã biết điều này từ lâu: người soạn bài là người học được nhiều nhất.</p>
<h2>Bài viết hằng tuần gồm bốn phần</h2>
<ol>
<li><strong>Điều tôi đã học</strong>, trong hai câu mà người mới cũng hiểu.</li>
<li><strong>Một ví dụ</strong>, đủ nhỏ để gõ lại theo trí nhớ.</li>
<li><strong>Một lỗi</strong> tôi đã mắc, và cách tôi nhận ra nó.</li>
<li><strong>Một câu hỏi</strong> tôi vẫn còn thắc mắc.</li>
</ol>
<p>Ba trăm chữ là đủ. Câu hỏi ở cuối chính là điểm xuất phát cho việc học tuần sau.</p>
<h2>Công khai một phần</h2>
<p>Bạn không cần có độc giả. Một trang ghi chú công khai hay một blog cho nhà tuyển dụng thấy cách bạn suy nghĩ và học hỏi, và viết cho người khác đọc khiến bạn cẩn thận hơn. Nếu còn ngần ngại, hãy đăng một bài mỗi tháng và giữ riêng phần còn lại.</p>
<h2>Dạy trực tiếp một người</h2>
<p>Trả lời một câu hỏi trong nhóm học, hoặc học cặp với người bắt đầu sau bạn một tháng. Câu hỏi của họ sẽ chính là những phần bạn đã bỏ qua.</p>
<h3>Bắt đầu từ việc nhỏ</h3>
<p>Tối nay, hãy viết một đoạn về điều gần nhất bạn vừa học. Nếu thấy khó viết, bạn vừa tìm ra điều cần học ngày mai.</p>`,
    },
  },
];
