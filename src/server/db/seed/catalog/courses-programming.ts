import { FREE_TEST_GROUP_NAME, type SeedCourse } from './seed-types';

export const PROGRAMMING_COURSES: SeedCourse[] = [
  {
    title: { en: 'JavaScript Fundamentals for Beginners', vi: 'Nền tảng JavaScript cho người mới' },
    shortDescription: {
      en: 'Variables, functions, arrays and the DOM: write your first interactive web page.',
      vi: 'Biến, hàm, mảng và DOM: viết trang web tương tác đầu tiên của bạn.',
    },
    description: {
      en: 'Start from zero and learn how JavaScript really works: values and types, control flow, functions, arrays and objects, then make a page react to clicks and keyboard input. Every chapter ends with a short quiz, and the free test tells you where you stand before you begin.',
      vi: 'Bắt đầu từ con số 0 và hiểu JavaScript thực sự hoạt động thế nào: giá trị và kiểu dữ liệu, luồng điều khiển, hàm, mảng và đối tượng, rồi làm cho trang web phản hồi cú nhấp chuột và bàn phím. Mỗi chương kết thúc bằng một bài kiểm tra ngắn, và bài kiểm tra miễn phí cho bạn biết mình đang ở đâu trước khi bắt đầu.',
    },
    priceVnd: 0,
    level: 'beginner',
    language: 'vi',
    categories: ['javascript', 'web-development'],
    enrolmentCount: 1840,
    publishedDaysAgo: 240,
    sections: [
      {
        title: { en: 'Getting started', vi: 'Làm quen' },
        lessons: [
          {
            title: { en: 'What JavaScript is and where it runs', vi: 'JavaScript là gì và chạy ở đâu' },
            preview: true,
          },
          { title: { en: 'Variables: let, const and var', vi: 'Biến: let, const và var' } },
          { title: { en: 'Types, truthy and falsy values', vi: 'Kiểu dữ liệu, giá trị truthy và falsy' } },
        ],
      },
      {
        title: { en: 'Functions and arrays', vi: 'Hàm và mảng' },
        lessons: [
          {
            title: { en: 'Declaring and calling functions', vi: 'Khai báo và gọi hàm' },
            preview: true,
          },
          { title: { en: 'Arrow functions', vi: 'Hàm mũi tên' } },
          { title: { en: 'map, filter and reduce', vi: 'map, filter và reduce' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'JavaScript basics check', vi: 'Kiểm tra kiến thức JavaScript cơ bản' },
            description: {
              en: 'Six questions, one of each kind, to see what you already know.',
              vi: 'Sáu câu hỏi, mỗi dạng một câu, để xem bạn đã biết những gì.',
            },
            timeLimitS: 600,
            passMarkPercent: 60,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Which keyword declares a variable that cannot be reassigned?',
                  vi: 'Từ khóa nào khai báo một biến không thể gán lại giá trị?',
                },
                options: [{ text: 'var' }, { text: 'let' }, { text: 'const', correct: true }, { text: 'static' }],
                explanation: {
                  en: '`const` creates a binding that cannot be reassigned; `let` and `var` can be reassigned.',
                  vi: '`const` tạo một ràng buộc không thể gán lại; `let` và `var` thì có thể gán lại.',
                },
              },
              {
                type: 2,
                content: { en: 'Which of these values are falsy?', vi: 'Những giá trị nào sau đây là falsy?' },
                options: [
                  { text: '0', correct: true },
                  { text: '""', correct: true },
                  { text: '"false"' },
                  { text: '[]' },
                  { text: 'null', correct: true },
                ],
                explanation: {
                  en: 'The falsy values are false, 0, -0, 0n, "", null, undefined and NaN. Any non-empty string (even "false") and every array, empty or not, is truthy.',
                  vi: 'Các giá trị falsy là false, 0, -0, 0n, "", null, undefined và NaN. Mọi chuỗi khác rỗng (kể cả "false") và mọi mảng, dù rỗng, đều là truthy.',
                },
              },
              {
                type: 3,
                content: { en: '`typeof null` returns "object".', vi: '`typeof null` trả về "object".' },
                answer: true,
                explanation: {
                  en: 'True: a quirk kept since the first version of JavaScript. Check for null with `value === null`.',
                  vi: 'Đúng: một điểm kỳ quặc giữ lại từ phiên bản JavaScript đầu tiên. Hãy kiểm tra null bằng `value === null`.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the parts of `for (let i = 0; i < n; i++) { … }` in the order they run during the first iteration.',
                  vi: 'Sắp xếp các phần của `for (let i = 0; i < n; i++) { … }` theo thứ tự chúng chạy trong lần lặp đầu tiên.',
                },
                steps: [
                  { en: 'Initialisation: let i = 0', vi: 'Khởi tạo: let i = 0' },
                  { en: 'Condition: i < n', vi: 'Điều kiện: i < n' },
                  { en: 'Loop body: { … }', vi: 'Thân vòng lặp: { … }' },
                  { en: 'Update: i++', vi: 'Cập nhật: i++' },
                ],
                explanation: {
                  en: 'The initialiser runs once, then the condition is tested before each pass, the body runs, and the update runs after the body.',
                  vi: 'Phần khởi tạo chạy một lần, sau đó điều kiện được kiểm tra trước mỗi lượt, thân vòng lặp chạy, rồi phần cập nhật chạy sau thân.',
                },
              },
              {
                type: 5,
                content: {
                  en: 'This function should return the sum of an array. Select the lines that contain a bug.',
                  vi: 'Hàm này cần trả về tổng các phần tử của mảng. Hãy chọn các dòng có lỗi.',
                },
                positions: [
                  { text: 'function sum(numbers) {' },
                  { text: '  let total = 0;' },
                  { text: '  for (let i = 0; i <= numbers.length; i++) {', correct: true },
                  { text: '    total += numbers[i];' },
                  { text: '  }' },
                  { text: '  return totals;', correct: true },
                  { text: '}' },
                ],
                explanation: {
                  en: '`i <= numbers.length` reads one element past the end (adding undefined gives NaN); `totals` is not defined — the variable is `total`.',
                  vi: '`i <= numbers.length` đọc quá phần tử cuối một vị trí (cộng undefined cho ra NaN); `totals` chưa được khai báo — biến đúng là `total`.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build an arrow function `double` that returns twice its argument.',
                  vi: 'Hãy ghép thành hàm mũi tên `double` trả về gấp đôi tham số của nó.',
                },
                words: ['const', 'double', '=', '(n)', '=>', 'n * 2;'],
                distractors: ['function'],
                explanation: {
                  en: '`const double = (n) => n * 2;` — an arrow function with one expression returns it without `return`.',
                  vi: '`const double = (n) => n * 2;` — hàm mũi tên chỉ có một biểu thức sẽ trả về biểu thức đó mà không cần `return`.',
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
            title: { en: 'Functions and arrays', vi: 'Hàm và mảng' },
            description: {
              en: 'Check chapter 2 before moving on. Three attempts.',
              vi: 'Kiểm tra chương 2 trước khi học tiếp. Được làm ba lần.',
            },
            timeLimitS: 900,
            passMarkPercent: 70,
            attemptsAllowed: 3,
            final: true,
            questions: [
              {
                type: 1,
                content: {
                  en: 'What does `[1, 2, 3].map((n) => n * 2)` return?',
                  vi: '`[1, 2, 3].map((n) => n * 2)` trả về gì?',
                },
                options: [
                  { text: '[2, 4, 6]', correct: true },
                  { text: '[1, 2, 3]' },
                  { text: '12' },
                  { text: 'undefined' },
                ],
                explanation: {
                  en: '`map` calls the function on each element and collects the results in a new array.',
                  vi: '`map` gọi hàm trên từng phần tử và gom kết quả vào một mảng mới.',
                },
              },
              {
                type: 2,
                content: {
                  en: 'Which array methods return a new array and leave the original unchanged?',
                  vi: 'Những phương thức mảng nào trả về mảng mới và giữ nguyên mảng gốc?',
                },
                options: [
                  { text: 'map', correct: true },
                  { text: 'filter', correct: true },
                  { text: 'push' },
                  { text: 'slice', correct: true },
                  { text: 'sort' },
                ],
                explanation: {
                  en: '`push` and `sort` change the array in place; `map`, `filter` and `slice` build a new one.',
                  vi: '`push` và `sort` thay đổi trực tiếp mảng gốc; `map`, `filter` và `slice` tạo mảng mới.',
                },
              },
              {
                type: 3,
                content: {
                  en: 'A function without a `return` statement returns `null`.',
                  vi: 'Một hàm không có câu lệnh `return` sẽ trả về `null`.',
                },
                answer: false,
                explanation: {
                  en: 'False: it returns `undefined`.',
                  vi: 'Sai: hàm đó trả về `undefined`.',
                },
              },
              {
                type: 4,
                content: {
                  en: '`[10, 9, 1].sort()` compares the values as strings. Put the values in the order it leaves them.',
                  vi: '`[10, 9, 1].sort()` so sánh các giá trị như chuỗi. Hãy sắp xếp các giá trị theo thứ tự mà nó trả về.',
                },
                steps: ['1', '10', '9'],
                explanation: {
                  en: 'As strings, "1" < "10" < "9". Pass a comparator, `sort((a, b) => a - b)`, to sort numbers.',
                  vi: 'Khi là chuỗi, "1" < "10" < "9". Hãy truyền hàm so sánh `sort((a, b) => a - b)` để sắp xếp số.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Modern React with Next.js', vi: 'React hiện đại với Next.js' },
    shortDescription: {
      en: 'Components, hooks and data fetching: build and ship a fast Next.js site.',
      vi: 'Component, hook và lấy dữ liệu: xây dựng và triển khai một trang Next.js nhanh.',
    },
    description: {
      en: 'Go from components and props to hooks, forms and data fetching, then render pages statically or on the server with Next.js. You finish with a small, fast product catalogue deployed to the web.',
      vi: 'Đi từ component và props đến hook, biểu mẫu và lấy dữ liệu, rồi render trang tĩnh hoặc trên máy chủ với Next.js. Cuối khóa bạn có một trang danh mục sản phẩm nhỏ, nhanh, đã được triển khai lên mạng.',
    },
    priceVnd: 599000,
    level: 'intermediate',
    language: 'en',
    categories: ['web-development', 'javascript'],
    enrolmentCount: 956,
    publishedDaysAgo: 120,
    sections: [
      {
        title: { en: 'Thinking in components', vi: 'Tư duy theo component' },
        lessons: [
          { title: { en: 'Components and props', vi: 'Component và props' }, preview: true },
          { title: { en: 'State with useState', vi: 'Trạng thái với useState' } },
          { title: { en: 'Effects and their clean-up', vi: 'Effect và việc dọn dẹp' } },
        ],
      },
      {
        title: { en: 'Pages and data with Next.js', vi: 'Trang và dữ liệu với Next.js' },
        lessons: [
          { title: { en: 'Routing in the pages router', vi: 'Định tuyến với pages router' } },
          { title: { en: 'getStaticProps and getServerSideProps', vi: 'getStaticProps và getServerSideProps' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'React readiness test', vi: 'Bài kiểm tra sẵn sàng học React' },
            description: {
              en: 'Four questions on the ideas this course builds on.',
              vi: 'Bốn câu hỏi về những ý tưởng nền tảng của khóa học.',
            },
            timeLimitS: 480,
            passMarkPercent: 50,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Which hook keeps a value between renders and re-renders the component when it changes?',
                  vi: 'Hook nào giữ một giá trị giữa các lần render và render lại component khi giá trị thay đổi?',
                },
                options: [
                  { text: 'useState', correct: true },
                  { text: 'useRef' },
                  { text: 'useMemo' },
                  { text: 'useEffect' },
                ],
                explanation: {
                  en: '`useRef` also keeps a value, but changing it does not re-render; `useState` does.',
                  vi: '`useRef` cũng giữ giá trị nhưng thay đổi nó không gây render lại; `useState` thì có.',
                },
              },
              {
                type: 3,
                content: {
                  en: 'In the pages router, `getStaticProps` runs in the browser.',
                  vi: 'Trong pages router, `getStaticProps` chạy trên trình duyệt.',
                },
                answer: false,
                explanation: {
                  en: 'False: it runs on the server, at build time or on revalidation, and is removed from the browser bundle.',
                  vi: 'Sai: hàm chạy trên máy chủ, lúc build hoặc khi làm mới, và bị loại khỏi mã gửi xuống trình duyệt.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'A state update happens. Put what React does next in order.',
                  vi: 'Một cập nhật trạng thái xảy ra. Hãy sắp xếp các việc React làm tiếp theo.',
                },
                steps: [
                  { en: 'The component function runs again (render)', vi: 'Hàm component chạy lại (render)' },
                  { en: 'React updates the DOM', vi: 'React cập nhật DOM' },
                  { en: "The previous effect's clean-up runs", vi: 'Hàm dọn dẹp của effect trước chạy' },
                  { en: 'The new effect runs', vi: 'Effect mới chạy' },
                ],
                explanation: {
                  en: 'React renders, commits the changes to the DOM, then cleans up the old effect before running the new one.',
                  vi: 'React render, ghi thay đổi vào DOM, rồi dọn dẹp effect cũ trước khi chạy effect mới.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build the JSX that renders one list item per product.',
                  vi: 'Hãy ghép đoạn JSX render một mục danh sách cho mỗi sản phẩm.',
                },
                words: ['{products.map((p) =>', '<li key={p.id}>', '{p.name}', '</li>', ')}'],
                distractors: ['<li key={index}>'],
                explanation: {
                  en: '`{products.map((p) => <li key={p.id}>{p.name}</li>)}` — a stable id makes a better key than the array index.',
                  vi: '`{products.map((p) => <li key={p.id}>{p.name}</li>)}` — id ổn định là key tốt hơn chỉ số của mảng.',
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
            title: { en: 'Hooks and rendering', vi: 'Hook và quá trình render' },
            description: {
              en: 'The rules of hooks and how React matches list items.',
              vi: 'Các quy tắc của hook và cách React đối chiếu các mục trong danh sách.',
            },
            timeLimitS: 720,
            passMarkPercent: 70,
            attemptsAllowed: 2,
            questions: [
              {
                type: 2,
                content: {
                  en: 'Which of these are rules of hooks?',
                  vi: 'Những điều nào sau đây là quy tắc của hook?',
                },
                options: [
                  {
                    text: {
                      en: 'Call hooks at the top level of the component',
                      vi: 'Gọi hook ở cấp cao nhất của component',
                    },
                    correct: true,
                  },
                  {
                    text: {
                      en: 'Call hooks only from components or custom hooks',
                      vi: 'Chỉ gọi hook trong component hoặc custom hook',
                    },
                    correct: true,
                  },
                  {
                    text: {
                      en: 'Call hooks inside conditions when needed',
                      vi: 'Gọi hook bên trong điều kiện khi cần',
                    },
                  },
                  { text: { en: 'Call hooks from event handlers', vi: 'Gọi hook trong hàm xử lý sự kiện' } },
                ],
                explanation: {
                  en: 'React relies on hooks being called in the same order on every render, so they must not sit in conditions, loops or event handlers.',
                  vi: 'React dựa vào việc hook được gọi theo cùng một thứ tự ở mỗi lần render, nên không được đặt hook trong điều kiện, vòng lặp hay hàm xử lý sự kiện.',
                },
              },
              {
                type: 5,
                content: {
                  en: 'Select the lines that break the rules of hooks.',
                  vi: 'Hãy chọn các dòng vi phạm quy tắc của hook.',
                },
                positions: [
                  { text: 'function Profile({ user }) {' },
                  { text: '  const [open, setOpen] = useState(false);' },
                  { text: '  if (user.isAdmin) {' },
                  { text: '    const [logs, setLogs] = useState([]);', correct: true },
                  { text: '  }' },
                  { text: '  for (const tab of user.tabs) useEffect(() => track(tab));', correct: true },
                  { text: '  return <Panel open={open} />;' },
                  { text: '}' },
                ],
                explanation: {
                  en: 'A hook inside `if` or a loop may run a different number of times on each render.',
                  vi: 'Hook nằm trong `if` hoặc vòng lặp có thể chạy số lần khác nhau ở mỗi lần render.',
                },
              },
              {
                type: 1,
                content: { en: 'What does the `key` prop let React do?', vi: 'Thuộc tính `key` giúp React làm gì?' },
                options: [
                  {
                    text: {
                      en: 'Match list items between renders',
                      vi: 'Đối chiếu các mục danh sách giữa các lần render',
                    },
                    correct: true,
                  },
                  { text: { en: 'Sort the list', vi: 'Sắp xếp danh sách' } },
                  { text: { en: 'Read the item inside the component', vi: 'Đọc giá trị của mục bên trong component' } },
                  { text: { en: 'Cache the item on the server', vi: 'Lưu bộ nhớ đệm mục đó trên máy chủ' } },
                ],
                explanation: {
                  en: 'Keys tell React which item is which, so state stays with the right item when the list changes.',
                  vi: 'Key cho React biết mục nào là mục nào, để trạng thái đi đúng với mục khi danh sách thay đổi.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: { en: 'Python for Absolute Beginners', vi: 'Python cho người mới bắt đầu' },
    shortDescription: {
      en: 'Learn Python step by step with small exercises, in Vietnamese.',
      vi: 'Học Python từng bước qua các bài tập nhỏ, giảng bằng tiếng Việt.',
    },
    description: {
      en: 'Taught in Vietnamese. Install Python, learn numbers, strings, lists and dictionaries, write loops and functions, and finish by automating a boring spreadsheet task.',
      vi: 'Khóa học giảng bằng tiếng Việt. Cài đặt Python, học về số, chuỗi, danh sách và từ điển, viết vòng lặp và hàm, rồi kết thúc bằng việc tự động hóa một công việc bảng tính nhàm chán.',
    },
    priceVnd: 299000,
    level: 'beginner',
    language: 'vi',
    categories: ['python'],
    enrolmentCount: 1210,
    publishedDaysAgo: 60,
    sections: [
      {
        title: { en: 'First steps', vi: 'Những bước đầu tiên' },
        lessons: [
          {
            title: { en: 'Installing Python and VS Code', vi: 'Cài đặt Python và VS Code' },
            preview: true,
          },
          { title: { en: 'Numbers, strings and variables', vi: 'Số, chuỗi và biến' } },
        ],
      },
      {
        title: { en: 'Collections, loops and functions', vi: 'Tập hợp, vòng lặp và hàm' },
        lessons: [
          { title: { en: 'Lists and dictionaries', vi: 'Danh sách và từ điển' } },
          { title: { en: 'for and while loops', vi: 'Vòng lặp for và while' } },
          { title: { en: 'Writing your own functions', vi: 'Tự viết hàm' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'Python warm-up', vi: 'Khởi động với Python' },
            description: { en: 'Four quick questions on Python basics.', vi: 'Bốn câu hỏi nhanh về Python cơ bản.' },
            timeLimitS: 420,
            passMarkPercent: 50,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: { en: 'What does `print(7 // 2)` print?', vi: '`print(7 // 2)` in ra gì?' },
                options: [{ text: '3', correct: true }, { text: '3.5' }, { text: '4' }, { text: '1' }],
                explanation: {
                  en: '`//` is floor division: it drops the fractional part. `7 / 2` would print 3.5.',
                  vi: '`//` là phép chia lấy phần nguyên: bỏ phần thập phân. `7 / 2` mới in ra 3.5.',
                },
              },
              {
                type: 3,
                content: {
                  en: 'Python lists cannot be changed after they are created.',
                  vi: 'Danh sách (list) trong Python không thể thay đổi sau khi tạo.',
                },
                answer: false,
                explanation: {
                  en: 'False: lists are mutable (`append`, `remove`, assignment by index). Tuples are the immutable ones.',
                  vi: 'Sai: list có thể thay đổi (`append`, `remove`, gán theo chỉ số). Tuple mới là kiểu không thể thay đổi.',
                },
              },
              {
                type: 2,
                content: {
                  en: 'Which expressions create an empty dictionary?',
                  vi: 'Những biểu thức nào tạo ra một từ điển rỗng?',
                },
                options: [
                  { text: '{}', correct: true },
                  { text: 'dict()', correct: true },
                  { text: '[]' },
                  { text: 'set()' },
                ],
                explanation: {
                  en: '`{}` and `dict()` are empty dictionaries; `[]` is an empty list and `set()` an empty set.',
                  vi: '`{}` và `dict()` là từ điển rỗng; `[]` là danh sách rỗng còn `set()` là tập hợp rỗng.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build a loop that prints every name in the list `names`.',
                  vi: 'Hãy ghép vòng lặp in ra từng tên trong danh sách `names`.',
                },
                words: ['for', 'name', 'in', 'names:', 'print(name)'],
                distractors: ['of'],
                explanation: {
                  en: '`for name in names: print(name)` — Python loops with `in`; `of` belongs to JavaScript.',
                  vi: '`for name in names: print(name)` — Python dùng `in` trong vòng lặp; `of` là cú pháp của JavaScript.',
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
            title: { en: 'Loops and functions', vi: 'Vòng lặp và hàm' },
            description: {
              en: 'Read code, spot mistakes, put lines in order.',
              vi: 'Đọc mã, tìm lỗi, sắp xếp các dòng lệnh.',
            },
            timeLimitS: 600,
            passMarkPercent: 70,
            attemptsAllowed: null,
            questions: [
              {
                type: 4,
                content: {
                  en: 'Put the lines in order so the program prints a greeting for An.',
                  vi: 'Sắp xếp các dòng để chương trình in lời chào dành cho An.',
                },
                steps: [
                  'def greet(name):',
                  '    message = f"Xin chào, {name}!"',
                  '    return message',
                  'print(greet("An"))',
                ],
                explanation: {
                  en: 'The function is defined first (its body indented under `def`), then called.',
                  vi: 'Hàm được định nghĩa trước (thân hàm thụt lề dưới `def`), rồi mới được gọi.',
                },
              },
              {
                type: 5,
                content: { en: 'Select the lines that raise an error.', vi: 'Hãy chọn các dòng gây ra lỗi.' },
                positions: [
                  { text: 'numbers = [1, 2, 3]' },
                  { text: 'for n in numbers', correct: true },
                  { text: '    print(n)' },
                  { text: 'total = sum(numbers)' },
                  { text: 'print("Tổng: " + total)', correct: true },
                ],
                explanation: {
                  en: 'The `for` line needs a colon, and a string cannot be added to an int: use `str(total)` or an f-string.',
                  vi: 'Dòng `for` thiếu dấu hai chấm, và không thể cộng chuỗi với số nguyên: hãy dùng `str(total)` hoặc f-string.',
                },
              },
              {
                type: 1,
                content: { en: 'What does `len("xin chào")` return?', vi: '`len("xin chào")` trả về bao nhiêu?' },
                options: [{ text: '8', correct: true }, { text: '7' }, { text: '9' }, { text: '2' }],
                explanation: {
                  en: '`len` counts characters, including the space: x-i-n, space, c-h-à-o.',
                  vi: '`len` đếm số ký tự, kể cả dấu cách: x-i-n, dấu cách, c-h-à-o.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
