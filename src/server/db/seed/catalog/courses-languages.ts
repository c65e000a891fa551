import { FREE_TEST_GROUP_NAME, type SeedCourse } from './seed-types';

export const LANGUAGE_COURSES: SeedCourse[] = [
  {
    title: { en: 'Essential English Grammar', vi: 'Ngữ pháp tiếng Anh thiết yếu' },
    shortDescription: {
      en: 'The tenses, articles and sentence patterns you use every day, explained in Vietnamese.',
      vi: 'Các thì, mạo từ và mẫu câu dùng hằng ngày, giải thích bằng tiếng Việt.',
    },
    description: {
      en: 'Taught in Vietnamese for Vietnamese learners. Master the present, past and perfect tenses, countable and uncountable nouns, and how to build correct questions, with the mistakes Vietnamese speakers make most often and how to avoid them.',
      vi: 'Khóa học giảng bằng tiếng Việt dành cho người Việt. Nắm vững thì hiện tại, quá khứ và hoàn thành, danh từ đếm được và không đếm được, cách đặt câu hỏi đúng, cùng những lỗi người Việt hay mắc nhất và cách tránh chúng.',
    },
    priceVnd: 0,
    level: 'beginner',
    language: 'vi',
    categories: ['english'],
    enrolmentCount: 2650,
    publishedDaysAgo: 300,
    sections: [
      {
        title: { en: 'Present tenses', vi: 'Các thì hiện tại' },
        lessons: [
          {
            title: { en: 'Present simple: habits and facts', vi: 'Hiện tại đơn: thói quen và sự thật' },
            preview: true,
          },
          { title: { en: 'Present continuous: now and around now', vi: 'Hiện tại tiếp diễn: lúc này và dạo này' } },
          {
            title: { en: 'Present perfect: experience and results', vi: 'Hiện tại hoàn thành: trải nghiệm và kết quả' },
          },
        ],
      },
      {
        title: { en: 'Nouns and questions', vi: 'Danh từ và câu hỏi' },
        lessons: [
          { title: { en: 'Countable and uncountable nouns', vi: 'Danh từ đếm được và không đếm được' } },
          { title: { en: 'Asking questions with do and does', vi: 'Đặt câu hỏi với do và does' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'Grammar placement test', vi: 'Bài kiểm tra xếp lớp ngữ pháp' },
            description: {
              en: 'Six questions covering the whole course. Unlimited attempts.',
              vi: 'Sáu câu hỏi bao quát toàn khóa học. Không giới hạn số lần làm.',
            },
            timeLimitS: 600,
            passMarkPercent: 60,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Choose the correct form: "She ___ to work by bus every day."',
                  vi: 'Chọn dạng đúng: "She ___ to work by bus every day."',
                },
                options: [{ text: 'goes', correct: true }, { text: 'go' }, { text: 'is go' }, { text: 'gone' }],
                explanation: {
                  en: 'A daily habit takes the present simple, and the third person singular adds -es: she goes.',
                  vi: 'Thói quen hằng ngày dùng thì hiện tại đơn, chủ ngữ ngôi thứ ba số ít thêm -es: she goes.',
                },
              },
              {
                type: 2,
                content: {
                  en: 'Which sentences are in the present perfect?',
                  vi: 'Những câu nào ở thì hiện tại hoàn thành?',
                },
                options: [
                  { text: 'I have finished my homework.', correct: true },
                  { text: 'They have lived here since 2019.', correct: true },
                  { text: 'We finished at six.' },
                  { text: 'He has been to Da Nang twice.', correct: true },
                ],
                explanation: {
                  en: 'The present perfect is have/has + past participle. "We finished at six" is the past simple: it names a finished time.',
                  vi: 'Thì hiện tại hoàn thành là have/has + quá khứ phân từ. "We finished at six" là quá khứ đơn vì có mốc thời gian đã kết thúc.',
                },
              },
              {
                type: 3,
                content: {
                  en: '"Much" goes with countable nouns, as in "much books".',
                  vi: '"Much" đi với danh từ đếm được, ví dụ "much books".',
                },
                answer: false,
                explanation: {
                  en: 'False: "much" goes with uncountable nouns (much time); countable plurals take "many" (many books).',
                  vi: 'Sai: "much" đi với danh từ không đếm được (much time); danh từ đếm được số nhiều dùng "many" (many books).',
                },
              },
              {
                type: 5,
                content: {
                  en: 'Select the words that contain a mistake.',
                  vi: 'Hãy chọn các từ bị sai.',
                },
                positions: [
                  { text: 'She' },
                  { text: "don't", correct: true },
                  { text: 'like' },
                  { text: 'apples,' },
                  { text: 'but' },
                  { text: 'her' },
                  { text: 'brother' },
                  { text: 'eat', correct: true },
                  { text: 'them' },
                  { text: 'every' },
                  { text: 'days.', correct: true },
                ],
                explanation: {
                  en: 'She doesn\'t like apples, but her brother eats them every day. Third person singular needs does/-s, and "every" takes a singular noun.',
                  vi: 'She doesn\'t like apples, but her brother eats them every day. Ngôi thứ ba số ít cần does/-s, và "every" đi với danh từ số ít.',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Put the words in order to make a correct question.',
                  vi: 'Sắp xếp các từ thành một câu hỏi đúng.',
                },
                words: ['Where', 'do', 'you', 'live?'],
                distractors: ['does'],
                explanation: {
                  en: '"Where do you live?" — question word, auxiliary, subject, main verb. "You" takes "do", not "does".',
                  vi: '"Where do you live?" — từ để hỏi, trợ động từ, chủ ngữ, động từ chính. "You" đi với "do", không phải "does".',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the parts of a formal email in order.',
                  vi: 'Sắp xếp các phần của một email trang trọng theo đúng thứ tự.',
                },
                steps: [
                  { en: 'Greeting: "Dear Ms Lan,"', vi: 'Lời chào: "Dear Ms Lan,"' },
                  { en: 'Why you are writing', vi: 'Lý do viết thư' },
                  { en: 'The details', vi: 'Nội dung chi tiết' },
                  {
                    en: 'A closing line: "I look forward to hearing from you."',
                    vi: 'Câu kết: "I look forward to hearing from you."',
                  },
                  { en: 'Sign-off: "Best regards, Minh"', vi: 'Lời chào cuối thư: "Best regards, Minh"' },
                ],
                explanation: {
                  en: 'Greet, state the purpose, give the details, close politely, then sign off.',
                  vi: 'Chào hỏi, nêu mục đích, trình bày chi tiết, kết thư lịch sự, rồi ký tên.',
                },
              },
            ],
          },
        ],
      },
      {
        name: { en: 'Unit tests', vi: 'Kiểm tra theo bài' },
        quizzes: [
          {
            title: { en: 'Past and perfect tenses', vi: 'Thì quá khứ và hoàn thành' },
            description: { en: 'Four questions on units 1–3.', vi: 'Bốn câu hỏi cho bài 1–3.' },
            timeLimitS: 480,
            passMarkPercent: 75,
            attemptsAllowed: 3,
            questions: [
              {
                type: 1,
                content: {
                  en: 'Choose the correct form: "By the time we arrived, the film ___."',
                  vi: 'Chọn dạng đúng: "By the time we arrived, the film ___."',
                },
                options: [
                  { text: 'had started', correct: true },
                  { text: 'has started' },
                  { text: 'starts' },
                  { text: 'was start' },
                ],
                explanation: {
                  en: 'The past perfect (had started) shows an action finished before another past action (arrived).',
                  vi: 'Thì quá khứ hoàn thành (had started) diễn tả hành động xảy ra trước một hành động khác trong quá khứ (arrived).',
                },
              },
              {
                type: 6,
                content: {
                  en: 'Build the sentence: "I have never been to London."',
                  vi: 'Hãy ghép câu: "Tôi chưa bao giờ đến London."',
                },
                words: ['I', 'have', 'never', 'been', 'to', 'London.'],
                distractors: ['went'],
                explanation: {
                  en: 'Present perfect for life experience: have + never + been.',
                  vi: 'Dùng hiện tại hoàn thành cho trải nghiệm: have + never + been.',
                },
              },
              {
                type: 5,
                content: { en: 'Select the words that contain a mistake.', vi: 'Hãy chọn các từ bị sai.' },
                positions: [
                  { text: 'Yesterday' },
                  { text: 'I' },
                  { text: 'go', correct: true },
                  { text: 'to' },
                  { text: 'the' },
                  { text: 'market' },
                  { text: 'and' },
                  { text: 'buy', correct: true },
                  { text: 'some' },
                  { text: 'fruit.' },
                ],
                explanation: {
                  en: '"Yesterday" needs the past simple: I went to the market and bought some fruit.',
                  vi: '"Yesterday" cần thì quá khứ đơn: I went to the market and bought some fruit.',
                },
              },
              {
                type: 3,
                content: { en: 'The past simple of "cut" is "cut".', vi: 'Dạng quá khứ đơn của "cut" là "cut".' },
                answer: true,
                explanation: {
                  en: 'True: cut – cut – cut, like put and let.',
                  vi: 'Đúng: cut – cut – cut, giống như put và let.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    title: { en: 'IELTS Writing Task 2: From Band 5.5 to 7.0', vi: 'IELTS Writing Task 2: Từ band 5.5 lên 7.0' },
    shortDescription: {
      en: 'Plan, write and check a Task 2 essay that meets the band 7 descriptors.',
      vi: 'Lập dàn ý, viết và soát một bài Task 2 đạt tiêu chí band 7.',
    },
    description: {
      en: 'Learn what examiners score — task response, coherence, vocabulary and grammar — and a repeatable plan for opinion, discussion and problem–solution essays. Includes twelve model essays with examiner comments.',
      vi: 'Hiểu giám khảo chấm những gì — đáp ứng yêu cầu đề, mạch lạc, từ vựng và ngữ pháp — cùng một quy trình lặp lại được cho dạng bài nêu quan điểm, thảo luận và vấn đề – giải pháp. Kèm mười hai bài mẫu có nhận xét của giám khảo.',
    },
    priceVnd: 449000,
    level: 'intermediate',
    language: 'en',
    categories: ['ielts', 'english'],
    enrolmentCount: 730,
    publishedDaysAgo: 45,
    sections: [
      {
        title: { en: 'Understanding the task', vi: 'Hiểu yêu cầu đề bài' },
        lessons: [
          { title: { en: 'How Task 2 is scored', vi: 'Cách chấm điểm Task 2' }, preview: true },
          { title: { en: 'The four essay types', vi: 'Bốn dạng bài luận' } },
        ],
      },
      {
        title: { en: 'Writing the essay', vi: 'Viết bài luận' },
        lessons: [
          { title: { en: 'A clear introduction in three sentences', vi: 'Mở bài rõ ràng trong ba câu' } },
          { title: { en: 'Body paragraphs that develop one idea', vi: 'Thân bài phát triển một ý' } },
          { title: { en: 'Linking words without overusing them', vi: 'Dùng từ nối mà không lạm dụng' } },
        ],
      },
    ],
    quizGroups: [
      {
        name: FREE_TEST_GROUP_NAME,
        isFreeTest: true,
        quizzes: [
          {
            title: { en: 'Task 2 essentials', vi: 'Kiến thức cốt lõi Task 2' },
            description: { en: 'Four questions on the format of the test.', vi: 'Bốn câu hỏi về cấu trúc bài thi.' },
            timeLimitS: 420,
            passMarkPercent: 50,
            attemptsAllowed: null,
            questions: [
              {
                type: 1,
                content: {
                  en: 'What is the minimum length of a Task 2 essay?',
                  vi: 'Bài Task 2 cần tối thiểu bao nhiêu từ?',
                },
                options: [{ text: '250', correct: true }, { text: '150' }, { text: '200' }, { text: '300' }],
                explanation: {
                  en: 'Task 2 asks for at least 250 words; Task 1 asks for 150.',
                  vi: 'Task 2 yêu cầu ít nhất 250 từ; Task 1 là 150 từ.',
                },
              },
              {
                type: 4,
                content: {
                  en: 'Put the paragraphs of an opinion essay in order.',
                  vi: 'Sắp xếp các đoạn của một bài luận nêu quan điểm.',
                },
                steps: [
                  {
                    en: 'Introduction: paraphrase the question and state your opinion',
                    vi: 'Mở bài: diễn đạt lại đề và nêu quan điểm',
                  },
                  { en: 'Body 1: your main reason with an example', vi: 'Thân bài 1: lý do chính kèm ví dụ' },
                  { en: 'Body 2: a second reason with an example', vi: 'Thân bài 2: lý do thứ hai kèm ví dụ' },
                  { en: 'Conclusion: restate your opinion', vi: 'Kết bài: khẳng định lại quan điểm' },
                ],
                explanation: {
                  en: 'State the position early, support it in two developed paragraphs, and restate it at the end.',
                  vi: 'Nêu quan điểm từ đầu, chứng minh bằng hai đoạn được phát triển đầy đủ, và nhắc lại ở phần kết.',
                },
              },
              {
                type: 2,
                content: {
                  en: 'Which linking words introduce a contrast?',
                  vi: 'Những từ nối nào dùng để diễn tả sự tương phản?',
                },
                options: [
                  { text: 'However', correct: true },
                  { text: 'Nevertheless', correct: true },
                  { text: 'Furthermore' },
                  { text: 'Whereas', correct: true },
                  { text: 'Therefore' },
                ],
                explanation: {
                  en: '"Furthermore" adds a point and "therefore" introduces a result.',
                  vi: '"Furthermore" bổ sung ý và "therefore" dẫn ra kết quả.',
                },
              },
              {
                type: 3,
                content: {
                  en: 'Task 2 counts for twice as much as Task 1 in the Writing score.',
                  vi: 'Task 2 chiếm trọng số gấp đôi Task 1 trong điểm Writing.',
                },
                answer: true,
                explanation: {
                  en: 'True: spend about 40 of the 60 minutes on Task 2.',
                  vi: 'Đúng: hãy dành khoảng 40 trong 60 phút cho Task 2.',
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
            title: { en: 'Coherence and accuracy', vi: 'Mạch lạc và chính xác' },
            description: {
              en: 'Spot errors, paraphrase and build topic sentences.',
              vi: 'Tìm lỗi, diễn đạt lại và xây dựng câu chủ đề.',
            },
            timeLimitS: 600,
            passMarkPercent: 70,
            attemptsAllowed: 2,
            questions: [
              {
                type: 5,
                content: { en: 'Select the words that contain a mistake.', vi: 'Hãy chọn các từ bị sai.' },
                positions: [
                  { text: 'Nowadays,' },
                  { text: 'many' },
                  { text: 'people' },
                  { text: 'believes', correct: true },
                  { text: 'that' },
                  { text: 'technology' },
                  { text: 'make', correct: true },
                  { text: 'our' },
                  { text: 'lives' },
                  { text: 'more', correct: true },
                  { text: 'easier.' },
                ],
                explanation: {
                  en: 'Many people believe that technology makes our lives easier: plural subject, singular subject, and no "more" before a comparative.',
                  vi: 'Many people believe that technology makes our lives easier: chủ ngữ số nhiều, chủ ngữ số ít, và không dùng "more" trước tính từ so sánh hơn.',
                },
              },
              {
                type: 6,
                content: { en: 'Build the topic sentence.', vi: 'Hãy ghép thành câu chủ đề.' },
                words: ['There', 'are', 'several', 'reasons', 'why', 'cities', 'grow', 'quickly.'],
                distractors: ['is'],
                explanation: {
                  en: '"There are several reasons why cities grow quickly." — "reasons" is plural, so "there are".',
                  vi: '"There are several reasons why cities grow quickly." — "reasons" là số nhiều nên dùng "there are".',
                },
              },
              {
                type: 1,
                content: {
                  en: 'Which sentence best paraphrases "The number of cars has risen dramatically"?',
                  vi: 'Câu nào diễn đạt lại tốt nhất "The number of cars has risen dramatically"?',
                },
                options: [
                  { text: 'There has been a sharp increase in the number of cars.', correct: true },
                  { text: 'Cars have become more dramatic.' },
                  { text: 'The number of cars has risen a little.' },
                  { text: 'Many cars rose dramatically.' },
                ],
                explanation: {
                  en: 'It keeps the meaning (a large rise) while changing the structure (verb → noun phrase).',
                  vi: 'Câu này giữ nguyên nghĩa (tăng mạnh) nhưng đổi cấu trúc (động từ → cụm danh từ).',
                },
              },
            ],
          },
        ],
      },
    ],
  },
];
