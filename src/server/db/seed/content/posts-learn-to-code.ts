import type { SeedPost } from './seed-content-types';

export const LEARN_TO_CODE_POSTS: SeedPost[] = [
  {
    category: 'learn-to-code',
    tags: ['beginners', 'debugging', 'javascript'],
    thumbnail: 'read-error-messages.svg',
    publishedDaysAgo: 3,
    en: {
      title: 'How to Read an Error Message Before You Search for It',
      description:
        'Most error messages already tell you what went wrong and where. A four-step habit for reading them turns a wall of red text into a short to-do list.',
      content: `<p>When a program crashes, the first instinct of most beginners is to copy the whole error into a search engine. Sometimes that works. More often you end up reading answers to someone else's problem. The message on your screen was written for <em>your</em> situation, and it usually contains the answer.</p>
<h2>Step 1: find the first line that mentions your code</h2>
<p>A stack trace lists the functions that were running when things went wrong, innermost first. Most of those lines belong to libraries. Scan down until you reach a file you wrote: that is where to start looking.</p>
<pre><code class="language-text">TypeError: Cannot read properties of undefined (reading 'name')
    at formatUser (src/users.js:14:23)
    at renderList (src/list.js:8:15)</code></pre>
<p>Here the problem surfaced on line 14 of <code>src/users.js</code>, column 23.</p>
<h2>Step 2: read the type of the error</h2>
<p>The word before the colon is a category. A <code>TypeError</code> means a value was not the kind you expected; a <code>ReferenceError</code> means a name does not exist; a <code>SyntaxError</code> means the code could not even be parsed. The category narrows the search before you read a single line.</p>
<h2>Step 3: translate the message into a question</h2>
<p>"Cannot read properties of undefined (reading 'name')" becomes: <strong>which value was undefined when I asked for its <code>name</code>?</strong> On line 14 there is probably something like <code>user.name</code>, so the real question is why <code>user</code> is undefined.</p>
<h2>Step 4: check your assumption, not your syntax</h2>
<p>Print the value just before the failing line, or set a breakpoint. Nine times out of ten the bug is an assumption that turned out false: the list was empty, the request had not finished, the key was spelled differently.</p>
<h3>When to search after all</h3>
<p>Search once you know the question. "Why is the array empty after fetch in JavaScript" finds far better answers than a pasted stack trace, and you will understand them, because you already know which part of your code they are about.</p>`,
    },
    vi: {
      title: 'Cách đọc thông báo lỗi trước khi tìm trên mạng',
      description:
        'Hầu hết thông báo lỗi đã cho bạn biết sai ở đâu và sai thế nào. Một thói quen bốn bước giúp biến cả màn hình chữ đỏ thành một danh sách việc cần làm ngắn gọn.',
      content: `<p>Khi chương trình bị lỗi, phản xạ đầu tiên của nhiều người mới học là sao chép toàn bộ thông báo lỗi lên công cụ tìm kiếm. Đôi khi cách đó hiệu quả. Nhưng thường thì bạn sẽ đọc câu trả lời cho vấn đề của người khác. Thông báo trên màn hình được viết cho <em>chính</em> tình huống của bạn, và nó thường đã chứa lời giải.</p>
<h2>Bước 1: tìm dòng đầu tiên nhắc đến mã của bạn</h2>
<p>Stack trace liệt kê các hàm đang chạy khi lỗi xảy ra, hàm trong cùng đứng đầu. Phần lớn các dòng thuộc về thư viện. Hãy đọc xuống cho đến khi gặp một tệp do bạn viết: đó là nơi bắt đầu tìm.</p>
<pre><code class="language-text">TypeError: Cannot read properties of undefined (reading 'name')
    at formatUser (src/users.js:14:23)
    at renderList (src/list.js:8:15)</code></pre>
<p>Ở đây lỗi xuất hiện tại dòng 14 của <code>src/users.js</code>, cột 23.</p>
<h2>Bước 2: đọc loại lỗi</h2>
<p>Từ đứng trước dấu hai chấm là một nhóm lỗi. <code>TypeError</code> nghĩa là một giá trị không đúng kiểu bạn mong đợi; <code>ReferenceError</code> nghĩa là một tên không tồn tại; <code>SyntaxError</code> nghĩa là mã thậm chí không phân tích được. Chỉ riêng loại lỗi đã thu hẹp phạm vi tìm kiếm trước khi bạn đọc dòng mã nào.</p>
<h2>Bước 3: chuyển thông báo thành một câu hỏi</h2>
<p>"Cannot read properties of undefined (reading 'name')" trở thành: <strong>giá trị nào đang là undefined khi tôi lấy thuộc tính <code>name</code> của nó?</strong> Ở dòng 14 có lẽ có đoạn <code>user.name</code>, vậy câu hỏi thật sự là vì sao <code>user</code> lại undefined.</p>
<h2>Bước 4: kiểm tra giả định, không phải cú pháp</h2>
<p>Hãy in giá trị ngay trước dòng bị lỗi, hoặc đặt một breakpoint. Chín trên mười lần, lỗi đến từ một giả định hóa ra sai: danh sách rỗng, yêu cầu mạng chưa xong, tên khóa viết khác đi.</p>
<h3>Khi nào vẫn nên tìm kiếm</h3>
<p>Hãy tìm kiếm khi bạn đã biết câu hỏi. "Vì sao mảng rỗng sau khi fetch trong JavaScript" cho kết quả tốt hơn nhiều so với một stack trace dán nguyên văn, và bạn sẽ hiểu các câu trả lời, vì bạn đã biết chúng nói về phần nào trong mã của mình.</p>`,
    },
  },
  {
    category: 'learn-to-code',
    tags: ['beginners', 'git'],
    thumbnail: 'git-in-20-minutes.svg',
    publishedDaysAgo: 10,
    en: {
      title: 'Git in 20 Minutes: the Commands You Will Actually Use',
      description:
        'Git has more than a hundred commands; a working day needs about eight. Learn those eight, in the order you meet them, and what each one protects you from.',
      content: `<p>Git looks intimidating because its manual covers everything a version-control system can do. Day-to-day work is much smaller: save snapshots, share them, and undo mistakes. Here is that small part.</p>
<h2>Start a history</h2>
<pre><code class="language-bash">git init            # turn the current folder into a repository
git clone &lt;url&gt;     # or copy an existing one</code></pre>
<h2>Save a snapshot</h2>
<p>A commit is a named snapshot of your files. You choose what goes into it with <code>git add</code>, then record it with <code>git commit</code>.</p>
<pre><code class="language-bash">git status                  # what changed?
git add src/app.js          # put this change in the next snapshot
git commit -m "Validate the email before saving"</code></pre>
<p>Write the message as what the commit <em>does</em>, in the imperative: future you will read it in a list of hundreds.</p>
<h2>Work on a branch</h2>
<p>A branch lets you try something without touching the version that works. Create one per task and merge it back when it is done.</p>
<pre><code class="language-bash">git switch -c fix-login-redirect
# …commits…
git switch main
git merge fix-login-redirect</code></pre>
<h2>Share with a remote</h2>
<pre><code class="language-bash">git push -u origin fix-login-redirect   # publish your branch
git pull                                # bring in others' work</code></pre>
<h2>Undo, safely</h2>
<ul>
<li><code>git restore file.js</code> throws away uncommitted changes to one file.</li>
<li><code>git commit --amend</code> fixes the message or content of the last commit, before you push it.</li>
<li><code>git revert &lt;commit&gt;</code> adds a new commit that undoes an old one: the safe way to undo something already shared.</li>
</ul>
<h3>One habit that saves hours</h3>
<p>Run <code>git status</code> before every commit and <code>git log --oneline</code> after it. Knowing exactly what you saved is most of what it takes to never lose work.</p>`,
    },
    vi: {
      title: 'Git trong 20 phút: những lệnh bạn thực sự dùng',
      description:
        'Git có hơn một trăm lệnh; một ngày làm việc chỉ cần khoảng tám. Hãy học tám lệnh đó theo thứ tự bạn gặp chúng, và mỗi lệnh bảo vệ bạn khỏi điều gì.',
      content: `<p>Git trông đáng sợ vì tài liệu của nó mô tả mọi thứ một hệ thống quản lý phiên bản có thể làm. Công việc hằng ngày nhỏ hơn nhiều: lưu các bản chụp, chia sẻ chúng và sửa sai. Đây là phần nhỏ ấy.</p>
<h2>Bắt đầu một lịch sử</h2>
<pre><code class="language-bash">git init            # biến thư mục hiện tại thành một repository
git clone &lt;url&gt;     # hoặc sao chép một repository có sẵn</code></pre>
<h2>Lưu một bản chụp</h2>
<p>Commit là một bản chụp có tên của các tệp. Bạn chọn những gì đưa vào bằng <code>git add</code>, rồi ghi lại bằng <code>git commit</code>.</p>
<pre><code class="language-bash">git status                  # có gì thay đổi?
git add src/app.js          # đưa thay đổi này vào bản chụp tiếp theo
git commit -m "Validate the email before saving"</code></pre>
<p>Hãy viết thông điệp như một mệnh lệnh mô tả việc commit <em>làm</em>: bạn của tương lai sẽ đọc nó giữa hàng trăm dòng khác.</p>
<h2>Làm việc trên một nhánh</h2>
<p>Nhánh cho phép bạn thử nghiệm mà không động đến phiên bản đang chạy tốt. Hãy tạo một nhánh cho mỗi việc và hợp nhất lại khi xong.</p>
<pre><code class="language-bash">git switch -c fix-login-redirect
# …các commit…
git switch main
git merge fix-login-redirect</code></pre>
<h2>Chia sẻ qua remote</h2>
<pre><code class="language-bash">git push -u origin fix-login-redirect   # đưa nhánh của bạn lên
git pull                                # lấy về thay đổi của người khác</code></pre>
<h2>Hoàn tác một cách an toàn</h2>
<ul>
<li><code>git restore file.js</code> bỏ các thay đổi chưa commit của một tệp.</li>
<li><code>git commit --amend</code> sửa thông điệp hoặc nội dung của commit cuối, trước khi bạn push.</li>
<li><code>git revert &lt;commit&gt;</code> thêm một commit mới đảo ngược commit cũ: cách an toàn để hoàn tác thứ đã chia sẻ.</li>
</ul>
<h3>Một thói quen tiết kiệm hàng giờ</h3>
<p>Chạy <code>git status</code> trước mỗi lần commit và <code>git log --oneline</code> sau đó. Biết chính xác mình đã lưu gì là gần như tất cả những gì cần để không bao giờ mất công sức.</p>`,
    },
  },
  {
    category: 'learn-to-code',
    tags: ['beginners', 'sql'],
    thumbnail: 'first-sql-queries.svg',
    publishedDaysAgo: 18,
    en: {
      title: 'Your First SQL Queries: SELECT, WHERE and JOIN Explained',
      description:
        'Three keywords answer most questions you will ever ask a database. Here they are on one small table of orders, with the mistakes everyone makes once.',
      content: `<p>SQL reads almost like English, which is both its charm and its trap: the order you write a query in is not the order the database runs it. Keep that in mind and the rest falls into place.</p>
<h2>SELECT: choose the columns</h2>
<pre><code class="language-sql">SELECT id, customer_name, total
FROM orders;</code></pre>
<p>Avoid <code>SELECT *</code> in real code. Naming the columns documents what you need and keeps the query working when someone adds a column.</p>
<h2>WHERE: choose the rows</h2>
<pre><code class="language-sql">SELECT id, total
FROM orders
WHERE status = 'paid' AND total &gt;= 500000;</code></pre>
<p>Comparing with <code>NULL</code> is the classic first bug: <code>WHERE shipped_at = NULL</code> never matches anything. Write <code>WHERE shipped_at IS NULL</code>.</p>
<h2>JOIN: combine tables</h2>
<p>Data is split into tables so each fact is stored once. A join puts it back together for one question.</p>
<pre><code class="language-sql">SELECT orders.id, customers.email, orders.total
FROM orders
JOIN customers ON customers.id = orders.customer_id
WHERE orders.status = 'paid';</code></pre>
<h3>Inner or left?</h3>
<p><code>JOIN</code> keeps only rows that have a match on both sides. If you want every customer, including those who never ordered, use <code>LEFT JOIN</code> from customers to orders: the order columns will simply be <code>NULL</code> for them.</p>
<h2>How to practise</h2>
<ul>
<li>Pick a dataset you care about: your expenses, a football league, a public transport timetable.</li>
<li>Write the question in plain words first, then the query.</li>
<li>Check the row count: if a join suddenly doubles it, your join condition matches more than you think.</li>
</ul>`,
    },
    vi: {
      title: 'Những câu truy vấn SQL đầu tiên: giải thích SELECT, WHERE và JOIN',
      description:
        'Ba từ khóa trả lời gần hết mọi câu hỏi bạn sẽ đặt cho cơ sở dữ liệu. Bài viết minh họa chúng trên một bảng đơn hàng nhỏ, kèm những lỗi ai cũng mắc một lần.',
      content: `<p>SQL đọc gần giống tiếng Anh, và đó vừa là nét duyên vừa là cái bẫy của nó: thứ tự bạn viết câu truy vấn không phải thứ tự cơ sở dữ liệu thực thi. Nhớ điều đó thì mọi thứ còn lại sẽ dễ hiểu.</p>
<h2>SELECT: chọn cột</h2>
<pre><code class="language-sql">SELECT id, customer_name, total
FROM orders;</code></pre>
<p>Tránh <code>SELECT *</code> trong mã thật. Ghi rõ tên cột vừa cho biết bạn cần gì, vừa giữ câu truy vấn chạy đúng khi có người thêm cột mới.</p>
<h2>WHERE: chọn dòng</h2>
<pre><code class="language-sql">SELECT id, total
FROM orders
WHERE status = 'paid' AND total &gt;= 500000;</code></pre>
<p>So sánh với <code>NULL</code> là lỗi kinh điển đầu tiên: <code>WHERE shipped_at = NULL</code> không bao giờ khớp dòng nào. Hãy viết <code>WHERE shipped_at IS NULL</code>.</p>
<h2>JOIN: kết hợp các bảng</h2>
<p>Dữ liệu được chia thành nhiều bảng để mỗi thông tin chỉ lưu một lần. Phép join ghép chúng lại để trả lời một câu hỏi.</p>
<pre><code class="language-sql">SELECT orders.id, customers.email, orders.total
FROM orders
JOIN customers ON customers.id = orders.customer_id
WHERE orders.status = 'paid';</code></pre>
<h3>Inner hay left?</h3>
<p><code>JOIN</code> chỉ giữ những dòng khớp ở cả hai phía. Nếu bạn muốn mọi khách hàng, kể cả người chưa từng đặt hàng, hãy dùng <code>LEFT JOIN</code> từ customers sang orders: các cột của đơn hàng sẽ đơn giản là <code>NULL</code> với họ.</p>
<h2>Luyện tập thế nào</h2>
<ul>
<li>Chọn một bộ dữ liệu bạn quan tâm: chi tiêu cá nhân, một giải bóng đá, lịch xe buýt.</li>
<li>Viết câu hỏi bằng lời trước, rồi mới viết truy vấn.</li>
<li>Kiểm tra số dòng: nếu một phép join bỗng làm số dòng tăng gấp đôi, điều kiện join đang khớp nhiều hơn bạn nghĩ.</li>
</ul>`,
    },
  },
  {
    category: 'learn-to-code',
    tags: ['beginners', 'python', 'javascript'],
    thumbnail: 'python-or-javascript.svg',
    publishedDaysAgo: 26,
    en: {
      title: 'Python or JavaScript: Which Should You Learn First?',
      description:
        'Both are excellent first languages. The better choice depends on what you want to build in your first three months, not on which one is "easier".',
      content: `<p>Forums argue about this question endlessly, which is a good sign: there is no wrong answer. What matters is choosing quickly and then sticking with your choice long enough to build things.</p>
<h2>Choose JavaScript if you want to build for the web</h2>
<p>JavaScript is the only language every browser runs. If your first projects are web pages, interactive forms or small games you can send to a friend as a link, JavaScript gets you there with nothing to install but a browser.</p>
<ul>
<li>Instant visual feedback keeps motivation high.</li>
<li>The same language later runs servers (Node.js) and mobile apps.</li>
<li>The price: a few historical quirks, such as <code>==</code> versus <code>===</code>, that you must learn to avoid.</li>
</ul>
<h2>Choose Python if you want to automate or analyse</h2>
<p>Python's syntax is famously clean, and its libraries for data, scripting and science are unmatched. If your first projects are renaming a thousand files, cleaning a spreadsheet or charting your study hours, Python is the shorter path.</p>
<ul>
<li>Readable code from day one: indentation is part of the language.</li>
<li>Huge ecosystem for data work: pandas, Jupyter notebooks, matplotlib.</li>
<li>The price: building a user interface takes more steps.</li>
</ul>
<h2>What transfers either way</h2>
<p>Variables, conditions, loops, functions, data structures, reading errors, breaking a problem into steps: these are the real skills, and they carry over almost unchanged. Most developers learn their second language in a fraction of the time the first one took.</p>
<h3>A simple rule</h3>
<p>Write down one project you would be proud to finish in three months. If it lives in a browser, start with JavaScript. Otherwise, start with Python. Then stop researching and start typing.</p>`,
    },
    vi: {
      title: 'Python hay JavaScript: nên học ngôn ngữ nào trước?',
      description:
        'Cả hai đều là ngôn ngữ đầu tiên tuyệt vời. Lựa chọn tốt hơn phụ thuộc vào những gì bạn muốn xây dựng trong ba tháng đầu, chứ không phải ngôn ngữ nào "dễ hơn".',
      content: `<p>Các diễn đàn tranh luận về câu hỏi này không dứt, và đó là dấu hiệu tốt: không có câu trả lời sai. Điều quan trọng là chọn nhanh, rồi kiên trì với lựa chọn đủ lâu để làm ra sản phẩm.</p>
<h2>Chọn JavaScript nếu bạn muốn làm web</h2>
<p>JavaScript là ngôn ngữ duy nhất mọi trình duyệt đều chạy. Nếu những dự án đầu tiên của bạn là trang web, biểu mẫu tương tác hay trò chơi nhỏ gửi cho bạn bè qua một đường link, JavaScript đưa bạn tới đó mà chỉ cần một trình duyệt.</p>
<ul>
<li>Thấy kết quả ngay trên màn hình giúp giữ động lực.</li>
<li>Cùng ngôn ngữ đó sau này chạy cả máy chủ (Node.js) và ứng dụng di động.</li>
<li>Cái giá phải trả: vài điểm kỳ quặc từ lịch sử, như <code>==</code> so với <code>===</code>, mà bạn cần học cách tránh.</li>
</ul>
<h2>Chọn Python nếu bạn muốn tự động hóa hoặc phân tích</h2>
<p>Cú pháp của Python nổi tiếng gọn gàng, và thư viện cho dữ liệu, viết script và khoa học thì khó ai sánh bằng. Nếu dự án đầu tiên của bạn là đổi tên một nghìn tệp, làm sạch một bảng tính hay vẽ biểu đồ số giờ học, Python là con đường ngắn hơn.</p>
<ul>
<li>Mã dễ đọc ngay từ ngày đầu: thụt lề là một phần của ngôn ngữ.</li>
<li>Hệ sinh thái khổng lồ cho dữ liệu: pandas, Jupyter notebook, matplotlib.</li>
<li>Cái giá phải trả: xây dựng giao diện người dùng cần nhiều bước hơn.</li>
</ul>
<h2>Những gì mang theo được dù chọn bên nào</h2>
<p>Biến, điều kiện, vòng lặp, hàm, cấu trúc dữ liệu, đọc thông báo lỗi, chia nhỏ vấn đề thành từng bước: đó mới là kỹ năng thật, và chúng gần như chuyển nguyên vẹn sang ngôn ngữ khác. Phần lớn lập trình viên học ngôn ngữ thứ hai nhanh hơn rất nhiều so với ngôn ngữ đầu tiên.</p>
<h3>Một quy tắc đơn giản</h3>
<p>Hãy viết ra một dự án bạn sẽ tự hào hoàn thành trong ba tháng. Nếu nó chạy trong trình duyệt, hãy bắt đầu với JavaScript. Nếu không, hãy bắt đầu với Python. Rồi ngừng tìm hiểu và bắt đầu gõ phím.</p>`,
    },
  },
];
