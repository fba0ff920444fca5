/**
 * The upgrade drill's report: each step's result and the manifest entries its output names.
 * Pure: the CLI (./cli.ts) runs the steps.
 */
import {entriesNamedIn, type InternalEntry} from '../../plugins/internals-manifest/src';

export type StepResult = 'passed' | 'failed' | 'skipped';

export interface StepOutcome {
  readonly step: string;
  readonly result: StepResult;
  /** The step's output (or the reason it was skipped). */
  readonly output: string;
}

/** Known failures whose text names no module of the manifest, and what they mean. */
export const KNOWN_SYMPTOMS = [
  {pattern: /RegExp\.escape is not a function/, meaning: 'Node too old for this Docusaurus (RegExp.escape is Node 24+)'},
  {pattern: /removeLegacyPostBuildHeadAttribute/, meaning: 'future.v4.removeLegacyPostBuildHeadAttribute in docusaurus.config.ts'},
  {pattern: /came into view but its route was not prefetched/, meaning: 'src/components/RouterLink: links rendered through MUI lost prefetching'},
] as const;

/** The ids of the manifest entries the output names, and the known symptoms it shows. */
export function implicated(output: string, entries?: readonly InternalEntry[]): string[] {
  const ids = entriesNamedIn(output, entries).map((entry) => entry.id);
  const symptoms = KNOWN_SYMPTOMS.filter(({pattern}) => pattern.test(output)).map(({meaning}) => meaning);
  return [...new Set([...ids, ...symptoms])];
}

/** The report as a plain-text table: step, result, what it implicates. */
export function formatReport(target: string, outcomes: readonly StepOutcome[], entries?: readonly InternalEntry[]): string {
  const rows = outcomes.map((outcome) => [
    outcome.step,
    outcome.result,
    outcome.result === 'failed' ? implicated(outcome.output, entries).join('; ') || '(no manifest entry named: read the log)' : outcome.result === 'skipped' ? outcome.output : '',
  ]);
  const header = ['step', 'result', 'implicated patches / swizzles'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]): string => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ').trimEnd();
  return [`Upgrade drill: ${target}`, line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
