import { createHash } from "node:crypto";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// A relative path: the config is bundled by Vite, while the package entry would be loaded by Node.
import { RELEASE_NOTES } from "../../packages/shared/src/release-notes.ts";

/**
 * The build's version: the newest release note's version plus a short hash of the build time. It is
 * compiled into the bundle and written to /version.json, which the running app polls to offer 极速更新
 * (shell §4); the drawer shows the release part, the one the version records describe.
 */
const newestRelease = RELEASE_NOTES[0]?.title ?? "0.0.0";
const buildVersion = `${newestRelease}+${createHash("sha1")
  .update(String(Date.now()))
  .digest("hex")
  .slice(0, 8)}`;

function versionFile(): Plugin {
  return {
    name: "version-file",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: JSON.stringify({ version: buildVersion, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * The dev server's answer for the reader's pages: reader.html, as the API server's web.ts answers in
 * production (Vite's own fallback would give every page index.html).
 */
function readerPages(): Plugin {
  const pages = /^\/preview\/(external\/|internal\/edition\/)/;
  return {
    name: "reader-pages",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && pages.test(request.url)) request.url = "/reader.html";
        next();
      });
    },
  };
}

const CORE_MODULES = new RegExp(
  [
    "node_modules[\\\\/](",
    "react|react-dom|scheduler|react-router|@emotion|stylis|clsx|classnames|@babel[\\\\/]runtime|",
    "@ant-design[\\\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\\\/]util|rc-util|",
    "antd[\\\\/]es[\\\\/](config-provider|theme|_util|locale|style|version)",
    ")[\\\\/]",
  ].join(""),
);

export default defineConfig({
  plugins: [react(), versionFile(), readerPages()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", ws: true } },
  },
  build: {
    outDir: "dist",
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Two pages: the app, and the published reader's own light entry (src/reader/: no antd, no
      // React, so none of the core chunk below), served for /preview/external and /preview/internal/edition.
      input: { main: "index.html", reader: "reader.html" },
      output: {
        // The modules every page needs (React, the router, antd's theme and style engine) stay in
        // one chunk. Left to the default, they are cut into a new small chunk for every new way
        // the lazy pages share them, and the login page pays for each cut in lost compression.
        codeSplitting: { groups: [{ name: "core", test: CORE_MODULES }] },
      },
    },
  },
});
