// LibreOffice is optional, like ffmpeg: found on PATH (or at LIBREOFFICE_PATH) it turns Office
// documents into PDFs for the page's preview; without it the preview offers the download instead.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { locateFfmpeg as locateExecutable } from "../attachments/ffmpeg.ts";

const run = promisify(execFile);

/** Under the browser's call timeout (TIMEOUTS.upload), so the page hears "failed" rather than nothing. */
export const CONVERSION_TIMEOUT_MS = 100_000;

/**
 * The executable to run, or null when the setting is "off" or nothing executable is found. The
 * default "soffice" also tries "libreoffice", the name some distributions install it under.
 */
export async function locateLibreOffice(
  setting: string,
  searchPath = process.env.PATH,
): Promise<string | null> {
  const found = await locateExecutable(setting, searchPath);
  if (found || setting !== "soffice") return found;
  return locateExecutable("libreoffice", searchPath);
}

/**
 * One conversion at a time per process: LibreOffice takes a core and hundreds of MB each, and the
 * machines are small. Each run has its own profile folder, as two instances cannot share one.
 */
let queue: Promise<unknown> = Promise.resolve();

/** `inputPath` converted to PDF, or null when LibreOffice cannot read it. */
export function convertToPdf(soffice: string, inputPath: string): Promise<Buffer | null> {
  const result = queue.then(() => convertNow(soffice, inputPath));
  queue = result.catch(() => undefined);
  return result;
}

async function convertNow(soffice: string, inputPath: string): Promise<Buffer | null> {
  const folder = await mkdtemp(join(tmpdir(), "textbook-office-"));
  try {
    const outDir = join(folder, "out");
    await run(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(join(folder, "profile")).href}`,
        ...["--headless", "--norestore", "--nologo", "--convert-to", "pdf", "--outdir", outDir, inputPath],
      ],
      { timeout: CONVERSION_TIMEOUT_MS, killSignal: "SIGKILL" },
    );
    const made = (await readdir(outDir).catch(() => [])).find((name) => name.endsWith(".pdf"));
    if (!made) return null;
    const pdf = await readFile(join(outDir, made));
    return pdf.subarray(0, 5).toString("latin1") === "%PDF-" ? pdf : null;
  } catch {
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
