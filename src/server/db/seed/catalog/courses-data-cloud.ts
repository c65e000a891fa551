import { FREE_TEST_GROUP_NAME, type SeedCourse } from './seed-types';

export const DATA_CLOUD_COURSES: SeedCourse[] = [
  {
    title: { en: 'SQL from Zero: Querying Real Data', vi: 'SQL từ con số 0: Truy vấn dữ liệu thực tế' },
    shortDescription: {
      en: 'SELECT, JOIN, GROUP BY and window functions on a real shop database.',
      vi: 'SELECT, JOIN, GROUP BY và hàm cửa sổ trên cơ sở dữ liệu của một cửa hàng thật.',
    },
    description: {
      en: 'Every lesson runs against the same online-shop database: customers, orders and products. You learn to filter, join, group and rank data, and to read a query plan when a query is slow. Works with PostgreSQL, MySQL and SQL Server.',
      vi: 'Mọi bài học đều chạy trên cùng một cơ sở dữ liệu cửa hàng trực tuyến: khách hàng, đơn hàng và sản phẩm. Bạn sẽ học cách lọc, nối bảng, nhóm và xếp hạng dữ liệu, và đọc kế hoạch thực thi khi truy vấn chạy chậm. Áp dụng được cho PostgreSQL, MySQL và SQL Server.',
    },
    priceVnd: 349000,
    level: 'beginner',
    language: 'en',
    categories: ['sql-databases'],
    enrolmentCount: 1105,
    publishedDaysAgo: 90,
    sections: [
      {
        title: { en: 'Reading data', vi: 'Đọc dữ liệu' },
        lessons: [
          {
            title: { en: 'Tables, rows and your first SELECT', vi: 'Bảng, dòng và câu SELECT đầu tiên' },
            preview: true,
          },
          { title: { en: 'Filtering with WHERE', vi: 'Lọc dữ liệu với WHERE' } },
          { title: { en: 'Sorting and limiting results', vi: 'Sắp xếp và giới hạn kết quả' } },
        ],
      },
      {
        title: { en: 'Combining and summarising', vi: 'Kết hợp và tổng hợp' },
        lessons: [
          { title: { en: 'INNER and LEFT JOIN', vi: 'INNER JOIN và LEFT JOIN' } },
          { title: { en: 'GROUP BY and HAVING', vi: 'GROUP BY và HAVING' } },
          { title: { en: 'Ranking with window functions', vi: 'Xếp hạng với hàm cửa sổ' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'SQL basics check', vi: 'Kiểm tra SQL cơ bản' },
            description: {
              en: 'Six questions, one of each kind, on reading and filtering data.',
              vi: 'Sáu câu hỏi, mỗi dạng một câu, về đọc và lọc dữ liệu.',
            },
            timeLimitS: 600,
            passMarkPercent: 60,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Which clause filters rows before they are grouped?',
                  vi: 'Mệnh đề nào lọc các dòng trước khi nhóm?',
                },
                options: [
                  { text: 'WHERE', correct: true },
                  { text: 'HAVING' },
                  { text: 'ORDER BY' },
                  { text: 'LIMIT' },
                ],
                explanation: {
                  en: 'WHERE filters rows; HAVING filters the groups that GROUP BY produces.',
                  vi: 'WHERE lọc các dòng; HAVING lọc các nhóm do GROUP BY tạo ra.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the clauses in the order they are written in a SELECT statement.',
                  vi: 'Sắp xếp các mệnh đề theo thứ tự được viết trong câu lệnh SELECT.',
                },
                steps: ['SELECT', 'FROM', 'WHERE', 'GROUP BY', 'ORDER BY'],
                explanation: {
                  en: 'SELECT … FROM … WHERE … GROUP BY … HAVING … ORDER BY … LIMIT.',
                  vi: 'SELECT … FROM … WHERE … GROUP BY … HAVING … ORDER BY … LIMIT.',
                },
              },
              {
                type: 2,
                content: {
                  en: 'Which of these are aggregate functions?',
                  vi: 'Những hàm nào sau đây là hàm tổng hợp?',
                },
                options: [
                  { text: 'COUNT', correct: true },
                  { text: 'SUM', correct: true },
                  { text: 'UPPER' },
                  { text: 'AVG', correct: true },
                  { text: 'COALESCE' },
                ],
                explanation: {
                  en: 'Aggregates turn many rows into one value. UPPER and COALESCE work on one value at a time.',
                  vi: 'Hàm tổng hợp gộp nhiều dòng thành một giá trị. UPPER và COALESCE xử lý từng giá trị một.',
                },
              },
              {
                type: 3,
                content: { en: '`NULL = NULL` evaluates to true.', vi: '`NULL = NULL` cho kết quả true.' },
                answer: false,
                explanation: {
                  en: 'False: comparing with NULL gives NULL (unknown). Use `IS NULL` or `IS NOT DISTINCT FROM`.',
                  vi: 'Sai: so sánh với NULL cho ra NULL (không xác định). Hãy dùng `IS NULL` hoặc `IS NOT DISTINCT FROM`.',
                },
              },
              {
                type: 5,
                content: {
                  en: 'This query should list customers in Hanoi with more than 3 orders. Select the lines with a mistake.',
                  vi: 'Truy vấn này cần liệt kê khách hàng ở Hà Nội có hơn 3 đơn hàng. Hãy chọn các dòng bị sai.',
                },
                positions: [
                  { text: 'SELECT c.name, COUNT(o.id) AS order_count' },
                  { text: 'FROM customers c' },
                  { text: 'JOIN orders o ON o.customer_id = c.id' },
                  { text: "WHERE c.city = 'Hanoi' AND COUNT(o.id) > 3", correct: true },
                  { text: 'GROUP BY c.city', correct: true },
                  { text: 'ORDER BY order_count DESC;' },
                ],
                explanation: {
                  en: 'Aggregates cannot appear in WHERE — move the condition to HAVING — and the query must group by c.id, c.name to select c.name.',
                  vi: 'Không được dùng hàm tổng hợp trong WHERE — hãy chuyển điều kiện sang HAVING — và phải GROUP BY c.id, c.name thì mới chọn được c.name.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build a query that lists the names of products costing more than 100,000 VND.',
                  vi: 'Hãy ghép truy vấn liệt kê tên các sản phẩm có giá trên 100.000 ₫.',
                },
                words: ['SELECT', 'name', 'FROM', 'products', 'WHERE', 'price > 100000;'],
                distractors: ['HAVING'],
                explanation: {
                  en: '`SELECT name FROM products WHERE price > 100000;` — a row filter belongs in WHERE.',
                  vi: '`SELECT name FROM products WHERE price > 100000;` — điều kiện lọc dòng đặt trong WHERE.',
                },
              },
            ],
          },
        ],
      },
      {
        name: { en: 'Chapter quizzes', vi: 'Bài kiểm tra theo chương' },
        quizzes: [
          {
            title: { en: 'Joins and grouping', vi: 'Nối bảng và nhóm dữ liệu' },
            description: { en: 'Check chapter 2. Two attempts.', vi: 'Kiểm tra chương 2. Được làm hai lần.' },
            timeLimitS: 600,
            passMarkPercent: 70,
            attemptsAllowed: 2,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Which join keeps every row of the left table, even without a match?',
                  vi: 'Phép nối nào giữ mọi dòng của bảng bên trái, kể cả khi không khớp?',
                },
                options: [
                  { text: 'LEFT JOIN', correct: true },
                  { text: 'INNER JOIN' },
                  { text: 'CROSS JOIN' },
                  { text: 'RIGHT JOIN' },
                ],
                explanation: {
                  en: 'LEFT JOIN fills the right side with NULLs when nothing matches.',
                  vi: 'LEFT JOIN điền NULL vào phía bên phải khi không có dòng khớp.',
                },
              },
              {
                type: 3,
                content: {
                  en: '`COUNT(*)` counts rows even when their columns are NULL.',
                  vi: '`COUNT(*)` đếm cả các dòng có cột mang giá trị NULL.',
                },
                answer: true,
                explanation: {
                  en: 'True. `COUNT(column)` is the one that skips NULLs.',
                  vi: 'Đúng. `COUNT(column)` mới là dạng bỏ qua NULL.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the clauses in the logical order the database evaluates them.',
                  vi: 'Sắp xếp các mệnh đề theo thứ tự logic mà cơ sở dữ liệu thực hiện.',
                },
                steps: ['FROM / JOIN', 'WHERE', 'GROUP BY', 'HAVING', 'SELECT', 'ORDER BY'],
                explanation: {
                  en: 'That is why a column alias from SELECT can be used in ORDER BY but not in WHERE.',
                  vi: 'Đó là lý do bí danh cột trong SELECT dùng được ở ORDER BY nhưng không dùng được ở WHERE.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Docker and Cloud Deployment', vi: 'Docker và triển khai lên đám mây' },
    shortDescription: {
      en: 'Package an app in a container and deploy it with zero downtime.',
      vi: 'Đóng gói ứng dụng vào container và triển khai không gián đoạn.',
    },
    description: {
      en: 'Taught in Vietnamese. Write small, secure Dockerfiles, run multi-container apps with Compose, push images to a registry and deploy them to a cloud VM behind a reverse proxy, with health checks and rolling updates.',
      vi: 'Khóa học giảng bằng tiếng Việt. Viết Dockerfile gọn nhẹ và an toàn, chạy ứng dụng nhiều container với Compose, đẩy image lên registry và triển khai lên máy ảo đám mây sau reverse proxy, có kiểm tra sức khỏe và cập nhật cuốn chiếu.',
    },
    priceVnd: 799000,
    level: 'advanced',
    language: 'vi',
    categories: ['cloud-devops'],
    enrolmentCount: 418,
    publishedDaysAgo: 20,
    sections: [
      {
        title: { en: 'Containers', vi: 'Container' },
        lessons: [
          {
            title: { en: 'Images, containers and layers', vi: 'Image, container và layer' },
            preview: true,
          },
          { title: { en: 'A small, secure Dockerfile', vi: 'Dockerfile gọn nhẹ và an toàn' } },
          { title: { en: 'Multi-container apps with Compose', vi: 'Ứng dụng nhiều container với Compose' } },
        ],
      },
      {
        title: { en: 'Deployment', vi: 'Triển khai' },
        lessons: [
          { title: { en: 'Registries and image tags', vi: 'Registry và tag của image' } },
          { title: { en: 'Deploying behind a reverse proxy', vi: 'Triển khai sau reverse proxy' } },
          { title: { en: 'Health checks and rolling updates', vi: 'Kiểm tra sức khỏe và cập nhật cuốn chiếu' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'Container fundamentals', vi: 'Kiến thức nền tảng về container' },
            description: {
              en: 'Four questions to check the prerequisites.',
              vi: 'Bốn câu hỏi kiểm tra kiến thức cần có.',
            },
            timeLimitS: 480,
            passMarkPercent: 50,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Which file describes how to build a Docker image?',
                  vi: 'Tệp nào mô tả cách build một Docker image?',
                },
                options: [
                  { text: 'Dockerfile', correct: true },
                  { text: 'compose.yaml' },
                  { text: '.dockerignore' },
                  { text: 'package.json' },
                ],
                explanation: {
                  en: 'The Dockerfile lists the build steps; .dockerignore only excludes files from the build context.',
                  vi: 'Dockerfile liệt kê các bước build; .dockerignore chỉ loại bớt tệp khỏi build context.',
                },
              },
              {
                type: 3,
                content: {
                  en: 'Files written inside a container survive `docker rm` without a volume.',
                  vi: 'Tệp ghi bên trong container vẫn còn sau `docker rm` dù không dùng volume.',
                },
                answer: false,
                explanation: {
                  en: "False: the container's writable layer is deleted with it. Keep data in a volume.",
                  vi: 'Sai: lớp ghi của container bị xóa cùng container. Hãy lưu dữ liệu trong volume.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the steps to ship a new version in order.',
                  vi: 'Sắp xếp các bước phát hành một phiên bản mới.',
                },
                steps: [
                  { en: 'Build the image', vi: 'Build image' },
                  { en: 'Tag it with the version', vi: 'Gắn tag phiên bản' },
                  { en: 'Push it to the registry', vi: 'Đẩy image lên registry' },
                  { en: 'Pull and run it on the server', vi: 'Kéo image về và chạy trên máy chủ' },
                ],
                explanation: {
                  en: 'The server can only pull what has been built, tagged and pushed.',
                  vi: 'Máy chủ chỉ kéo về được image đã được build, gắn tag và đẩy lên.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build the command that runs `my-app` in the background with container port 3000 on host port 8080.',
                  vi: 'Hãy ghép lệnh chạy `my-app` ở chế độ nền, ánh xạ cổng 3000 của container ra cổng 8080 của máy chủ.',
                },
                words: ['docker', 'run', '-d', '-p 8080:3000', 'my-app'],
                distractors: ['build'],
                explanation: {
                  en: '`docker run -d -p 8080:3000 my-app` — `-p` takes host:container, and the image name comes last.',
                  vi: '`docker run -d -p 8080:3000 my-app` — `-p` nhận host:container, và tên image đứng cuối.',
                },
              },
            ],
          },
        ],
      },
      {
        name: { en: 'Practice exams', vi: 'Đề luyện tập' },
        quizzes: [
          {
            title: { en: 'Images and networking', vi: 'Image và mạng' },
            description: { en: 'Dockerfile review and port mapping.', vi: 'Soát Dockerfile và ánh xạ cổng.' },
            timeLimitS: 600,
            passMarkPercent: 70,
            attemptsAllowed: 2,
            questions: [
              {
                type: 2,
                content: {
                  en: 'Which Dockerfile instructions add a filesystem layer to the image?',
                  vi: 'Những lệnh Dockerfile nào thêm một layer hệ thống tệp vào image?',
                },
                options: [
                  { text: 'RUN', correct: true },
                  { text: 'COPY', correct: true },
                  { text: 'EXPOSE' },
                  { text: 'CMD' },
                ],
                explanation: {
                  en: 'RUN and COPY change files; EXPOSE and CMD only record metadata.',
                  vi: 'RUN và COPY thay đổi tệp; EXPOSE và CMD chỉ ghi siêu dữ liệu.',
                },
              },
              {
                type: 5,
                content: {
                  en: 'The image must ship only production dependencies and run as a non-root user. Select the lines that go against this.',
                  vi: 'Image chỉ được chứa các gói phụ thuộc cho production và chạy bằng người dùng không phải root. Hãy chọn các dòng đi ngược yêu cầu này.',
                },
                positions: [
                  { text: 'FROM node:20-alpine' },
                  { text: 'WORKDIR /app' },
                  { text: 'COPY package*.json ./' },
                  { text: 'RUN npm install', correct: true },
                  { text: 'COPY . .' },
                  { text: 'USER root', correct: true },
                  { text: 'CMD ["node", "server.js"]' },
                ],
                explanation: {
                  en: '`npm install` also installs devDependencies — use `npm ci --omit=dev` — and `USER root` should be `USER node`.',
                  vi: '`npm install` cài cả devDependencies — hãy dùng `npm ci --omit=dev` — và `USER root` nên là `USER node`.',
                },
              },
              {
                type: 1,
                content: {
                  en: 'Which option publishes container port 3000 on host port 80?',
                  vi: 'Tùy chọn nào ánh xạ cổng 3000 của container ra cổng 80 của máy chủ?',
                },
                options: [
                  { text: '-p 80:3000', correct: true },
                  { text: '-p 3000:80' },
                  { text: '--expose 80' },
                  { text: '-p 3000' },
                ],
                explanation: {
                  en: 'The host port comes first: -p HOST:CONTAINER.',
                  vi: 'Cổng máy chủ đứng trước: -p HOST:CONTAINER.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
