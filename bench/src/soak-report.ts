/**
 * What a soak child reports to the parent (one JSON line on stdout, after
 * `REPORT_PREFIX`), and the parent's tables and verdicts over the reports.
 */
import { percentile } from './measure.js';
import { count, ms, table } from './report.js';
import { EXTERNAL_ALLOWANCE, HEAP_ALLOWANCE, type MemorySample, RSS_ALLOWANCE, type Trend, mib, trendOf } from './soak-memory.js';

/** Marks the report line among a child's output. */
export const REPORT_PREFIX = 'SOAK-REPORT ';

/** A call whose outcome was not the one expected, kept as an example. */
export interface Mismatch {
  readonly index: number;
  readonly operation: string;
  readonly fault: string;
  readonly expected: string;
  readonly got: string;
  readonly message: string;
}

/** How the calls with one fault variant went. */
export interface FaultTally {
  calls: number;
  asExpected: number;
  readonly outcomes: Record<string, number>;
}

/** One flavour's soak, as its child saw it. */
export interface SoakReport {
  readonly flavour: 'async' | 'sync';
  readonly calls: number;
  readonly wallMs: number;
  readonly worstCaseSeconds: number;
  readonly boundSeconds: number;
  /** Outcome (`ok` or error class) of every call. */
  readonly outcomes: Record<string, number>;
  /** Outcomes by operation. */
  readonly byOperation: Record<string, Record<string, number>>;
  /** Outcomes by fault variant (faulted calls only). */
  readonly faults: Record<string, FaultTally>;
  readonly faultedCalls: number;
  /** (fault variant, operation) pairs injected at least once, of all pairs. */
  readonly faultPairs: { readonly covered: number; readonly total: number };
  readonly mismatchCount: number;
  readonly mismatches: readonly Mismatch[];
  /** Calls that took longer than `boundSeconds` (or never settled), as examples. */
  readonly slowCount: number;
  readonly slowCalls: readonly { readonly index: number; readonly operation: string; readonly fault: string; readonly ms: number; readonly outcome: string }[];
  readonly durationsMs: { readonly median: number; readonly p99: number; readonly max: number };
  readonly unhandledRejections: readonly string[];
  readonly warnings: readonly string[];
  readonly gcExposed: boolean;
  readonly memory: readonly MemorySample[];
  /** `process.getActiveResourcesInfo()` once clients and service are closed. */
  readonly activeResources: readonly string[];
  /** How many of the child's own stdout and stderr are pipes (to the parent): those `PipeWrap`s are expected. */
  readonly ownPipes: number;
}

/** A child as the parent saw it. */
export interface ChildResult {
  readonly flavour: 'async' | 'sync';
  readonly report: SoakReport | undefined;
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** From the report line to the child's exit; `undefined` when it had to be killed. */
  readonly exitAfterReportMs: number | undefined;
  readonly killedBecause: string | undefined;
}

/** Bounds the parent holds the children to. */
export interface SoakBounds {
  readonly exitAfterReportMs: number;
}

/** Resources that mean a socket, a server, a child process or a worker was left open. */
const LEFT_OPEN = /^TCP|^Process|Worker|MessagePort/;

/** What is left open besides the child's own stdio pipes. */
function leftOpen(report: SoakReport): string[] {
  const open = report.activeResources.filter((resource) => LEFT_OPEN.test(resource));
  const pipes = report.activeResources.filter((resource) => resource === 'PipeWrap').length;
  if (pipes > report.ownPipes) open.push(`${pipes - report.ownPipes} PipeWrap besides its own stdio`);
  return open;
}

function addCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
}

function memoryRows(reports: readonly SoakReport[]): { rows: string[][]; trends: { flavour: string; trend: Trend }[] } {
  const rows: string[][] = [];
  const trends: { flavour: string; trend: Trend }[] = [];
  for (const report of reports) {
    for (const [measure, allowance] of [
      ['heapUsed', HEAP_ALLOWANCE],
      ['external', EXTERNAL_ALLOWANCE],
      ['rss', RSS_ALLOWANCE],
    ] as const) {
      const trend = trendOf(report.memory, measure, allowance);
      trends.push({ flavour: report.flavour, trend });
      rows.push([
        report.flavour,
        measure,
        String(trend.samples),
        mib(trend.min),
        mib(trend.max),
        mib(trend.secondQuarterMedian),
        mib(trend.lastQuarterMedian),
        `+${mib(trend.allowedGrowth)}`,
        trend.growing ? 'GROWING' : 'flat',
      ]);
    }
  }
  return { rows, trends };
}

/** Prints the tables and returns every reason to fail (none: the soak passed). */
export function judge(results: readonly ChildResult[], bounds: SoakBounds): { text: string; failures: string[] } {
  const failures: string[] = [];
  const out: string[] = [];
  const reports = results.flatMap((result) => (result.report ? [result.report] : []));

  for (const result of results) {
    if (!result.report) failures.push(`${result.flavour}: the soak child sent no report (exit ${result.exitCode ?? result.signal ?? '?'})`);
    if (result.killedBecause !== undefined) failures.push(`${result.flavour}: ${result.killedBecause}`);
    else if (result.exitCode !== 0) failures.push(`${result.flavour}: the soak child exited with ${result.exitCode ?? result.signal ?? '?'}`);
  }

  out.push('## Calls\n');
  out.push(
    table(
      ['flavour', 'calls', 'faulted', '(fault, operation) pairs', 'wall time', 'median call', 'p99 call', 'slowest call', 'bound (worst case + margin)'],
      reports.map((report) => [
        report.flavour,
        count(report.calls),
        `${count(report.faultedCalls)} (${((100 * report.faultedCalls) / report.calls).toFixed(1)}%)`,
        `${report.faultPairs.covered} of ${report.faultPairs.total}`,
        `${(report.wallMs / 1000).toFixed(1)} s`,
        ms(report.durationsMs.median),
        ms(report.durationsMs.p99),
        ms(report.durationsMs.max),
        `${report.boundSeconds.toFixed(2)} s (${report.worstCaseSeconds.toFixed(2)} s + margin)`,
      ]),
    ),
  );

  const outcomeNames = [...new Set(reports.flatMap((report) => Object.keys(report.outcomes)))].sort((a, b) => (a === 'ok' ? -1 : b === 'ok' ? 1 : a.localeCompare(b)));
  const total: Record<string, number> = {};
  for (const report of reports) addCounts(total, report.outcomes);
  out.push('\n## Outcomes by class\n');
  out.push(
    table(
      ['outcome', ...reports.map((report) => report.flavour), 'total'],
      outcomeNames.map((name) => [name, ...reports.map((report) => count(report.outcomes[name] ?? 0)), count(total[name] ?? 0)]),
    ),
  );

  const operations = [...new Set(reports.flatMap((report) => Object.keys(report.byOperation)))];
  out.push('\n## Outcomes by operation (both flavours)\n');
  out.push(
    table(
      ['operation', 'calls', 'outcomes'],
      operations.map((operation) => {
        const merged: Record<string, number> = {};
        for (const report of reports) addCounts(merged, report.byOperation[operation] ?? {});
        const calls = Object.values(merged).reduce((sum, value) => sum + value, 0);
        return [operation, count(calls), Object.entries(merged).map(([name, n]) => `${name} ${n}`).join(', ')];
      }),
    ),
  );

  const variants = [...new Set(reports.flatMap((report) => Object.keys(report.faults)))];
  out.push('\n## Injected faults (both flavours)\n');
  out.push(
    table(
      ['fault', 'calls', 'as expected', 'outcomes'],
      variants.map((variant) => {
        const merged: FaultTally = { calls: 0, asExpected: 0, outcomes: {} };
        for (const report of reports) {
          const tally = report.faults[variant];
          if (!tally) continue;
          merged.calls += tally.calls;
          merged.asExpected += tally.asExpected;
          addCounts(merged.outcomes, tally.outcomes);
        }
        return [variant, count(merged.calls), count(merged.asExpected), Object.entries(merged.outcomes).map(([name, n]) => `${name} ${n}`).join(', ')];
      }),
    ),
  );

  const { rows, trends } = memoryRows(reports);
  out.push('\n## Memory (sampled after a warm-up, after gc())\n');
  out.push(table(['flavour', 'measure', 'samples', 'min', 'max', 'median Q2', 'median Q4', 'allowed', 'trend'], rows));

  out.push('\n## End state\n');
  out.push(
    table(
      ['flavour', 'active resources after close', 'left open', 'exit after report'],
      results.map((result) => [
        result.flavour,
        result.report ? `${result.report.activeResources.join(', ') || '(none)'} (own stdio pipes: ${result.report.ownPipes})` : '?',
        result.report ? leftOpen(result.report).join(', ') || 'nothing' : '?',
        result.exitAfterReportMs === undefined ? 'did not exit' : `${Math.round(result.exitAfterReportMs)} ms`,
      ]),
    ),
  );

  for (const report of reports) {
    const name = report.flavour;
    if (report.mismatchCount > 0) {
      failures.push(`${name}: ${report.mismatchCount} calls ended otherwise than expected, e.g. ${report.mismatches.slice(0, 3).map((m) => `#${m.index} ${m.operation} with ${m.fault}: expected ${m.expected}, got ${m.got} (${m.message})`).join('; ')}`);
    }
    const undocumented = Object.entries(report.outcomes).filter(([outcome]) => outcome.startsWith('undocumented:'));
    if (undocumented.length > 0) failures.push(`${name}: errors of undocumented classes: ${undocumented.map(([outcome, n]) => `${outcome} x${n}`).join(', ')}`);
    if (report.slowCount > 0) {
      failures.push(`${name}: ${report.slowCount} calls took longer than ${report.boundSeconds} s, e.g. ${report.slowCalls.slice(0, 3).map((c) => `#${c.index} ${c.operation} with ${c.fault}: ${Math.round(c.ms)} ms, ${c.outcome}`).join('; ')}`);
    }
    if (report.unhandledRejections.length > 0) failures.push(`${name}: ${report.unhandledRejections.length} unhandled rejections, e.g. ${report.unhandledRejections[0] ?? ''}`);
    const leakWarnings = report.warnings.filter((warning) => warning.startsWith('MaxListenersExceededWarning'));
    if (leakWarnings.length > 0) failures.push(`${name}: ${leakWarnings[0] ?? ''}`);
    if (!report.gcExposed) failures.push(`${name}: global.gc is not exposed (run with --expose-gc), memory samples are not comparable`);
    const open = leftOpen(report);
    if (open.length > 0) failures.push(`${name}: left open after closing the client and the service: ${open.join(', ')}`);
  }
  for (const { flavour, trend } of trends) {
    if (trend.growing) {
      failures.push(`${flavour}: ${trend.measure} keeps growing: last quarter's median ${mib(trend.lastQuarterMedian)} vs second quarter's ${mib(trend.secondQuarterMedian)} (allowed +${mib(trend.allowedGrowth)})`);
    }
  }
  for (const result of results) {
    if (result.report && result.exitAfterReportMs !== undefined && result.exitAfterReportMs > bounds.exitAfterReportMs) {
      failures.push(`${result.flavour}: took ${Math.round(result.exitAfterReportMs)} ms to exit after its report (bound ${bounds.exitAfterReportMs} ms)`);
    }
  }
  return { text: out.join('\n'), failures };
}

/** Median, p99 and max of durations in ms. */
export function durationFigures(durationsMs: readonly number[]): { median: number; p99: number; max: number } {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}
