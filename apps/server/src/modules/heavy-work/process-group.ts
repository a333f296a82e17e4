// External programs that fork (LibreOffice's soffice script execs oosplash, which forks soffice.bin)
// run as the leader of a process group of their own, so a timeout ends every process they started,
// not only the first one (F-10). Their address space can be capped too.
import { spawn } from "node:child_process";
import { locateFfmpeg as locateExecutable } from "../attachments/ffmpeg.ts";

export interface GroupOutcome {
  /** The leader's exit code; null when a signal ended it. */
  code: number | null;
  timedOut: boolean;
}

function killGroup(leader: number | undefined): void {
  if (leader === undefined) return;
  try {
    process.kill(-leader, "SIGKILL");
  } catch {
    // the group is already gone
  }
}

/**
 * Runs the command in a new process group and waits for it. On timeout the whole group is killed;
 * when the leader exits, whatever it left behind in its group is killed as well.
 */
export function runProcessGroup(
  command: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<GroupOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: "ignore" });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      killGroup(child.pid);
      resolve({ code, timedOut });
    });
  });
}

/**
 * The command and arguments that run `command` with its address space capped at `memoryMb`
 * (0: as it is): through util-linux prlimit when installed, else the shell's ulimit. Paths stay
 * arguments, never part of a shell script.
 */
export async function withMemoryCap(
  command: string,
  args: readonly string[],
  memoryMb: number,
  searchPath = process.env.PATH,
): Promise<[string, string[]]> {
  if (memoryMb === 0) return [command, [...args]];
  const prlimit = await locateExecutable("prlimit", searchPath);
  if (prlimit) return [prlimit, [`--as=${memoryMb * 1024 * 1024}`, "--", command, ...args]];
  return ["/bin/sh", ["-c", 'ulimit -v "$0" && exec "$@"', String(memoryMb * 1024), command, ...args]];
}
