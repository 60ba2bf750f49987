import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest journeys the summary names. */
const SLOWEST = 10;

interface Timing {
  project: string;
  title: string;
  ms: number;
}

/**
 * After the run: each project's journeys and the time they took together (what the workers spent, not the wall
 * clock), the run's wall clock, and the slowest journeys, so a journey that grew slow is seen in the run that
 * made it so (README "Tests").
 */
export default class TimingReporter implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timings.push({
      project: test.parent.project()?.name ?? '',
      title: `${test.location.file.replace(/^.*[\\/]e2e[\\/]/, 'e2e/')}:${test.location.line} ${test.title}`,
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.timings.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const byProject = new Map<string, { count: number; ms: number }>();
    for (const { project, ms } of this.timings) {
      const sum = byProject.get(project) ?? { count: 0, ms: 0 };
      byProject.set(project, { count: sum.count + 1, ms: sum.ms + ms });
    }
    const lines = [`Journeys: ${this.timings.length} in ${seconds(result.duration)} of wall clock`];
    for (const [project, { count, ms }] of byProject)
      lines.push(
        `  ${project.padEnd(16)} ${String(count).padStart(4)} journeys, ${seconds(ms).padStart(8)} of workers' time`,
      );
    lines.push(`Slowest ${Math.min(SLOWEST, this.timings.length)}:`);
    for (const { project, title, ms } of [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
      lines.push(`  ${seconds(ms).padStart(7)}  [${project}] ${title}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
