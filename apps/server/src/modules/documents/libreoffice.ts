// LibreOffice is optional, like ffmpeg: found on PATH (or at LIBREOFFICE_PATH) it turns Office
// documents into PDFs for the page's preview; without it the preview offers the download instead.
// Documents are untrusted, so each conversion runs in a process group of its own (the timeout ends
// soffice.bin too, not only the launcher script), with its address space capped, a fresh profile
// with macros switched off, and one at a time per instance behind a bounded line (F-10).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { locateFfmpeg as locateExecutable } from "../attachments/ffmpeg.ts";
import { runProcessGroup, withMemoryCap } from "../heavy-work/process-group.ts";
import type { WorkQueue } from "../heavy-work/work-queue.ts";

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
 * The profile's settings: macros never run (highest security level, execution disabled) and links
 * from untrusted documents are blocked. Written into each run's fresh profile.
 */
export const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`;

export interface ConversionOptions {
  /** One conversion at a time; a full line throws QueueFullError. */
  queue: WorkQueue;
  /** Address-space cap in MB (0: none). */
  memoryMb: number;
  timeoutMs?: number;
}

/** What a conversion makes: the file's extension and the bytes it starts with. */
const TARGETS = {
  pdf: "%PDF-",
  // A .docx is a ZIP (the Word import reads a .doc through this).
  docx: "PK\u0003\u0004",
} as const;

/** `inputPath` converted to PDF, or null when LibreOffice cannot read it in time. */
export function convertToPdf(
  soffice: string,
  inputPath: string,
  options: ConversionOptions,
): Promise<Buffer | null> {
  return options.queue.run(() => convertNow(soffice, inputPath, "pdf", options));
}

/** A .doc (or any document Writer opens) converted to .docx, or null. */
export function convertToDocx(
  soffice: string,
  inputPath: string,
  options: ConversionOptions,
): Promise<Buffer | null> {
  return options.queue.run(() => convertNow(soffice, inputPath, "docx", options));
}

async function convertNow(
  soffice: string,
  inputPath: string,
  format: keyof typeof TARGETS,
  options: ConversionOptions,
): Promise<Buffer | null> {
  const folder = await mkdtemp(join(tmpdir(), "textbook-office-"));
  try {
    const profile = join(folder, "profile");
    await mkdir(join(profile, "user"), { recursive: true });
    await writeFile(join(profile, "user", "registrymodifications.xcu"), PROFILE_SETTINGS);
    const outDir = join(folder, "out");
    const [command, args] = await withMemoryCap(
      soffice,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        ...["--headless", "--invisible", "--norestore", "--nolockcheck", "--nodefault", "--nologo"],
        ...["--convert-to", format, "--outdir", outDir, inputPath],
      ],
      options.memoryMb,
    );
    const outcome = await runProcessGroup(command, args, options.timeoutMs ?? CONVERSION_TIMEOUT_MS);
    if (outcome.timedOut || outcome.code !== 0) return null;
    const made = (await readdir(outDir).catch(() => [])).find((name) => name.endsWith(`.${format}`));
    if (!made) return null;
    const converted = await readFile(join(outDir, made));
    const start = TARGETS[format];
    return converted.subarray(0, start.length).toString("latin1") === start ? converted : null;
  } catch {
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
