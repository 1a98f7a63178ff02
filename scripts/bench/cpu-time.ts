// CPU time spent by processes, read from Linux's /proc (utime + stime of each process, all its threads):
// on a machine shared with other work, CPU milliseconds per operation move much less than operations per
// second do. Elsewhere than Linux every reading is null.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

function ticksOf(pid: string): number {
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Milliseconds of CPU used so far by every process whose command name is `name` (e.g. 'postgres'). */
export function cpuMsOfProcesses(name: string): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) ticks += ticksOf(pid);
      } catch {
        // The process ended while we looked.
      }
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Milliseconds of CPU used so far by this process, all its threads. */
export function cpuMsOfThisProcess(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
