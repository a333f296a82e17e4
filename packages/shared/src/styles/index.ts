export * from "./apply-style-items.ts";
export * from "./book-style-css.ts";
export * from "./shadings.ts";
export * from "./style-catalogue.ts";
export * from "./style-defaults.ts";
export * from "./style-item.ts";
export * from "./style-texts.ts";
export * from "./style-values.ts";
