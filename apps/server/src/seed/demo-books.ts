// Demo books with real textbook prose (only nodes packages/schema defines).
import type { BookRole, BookState } from "@textbook/shared";
import {
  captionedTable,
  codeBox,
  type DocJson,
  doc,
  h,
  inlineMath,
  mathBox,
  ol,
  p,
  rich,
  term,
  ul,
} from "./prose.ts";

const units = captionedTable({
  title: "常用存储容量单位",
  chapterIndex: 2,
  index: 1,
  rows: [
    ["单位", "符号", "换算关系"],
    ["字节", "B", "1 B = 8 bit"],
    ["千字节", "KB", "1 KB = 1024 B"],
    ["兆字节", "MB", "1 MB = 1024 KB"],
    ["吉字节", "GB", "1 GB = 1024 MB"],
  ],
});

export interface SeedFile {
  name: string;
  content: DocJson;
}
export interface SeedSection {
  name: string;
  files: SeedFile[];
}
export interface SeedChapter {
  name: string;
  committed?: boolean;
  sections: SeedSection[];
}
export interface SeedBook {
  name: string;
  orgKey: string;
  subject: string;
  description: string;
  state: BookState;
  completionRate: number;
  /** Days before the seed time the book was last updated (orders the list). */
  updatedDaysAgo: number;
  members: { userKey: string; role: BookRole }[];
  chapters: SeedChapter[];
}

export const DEMO_BOOKS: SeedBook[] = [
  {
    name: "信息技术基础",
    orgKey: "school",
    subject: "信息技术",
    description: "面向高职新生的信息技术公共基础课教材。",
    state: "UN_RELEASED",
    completionRate: 45,
    updatedDaysAgo: 1,
    members: [
      { userKey: "chief", role: "BOOK_CHIEF_EDITOR" },
      { userKey: "editor", role: "BOOK_EDITOR" },
    ],
    chapters: [
      {
        name: "第一章 信息与信息技术",
        committed: true,
        sections: [
          {
            name: "第一节 信息的概念与特征",
            files: [
              {
                name: "信息的概念",
                content: doc(
                  h(1, "信息的概念与特征"),
                  p(
                    "信息是客观事物存在方式和运动状态的反映。我们每天接触的文字、声音、图像和数据，都是信息的不同表现形式。",
                  ),
                  term("载体依附性：", "信息必须依附于一定的载体才能存储和传播，例如纸张、磁盘和电磁波。"),
                  term("共享性：", "信息可以被多人同时使用，而不会因为使用而减少。"),
                  term("时效性：", "信息的价值往往随时间变化，过时的天气预报就失去了指导意义。"),
                ),
              },
            ],
          },
          {
            name: "第二节 信息技术的发展",
            files: [
              {
                name: "五次信息技术革命",
                content: doc(
                  h(2, "五次信息技术革命"),
                  p("人类社会先后经历了五次信息技术革命，每一次都极大地改变了信息的获取、存储与传播方式。"),
                  ol(
                    "语言的产生和使用。",
                    "文字的发明和使用。",
                    "造纸术和印刷术的发明和应用。",
                    "电报、电话、广播和电视的发明和普及。",
                    "电子计算机和现代通信技术的应用。",
                  ),
                ),
              },
            ],
          },
        ],
      },
      {
        name: "第二章 计算机系统",
        sections: [
          {
            name: "第一节 计算机的硬件组成",
            files: [
              {
                name: "冯·诺依曼结构",
                content: doc(
                  h(1, "计算机的硬件组成"),
                  p(
                    "现代计算机大多采用冯·诺依曼结构，其核心思想是“存储程序”：程序和数据以二进制形式存放在存储器中，由计算机自动逐条执行。",
                  ),
                  ul(
                    "运算器：完成算术运算和逻辑运算。",
                    "控制器：指挥各部件协调工作。",
                    "存储器：存放程序和数据。",
                    "输入设备与输出设备：实现人机交互。",
                  ),
                ),
              },
              {
                name: "数据的表示",
                content: doc(
                  h(2, "数据的表示与存储"),
                  rich(
                    "计算机内部用二进制表示数据。一个 ",
                    inlineMath("n"),
                    " 位二进制数可以表示的不同状态共有：",
                  ),
                  mathBox(
                    "N = 2^{n}",
                    "(1011)_2 = 1\\times 2^3 + 0\\times 2^2 + 1\\times 2^1 + 1\\times 2^0 = 11",
                  ),
                  rich("存储容量的常用单位及其换算关系见", units.reference(), "。"),
                  units.node,
                  p("下面的 Python 程序把一个十进制整数转换为二进制字符串："),
                  codeBox(
                    "Python",
                    'def to_binary(number: int) -> str:\n    digits = []\n    while number > 0:\n        digits.append(str(number % 2))\n        number //= 2\n    return "".join(reversed(digits)) or "0"\n\nprint(to_binary(11))  # 1011',
                  ),
                ),
              },
              {
                name: "课堂练习",
                content: doc(
                  h(3, "课堂练习"),
                  p("请列举你身边的三种输入设备和两种输出设备，并说明它们的用途。"),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "大学语文",
    orgKey: "school",
    subject: "语文",
    description: "精选古今名篇，培养阅读鉴赏与写作表达能力。",
    state: "RELEASED",
    completionRate: 100,
    updatedDaysAgo: 5,
    members: [{ userKey: "chief", role: "BOOK_CHIEF_EDITOR" }],
    chapters: [
      {
        name: "第一单元 先秦散文",
        sections: [
          {
            name: "《论语》选读",
            files: [
              {
                name: "学而篇",
                content: doc(
                  h(1, "《论语》选读"),
                  p("子曰：“学而时习之，不亦说乎？有朋自远方来，不亦乐乎？人不知而不愠，不亦君子乎？”"),
                  p(
                    "这一章讲学习的方法与修身的态度：学习之后按时温习，是一种快乐；志同道合的朋友远道而来，也是一种快乐；别人不了解自己却不恼怒，这才是君子的修养。",
                  ),
                ),
              },
            ],
          },
        ],
      },
      {
        name: "第二单元 唐诗宋词",
        sections: [
          {
            name: "李白诗二首",
            files: [
              {
                name: "静夜思",
                content: doc(
                  h(2, "静夜思"),
                  p("床前明月光，疑是地上霜。举头望明月，低头思故乡。"),
                  p("全诗语言清新朴素，以“明月”为线索，写出了游子在寂静月夜中对故乡的深切思念。"),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Python 程序设计",
    orgKey: "press",
    subject: "计算机",
    description: "从零开始学习 Python 编程，配套大量实践案例。",
    state: "LOCKED",
    completionRate: 70,
    updatedDaysAgo: 2,
    members: [{ userKey: "admin", role: "BOOK_CHIEF_EDITOR" }],
    chapters: [
      {
        name: "第一章 Python 概述",
        sections: [
          {
            name: "第一节 Python 的特点",
            files: [
              {
                name: "为什么学习 Python",
                content: doc(
                  h(1, "Python 的特点"),
                  p(
                    "Python 是一种解释型、面向对象的高级程序设计语言，语法简洁清晰，被广泛应用于数据分析、人工智能和网站开发等领域。",
                  ),
                  ul(
                    "语法简洁，接近自然语言，易于阅读。",
                    "拥有丰富的标准库和第三方库。",
                    "跨平台，可在多种操作系统上运行。",
                  ),
                ),
              },
            ],
          },
        ],
      },
      {
        name: "第二章 变量与数据类型",
        sections: [
          {
            name: "第一节 变量",
            files: [
              {
                name: "变量的命名",
                content: doc(
                  h(2, "变量的命名规则"),
                  ol(
                    "变量名只能包含字母、数字和下划线。",
                    "变量名不能以数字开头。",
                    "变量名不能使用 Python 的关键字。",
                  ),
                  p("良好的命名习惯能让程序更容易理解，例如用 student_count 表示学生人数。"),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
