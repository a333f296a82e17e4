// The editor benchmark's two pages (ours.html, bare.html), built like the web app: the editor's
// modules are imported from apps/web/src/editor, with its CSS and CSS modules.
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
      input: { ours: `${import.meta.dirname}/ours.html`, bare: `${import.meta.dirname}/bare.html` },
    },
  },
});
