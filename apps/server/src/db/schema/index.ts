export * from "./accounts.ts";
export * from "./attachments.ts";
export * from "./auth.ts";
export * from "./books.ts";
export * from "./content.ts";
export * from "./file-resources.ts";
export * from "./system.ts";
export * from "./tasks.ts";
