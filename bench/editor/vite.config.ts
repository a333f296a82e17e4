// The editor benchmark's two pages (ours.html, bare.html) and the live style benchmark's two
// (restyle-ours.html, restyle-bare.html), built like the web app: the editor's modules are imported
// from apps/web/src, with its CSS and CSS modules.
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  logLevel: "warn",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: {
      input: Object.fromEntries(
        ["ours", "bare", "restyle-ours", "restyle-bare"].map((page) => [
          page,
          `${import.meta.dirname}/${page}.html`,
        ]),
      ),
    },
  },
});
