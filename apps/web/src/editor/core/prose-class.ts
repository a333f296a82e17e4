// The class of every document shown as the editor shows it (the editor, its history, the preview,
// the style screen): the editor's own rules and the book's text rules, which the export and the
// editions share (@textbook/shared's book-text.css).
import { BOOK_TEXT_CLASS } from "@textbook/shared";
import "@textbook/shared/styles/book-text.css";
import styles from "./editor.module.css";

export const PROSE_CLASS = `${styles.prose} ${BOOK_TEXT_CLASS}`;
