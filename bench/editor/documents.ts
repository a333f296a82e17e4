// The benchmark's chapters: `paragraphs` text paragraphs with mixed blocks between them (one block
// per BLOCK_EVERY paragraphs: headings, tables with captions, display math in math boxes, code boxes,
// image boxes with captions, lists, media cards), valid for the shared schema; and the same text for
// bare ProseMirror's basic schema, where each block becomes paragraphs of similar text. Deterministic,
// so every run and both pages measure the same documents. No DOM: the driver validates them in Node.
import type { NodeJSON } from "@textbook/schema";

export interface Chapter {
  ours: NodeJSON;
  bare: NodeJSON;
  /** The top-level index of the middle paragraph, where the keystroke benchmark types, in each. */
  oursTarget: number;
  bareTarget: number;
}

/** 300 blocks in 5,000 paragraphs, the mix; other sizes keep the proportion. */
export const BLOCK_EVERY = 5_000 / 300;

const WORDS = [
  "力",
  "物体",
  "速度",
  "加速度",
  "质量",
  "能量守恒",
  "实验",
  "观察",
  "the",
  "force",
  "acts",
  "on",
  "a",
  "body",
  "and",
  "changes",
  "its",
  "motion",
  "牛顿第二定律",
  "表明",
  "measure",
  "each",
  "value",
  "carefully",
];
const LATEX = ["E = mc^2", "F = ma", "\\frac{1}{2}mv^2", "\\sum_{i=1}^{n} x_i", "\\int_0^1 x^2\\,dx"];
const CODE = [
  "function kineticEnergy(mass, speed) {",
  "  // half of mass times speed squared",
  "  const energy = 0.5 * mass * speed ** 2;",
  "  if (energy < 0) throw new Error('negative');",
  "  return energy;",
  "}",
  "",
  "console.log(kineticEnergy(2, 3));",
];
/** A small picture inline, so the page loads nothing from the network. */
const IMAGE_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="#cfe8ea"/><circle cx="240" cy="120" r="80" fill="#00838f"/></svg>',
)}`;

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const text = (value: string, mark?: string): NodeJSON =>
  mark ? { type: "text", text: value, marks: [{ type: mark }] } : { type: "text", text: value };

/** Builds both chapters side by side, block by block, from one stream of random choices. */
class ChapterBuilder {
  readonly ours: NodeJSON[] = [];
  readonly bare: NodeJSON[] = [];
  private readonly next: () => number;
  private serial = 0;
  private lastTable: { box: string; caption: string; label: string } | null = null;
  /** Captions are stored numbered (chapter 1, the place the page gives), as the editor saves them. */
  private readonly captionCount = { TABLE: 0, IMAGE: 0 };

  constructor(seed: number) {
    this.next = random(seed);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  private sentence(minWords: number, maxWords: number): string {
    const count = minWords + Math.floor(this.next() * (maxWords - minWords + 1));
    return Array.from({ length: count }, () => this.pick(WORDS)).join(" ");
  }

  private oid(kind: string): string {
    this.serial += 1;
    return `${kind}-${this.serial}`;
  }

  /** One body paragraph: plain text, sometimes with bold or italic words, inline math or a reference. */
  paragraph(plain: boolean): void {
    const before = this.sentence(12, 40);
    const after = this.sentence(4, 20);
    const roll = plain ? 1 : this.next();
    if (roll < 0.15) {
      const mark = this.next() < 0.5 ? "bold" : "italic";
      const word = this.sentence(1, 3);
      this.ours.push(this.para(text(`${before} `), text(word, mark), text(` ${after}`)));
      this.bare.push(
        this.para(text(`${before} `), text(word, mark === "bold" ? "strong" : "em"), text(` ${after}`)),
      );
    } else if (roll < 0.25) {
      const latex = this.pick(LATEX);
      this.ours.push(
        this.para(text(`${before} `), { type: "inlineMath", attrs: { latex } }, text(` ${after}`)),
      );
      this.bare.push(this.para(text(`${before} ${latex} ${after}`)));
    } else if (roll < 0.3 && this.lastTable) {
      const reference: NodeJSON = {
        type: "crossReference",
        attrs: {
          oid: this.oid("ref"),
          targetOid: this.lastTable.box,
          targetCaptionOid: this.lastTable.caption,
          targetCaptionType: "TABLE",
          type: 2,
          content: this.lastTable.label,
        },
      };
      this.ours.push(this.para(text(`${before} `), reference, text(` ${after}`)));
      this.bare.push(this.para(text(`${before} ${this.lastTable.label} ${after}`)));
    } else {
      this.ours.push(this.para(text(`${before} ${after}`)));
      this.bare.push(this.para(text(`${before} ${after}`)));
    }
  }

  /** The block of the given turn; each kind comes round in order. */
  block(turn: number): void {
    const kinds = [
      () => this.heading(),
      () => this.table(),
      () => this.math(),
      () => this.code(),
      () => this.image(),
      () => this.list(turn % 2 === 0 ? "bulletList" : "orderedList"),
      () => this.card(),
    ];
    kinds[turn % kinds.length]?.();
  }

  private caption(type: "TABLE" | "IMAGE", title: string): NodeJSON {
    this.captionCount[type] += 1;
    return {
      type: "caption",
      attrs: {
        oid: this.oid("caption"),
        type,
        index: this.captionCount[type],
        chapterIndex: 1,
        sectionIndex: 0,
      },
      content: [text(title)],
    };
  }

  private para(...content: NodeJSON[]): NodeJSON {
    return { type: "paragraph", content };
  }

  private bareLines(...lines: string[]): void {
    for (const line of lines) this.bare.push(this.para(text(line)));
  }

  private heading(): void {
    const title = this.sentence(2, 6);
    this.ours.push({ type: "heading", attrs: { level: this.next() < 0.5 ? 2 : 3 }, content: [text(title)] });
    this.bareLines(title);
  }

  private table(): void {
    const box = this.oid("table");
    const title = this.sentence(2, 5);
    const caption = this.caption("TABLE", title);
    const rows = Array.from({ length: 4 }, () => Array.from({ length: 3 }, () => this.sentence(1, 4)));
    const cell = (value: string, header: boolean): NodeJSON => ({
      type: header ? "tableHeader" : "tableCell",
      content: [this.para(text(value))],
    });
    this.ours.push({
      type: "tableBox",
      attrs: { oid: box },
      content: [
        caption,
        {
          type: "table",
          content: rows.map((row, index) => ({
            type: "tableRow",
            content: row.map((value) => cell(value, index === 0)),
          })),
        },
        { type: "tableSubCaption", content: [text(this.sentence(2, 6))] },
      ],
    });
    this.lastTable = { box, caption: String(caption.attrs?.oid), label: `表1-${this.captionCount.TABLE}` };
    this.bareLines(title, ...rows.map((row) => row.join(" ")));
  }

  private math(): void {
    const formulas = [this.pick(LATEX), this.pick(LATEX)];
    this.ours.push({
      type: "mathBox",
      attrs: { oid: this.oid("math") },
      content: formulas.map((latex) => ({ type: "displayMath", attrs: { latex } })),
    });
    this.bareLines(...formulas);
  }

  private code(): void {
    this.ours.push({
      type: "codeBox",
      attrs: { oid: this.oid("code"), lang: "JavaScript" },
      content: [text(CODE.join("\n"))],
    });
    this.bareLines(CODE.join(" "));
  }

  private image(): void {
    const title = this.sentence(2, 5);
    this.ours.push({
      type: "imageBox",
      attrs: { oid: this.oid("figure") },
      content: [
        { type: "imageBlock", attrs: { src: IMAGE_SRC, alt: title, width: "480px" } },
        this.caption("IMAGE", title),
      ],
    });
    this.bareLines(title);
  }

  private list(type: "bulletList" | "orderedList"): void {
    const items = Array.from({ length: 3 }, () => this.sentence(4, 12));
    this.ours.push({
      type,
      content: items.map((item) => ({ type: "listItem", content: [this.para(text(item))] })),
    });
    this.bareLines(...items);
  }

  private card(): void {
    const title = this.sentence(2, 5);
    this.ours.push({
      type: "videoBox",
      attrs: { oid: this.oid("video"), title, src: "https://media.example.com/lesson.mp4", typeName: "微课" },
    });
    this.bareLines(title);
  }
}

/**
 * A chapter of `paragraphs` body paragraphs with a block after every BLOCK_EVERY of them. The
 * paragraph in the middle of the chapter is plain text: the keystroke benchmark types there.
 */
export function buildChapter(paragraphs: number): Chapter {
  const builder = new ChapterBuilder(paragraphs);
  const middle = Math.floor(paragraphs / 2);
  let blocks = 0;
  let oursTarget = 0;
  let bareTarget = 0;
  for (let index = 0; index < paragraphs; index += 1) {
    if (index === middle) {
      oursTarget = builder.ours.length;
      bareTarget = builder.bare.length;
    }
    builder.paragraph(index === middle);
    if ((index + 1) / BLOCK_EVERY >= blocks + 1) {
      builder.block(blocks);
      blocks += 1;
    }
  }
  return {
    ours: { type: "doc", content: builder.ours },
    bare: { type: "doc", content: builder.bare },
    oursTarget,
    bareTarget,
  };
}

/** Counts a document's nodes by type (the driver prints the mix it measured). */
export function countTypes(node: NodeJSON, counts: Map<string, number> = new Map()): Map<string, number> {
  counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
  for (const child of node.content ?? []) countTypes(child, counts);
  return counts;
}
