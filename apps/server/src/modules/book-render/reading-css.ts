// A rendered book's own reading rules (the export's pages, an edition's files), appended to the
// book's stylesheet: the editor draws tables, captions and formulas through its node views'
// classes, which static HTML does not have, so these rules select the nodes' data-type instead and
// read the same book variables (bookStyleCss).
export const BOOK_READING_CSS = `
img, video, audio { max-width: 100%; }
[data-type="tableBox"] { margin: 20px 0; color: var(--tb-table-color); font-family: var(--tb-table-font-family); }
[data-type="tableBox"] table { width: 100%; border-collapse: collapse; }
[data-type="tableBox"] td, [data-type="tableBox"] th {
  padding: 6px 8px;
  border: 1px solid var(--tb-table-border-color, #d9d9d9);
  vertical-align: var(--tb-table-vertical-align, top);
  font-size: var(--tb-table-font-size);
  line-height: var(--tb-table-line-height);
}
[data-type="tableBox"] th { background: var(--tb-table-header-background); font-weight: 600; }
[data-type="tableBox"] td > p, [data-type="tableBox"] th > p { margin: 0; text-indent: var(--tb-table-text-indent); }
[data-type="tableBox"] [data-type="caption"] { color: var(--tb-table-title-color); }
[data-type="caption"] { margin: 8px 0; text-align: center; }
[data-type="caption"][data-hide-title="Y"] { display: none; }
[data-caption-label]:not(:empty) { margin-right: 0.5em; }
[data-type="displayMath"] { margin: 12px 0; text-align: center; overflow-x: auto; }
`;
