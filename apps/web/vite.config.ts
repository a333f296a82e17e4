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
  plugins: [react(), versionFile()],
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
      output: {
        // The modules every page needs (React, the router, antd's theme and style engine) stay in
        // one chunk. Left to the default, they are cut into a new small chunk for every new way
        // the lazy pages share them, and the login page pays for each cut in lost compression.
        codeSplitting: { groups: [{ name: "core", test: CORE_MODULES }] },
      },
    },
  },
});
