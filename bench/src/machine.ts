/**
 * The machine a run happened on, as RESULTS.md records it.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU, cores, Node.js and how busy the machine was. */
export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly node: string;
  readonly platform: string;
  /** 1, 5 and 15 minute load averages when the run started. */
  readonly loadAverage: readonly number[];
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1] !== undefined) return match[1].trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

/** Describes this machine now. */
export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: os.availableParallelism(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** One line for a report. */
export function formatMachine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage.join(' / ')}`;
}
