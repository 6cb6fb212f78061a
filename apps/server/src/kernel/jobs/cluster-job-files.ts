/**
 * What a cluster job's directory holds, written by the Slurm runner (slurm-job.ts) and read by the job
 * itself (cluster-job-main.ts). Both files are Node's v8 serialisation, which is the structured clone a
 * worker thread's message uses: inputs and results with typed arrays (a Molecule's coordinates) cross
 * as they do to a worker thread, which JSON would not carry.
 */

/** The job: a ClusterJob. */
export const JOB_FILE = 'job.v8';
/** Its answer: a WorkerAnswer, renamed into place once complete (a half-written file is never read). */
export const ANSWER_FILE = 'answer.v8';

export interface ClusterJob {
  /** The job modules (file URLs) whose `jobKinds` tables are merged, as a worker thread loads them. */
  readonly modules: readonly string[];
  readonly kind: string;
  readonly input: unknown;
}
