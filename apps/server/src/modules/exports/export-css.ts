// The export's own rules, appended to the book's stylesheet (readBookLookCss): how the static
// blocks of static-blocks.ts look (questions, answer key, posters), and for print the paged-media
// rules Paged.js lays the book out by — A4, running heads (book title on the left page, chapter on
// the right), page numbers, the table of contents' page numbers (target-counter), a chapter per new
// page, and figures, tables, formulas and exercises kept whole on a page.
export const STATIC_BLOCKS_CSS = `
.tb-exercise { margin: 16px 0; padding: 8px 12px; border: 1px solid #d9d9d9; border-radius: 4px; }
.tb-exercise-title { font-weight: 600; margin: 0 0 8px; }
.tb-questions, .tb-answers { margin: 0; padding-left: 0; list-style: none; }
.tb-question { margin: 8px 0; }
.tb-question-subject > p, .tb-answer p { display: inline; margin: 0; }
.tb-question-number { margin-right: 0.25em; }
.tb-options { margin: 4px 0 0 1.5em; padding: 0; list-style: none; }
.tb-options > li > p { display: inline; margin: 0; }
.tb-blank { display: inline-block; min-width: 4em; border-bottom: 1px solid currentColor; text-align: center; }
.tb-answer-label { font-weight: 600; }
.tb-analysis { margin-left: 1.5em; }
.tb-media-card { margin: 12px 0; text-align: center; }
span.tb-media-card { display: inline; margin: 0; }
.tb-poster { display: block; max-width: 100%; margin: 0 auto; }
.tb-media-link { margin: 4px 0; color: #555; }
.tb-answer-key h2, .tb-answer-key h3 { text-align: left; }
`;

export const PRINT_CSS = `
@page {
  size: A4;
  margin: 22mm 18mm 20mm;
  @bottom-center { content: counter(page); font-size: 9pt; }
}
@page :left { @top-left { content: string(book-title); font-size: 9pt; color: #666; } }
@page :right { @top-right { content: string(chapter-title); font-size: 9pt; color: #666; } }
@page cover { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
html { font-family: "Noto Serif CJK SC", "Noto Sans CJK SC", serif; }
.tb-print-cover { page: cover; break-after: page; text-align: center; padding-top: 40mm; }
.tb-print-cover img { display: block; max-width: 120mm; max-height: 150mm; margin: 0 auto 12mm; }
.tb-print-cover h1 { string-set: book-title content(text); font-size: 28pt; }
.tb-print-toc { break-after: page; }
.tb-print-toc ol { list-style: none; padding: 0; }
.tb-print-toc li.tb-toc-section { padding-left: 1.5em; }
.tb-print-toc a { color: inherit; text-decoration: none; }
.tb-print-toc a::after { content: target-counter(attr(href url), page); float: right; }
.tb-print-chapter { break-before: page; }
.tb-print-chapter > h1 { string-set: chapter-title content(text); }
.tb-print-section > h2 { break-after: avoid; }
figure, [data-type="imageBox"], [data-type="tableBox"], [data-type="displayMath"], .tb-exercise,
.tb-media-card, .tb-answer { break-inside: avoid; }
img { max-height: 230mm; }
`;
