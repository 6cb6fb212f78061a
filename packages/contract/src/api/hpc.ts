import { z } from 'zod';
import { defineRoute } from './route-spec.js';

/**
 * The job centre (spec 002 §2.3 compute-enter, §2.8 job list, §3 job and hashrate, §4 job status; issue 23
 * item 2): partitions read from a Slurm cluster, administrator-managed applications whose job scripts run
 * a file from the user's storage, jobs stored by a poller, and computing credit in core-hours. The spec
 * does not show these calls' paths (§7 "not shown"); they live under the hpc-agent service the spec names
 * for `display-info`.
 */
export const HPC_BASE = '/cgi/hpc-agent-service';
const GROUP = 'hpc-agent-service';
const ADMIN_ONLY = 'Administrators only (403 otherwise).';

/** Spec 002 §4: 1 Running (green), 2 Pending (orange), 3 Completed (grey), 4 Failed (red), 5 Cancelled (red). */
export const JOB_STATUS = { running: 1, pending: 2, completed: 3, failed: 4, cancelled: 5 } as const;
export type JobStatusCode = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];
export const jobStatusCodeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
/** Spec 002 §4: "A job can be cancelled only while running or pending" — the status alone decides. */
export const jobCancellable = (status: JobStatusCode): boolean =>
  status === JOB_STATUS.running || status === JOB_STATUS.pending;

/** Spec 002 §2.8: page sizes 10/20/30, default 10. */
export const JOB_PAGE_SIZES = [10, 20, 30] as const;
export const JOB_NAME_MAX = 64;
export const JOB_PROJECT_MAX = 64;
/** Submission bounds the server enforces before Slurm sees the job (a partition may be stricter). */
export const JOB_CORES_MAX = 4096;
export const JOB_TIME_LIMIT_MAX_MINUTES = 30 * 24 * 60;
export const APPLICATION_ENGINES = ['gromacs', 'lammps'] as const;
export type ApplicationEngine = (typeof APPLICATION_ENGINES)[number];

const isoOrNull = z.string().nullable().describe('ISO-8601, or null while not reached');

export const partitionSchema = z.object({
  name: z.string().describe('the Slurm partition name'),
  displayName: z.string(),
  /** The discount on compute use (§2.3): charged core-hours = used core-hours × coefficient. */
  priceCoefficient: z.number(),
  available: z.boolean().describe('the partition is up in sinfo'),
  nodes: z.number().int(),
  cpus: z.number().int().describe('CPUs across its nodes'),
  maxTimeMinutes: z.number().int().nullable().describe('null: no limit'),
});
export type Partition = z.infer<typeof partitionSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  engine: z.enum(APPLICATION_ENGINES),
  /** The program the job script runs (an absolute path or a name on the compute nodes' PATH). */
  program: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Spec 002 §3 Job, with the submit time of §2.8 and the raw Slurm facts issue 23 asks to keep. */
export const jobSchema = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  projectName: z.string(),
  appName: z.string(),
  partitionName: z.string(),
  partitionDisplayName: z.string(),
  submitTime: z.string().describe('ISO-8601'),
  startTime: isoOrNull,
  endTime: isoOrNull,
  elapsed: z.number().int().describe('run duration in seconds (so far, while running)'),
  allocCpus: z.number().int(),
  timeLimitMinutes: z.number().int(),
  status: jobStatusCodeSchema,
  rawState: z.string().describe('Slurm state, e.g. PENDING, RUNNING, COMPLETED, FAILED, TIMEOUT, CANCELLED'),
  reason: z.string().nullable().describe('Slurm reason (why pending, or why it ended)'),
  exitCode: z.string().nullable().describe('Slurm exit code "code:signal"'),
  slurmJobId: z.number().int().nullable(),
  chargedCoreHours: z.number().describe('core-hours charged after the coefficient (0 until finished)'),
  rebateTag: z.union([z.literal(0), z.literal(1)]).describe('1: a refund applies (spec §2.8)'),
  rebateCoreTime: z.number().describe('refunded core-hours'),
});
export type HpcJob = z.infer<typeof jobSchema>;

export const jobFileSchema = z.object({
  path: z.string().describe('relative to the job directory'),
  size: z.number().int(),
});
export const jobDetailSchema = jobSchema.extend({
  directory: z.string().describe('the job directory in the personal space, e.g. jobs/12'),
  inputPath: z.string().describe('the input file, a path in the personal space'),
  files: z.array(jobFileSchema).describe('files in the job directory (inputs and outputs)'),
});
export type HpcJobDetail = z.infer<typeof jobDetailSchema>;

export const jobSubmitBodySchema = z.object({
  jobName: z.string().trim().min(1).max(JOB_NAME_MAX),
  projectName: z.string().trim().max(JOB_PROJECT_MAX).default(''),
  applicationId: z.coerce.number().int().positive(),
  partition: z.string().trim().min(1).max(64),
  cores: z.coerce.number().int().min(1).max(JOB_CORES_MAX),
  timeLimitMinutes: z.coerce.number().int().min(1).max(JOB_TIME_LIMIT_MAX_MINUTES),
  /** A path in the submitter's personal space: a topology zip (GROMACS/LAMMPS) or a single input file. */
  inputPath: z.string().trim().min(1).max(1024),
});
export type JobSubmitBody = z.input<typeof jobSubmitBodySchema>;

export const jobListQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (JOB_PAGE_SIZES as readonly number[]).includes(n), 'one of 10, 20, 30')
    .default(10),
  status: z.coerce.number().pipe(jobStatusCodeSchema).optional(),
  keyword: z.string().trim().max(64).optional().describe('in the job name or project'),
  partition: z.string().trim().max(64).optional(),
  applicationId: z.coerce.number().int().positive().optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobPageSchema = z.object({
  records: z.array(jobSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

/** Spec 002 §3 Hashrate (computing quota); blocks are core-hours. */
export const hashrateSchema = z.object({
  name: z.string().describe('the cluster name'),
  hpcAccountId: z.string().describe("the user's Unix account on the cluster (tfu<userId>)"),
  hpcClusterId: z.string(),
  blockLimit: z.number().describe('core-hours granted (recharges and allocations)'),
  usedBlock: z.number().describe('core-hours charged for jobs, net of refunds'),
});

export const creditBalanceSchema = z.object({
  balanceCoreHours: z.number().describe('available now (held amounts of active jobs excluded)'),
  heldCoreHours: z.number().describe('held for running and pending jobs (cores × limit × coefficient)'),
});
export const CREDIT_ENTRY_KINDS = ['recharge', 'allocation', 'hold', 'release', 'charge', 'refund'] as const;
export const creditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  coreHours: z.number().describe('signed: + adds credit, − takes it'),
  jobId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

const jobIdParams = z.object({ jobId: z.coerce.number().int().positive() });
const get = <A extends z.ZodType>(path: string, summary: string, data: A, description?: string) =>
  defineRoute({
    method: 'GET',
    path: `${HPC_BASE}${path}`,
    group: GROUP,
    summary,
    ...(description === undefined ? {} : { description }),
    access: 'user',
    answer: { kind: 'json', data },
  });

export const hpcPartitionsRoute = get(
  '/hpc/partitions',
  'Partitions of the cluster (sinfo) with their price coefficients',
  z.array(partitionSchema),
  '503 hpc-cluster-unavailable when the cluster does not answer.',
);
export const hpcApplicationsRoute = get(
  '/hpc/applications',
  'Applications a job can run (enabled ones)',
  z.array(applicationSchema),
);
export const hpcDisplayInfoRoute = get(
  '/hpc/display-info',
  "The user's computing quota (spec 002 §3 Hashrate)",
  hashrateSchema,
);
export const hpcCreditBalanceRoute = get(
  '/hpc/credit/balance',
  "The user's computing credit in core-hours",
  creditBalanceSchema,
);
export const hpcCreditLedgerRoute = defineRoute({
  method: 'GET',
  path: `${HPC_BASE}/hpc/credit/ledger`,
  group: GROUP,
  summary: "The user's credit entries, newest first",
  access: 'user',
  query: z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  answer: {
    kind: 'json',
    data: z.object({ records: z.array(creditEntrySchema), total: z.number().int() }),
  },
});

export const hpcJobSubmitRoute = defineRoute({
  method: 'POST',
  path: `${HPC_BASE}/hpc/job/submit`,
  group: GROUP,
  summary: 'Submit a job: the input is copied into jobs/<jobId>/ of the personal space and run there',
  description:
    '402 hpc-credit-insufficient ("Please contact the customer manager to recharge computility.") when ' +
    'the balance cannot cover cores × time limit × coefficient; 404 for an unknown application, partition ' +
    'or input file; 503 when the cluster does not answer or the server cannot run jobs as separate accounts.',
  access: 'user',
  body: jobSubmitBodySchema,
  answer: { kind: 'json', data: jobSchema },
});
export const hpcJobListRoute = defineRoute({
  method: 'GET',
  path: `${HPC_BASE}/hpc/job/list`,
  group: GROUP,
  summary: "The user's jobs, newest first (spec 002 §2.8 columns)",
  access: 'user',
  query: jobListQuerySchema,
  answer: { kind: 'json', data: jobPageSchema },
});
export const hpcJobDetailRoute = defineRoute({
  method: 'GET',
  path: `${HPC_BASE}/hpc/job/:jobId`,
  group: GROUP,
  summary: 'One job with the files of its directory',
  description: "404 for another user's job.",
  access: 'user',
  params: jobIdParams,
  answer: { kind: 'json', data: jobDetailSchema },
});
export const hpcJobFileRoute = defineRoute({
  method: 'GET',
  path: `${HPC_BASE}/hpc/job/:jobId/file`,
  group: GROUP,
  summary: 'Download one file of a job directory',
  access: 'user',
  params: jobIdParams,
  query: z.object({ path: z.string().min(1).max(1024) }),
  answer: { kind: 'file' },
});
export const hpcJobCancelRoute = defineRoute({
  method: 'POST',
  path: `${HPC_BASE}/hpc/job/:jobId/cancel`,
  group: GROUP,
  summary: 'Cancel a running or pending job',
  description: "409 hpc-job-not-cancellable for a finished job; 404 for another user's job.",
  access: 'user',
  params: jobIdParams,
  answer: { kind: 'json', data: jobSchema },
});

/** Administrators' rule: which finished raw states get how much of their charge back. */
export const refundRuleSchema = z.object({
  rawStates: z
    .array(z.string().regex(/^[A-Z_]{2,32}$/))
    .max(20)
    .describe('Slurm states refunded, e.g. NODE_FAIL, FAILED'),
  percent: z.number().min(0).max(100),
});
export type RefundRule = z.infer<typeof refundRuleSchema>;

export const applicationBodySchema = z.object({
  id: z.number().int().positive().optional().describe('absent: create'),
  name: z.string().trim().min(1).max(64),
  engine: z.enum(APPLICATION_ENGINES),
  program: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_./+-]{1,255}$/, 'a program name or absolute path'),
  description: z.string().trim().max(500).default(''),
  enabled: z.boolean().default(true),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

const admin = <B extends z.ZodType, A extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  summary: string,
  body: B | undefined,
  data: A,
) =>
  defineRoute({
    method,
    path: `${HPC_BASE}/admin${path}`,
    group: GROUP,
    summary,
    description: ADMIN_ONLY,
    access: 'admin',
    ...(body === undefined ? {} : { body }),
    answer: { kind: 'json', data },
  });

export const hpcAdminPartitionsRoute = admin(
  'GET',
  '/partitions',
  'Partitions of the cluster and the coefficients set (including partitions gone from sinfo)',
  undefined,
  z.array(partitionSchema),
);
export const hpcAdminPartitionPriceRoute = admin(
  'POST',
  '/partition/price',
  "Set a partition's display name and price coefficient",
  z.object({
    name: z.string().trim().min(1).max(64),
    displayName: z.string().trim().min(1).max(64),
    priceCoefficient: z.number().min(0).max(100),
  }),
  partitionSchema,
);
export const hpcAdminApplicationsRoute = admin(
  'GET',
  '/applications',
  'All applications, disabled ones too',
  undefined,
  z.array(applicationSchema),
);
export const hpcAdminApplicationSaveRoute = admin(
  'POST',
  '/application/save',
  'Create or update an application',
  applicationBodySchema,
  applicationSchema,
);
export const hpcAdminApplicationRemoveRoute = admin(
  'POST',
  '/application/remove',
  'Remove an application (jobs keep its name)',
  z.object({ id: z.number().int().positive() }),
  z.object({ done: z.literal(true) }),
);
export const hpcAdminCreditRechargeRoute = admin(
  'POST',
  '/credit/recharge',
  "Add (or, negative, take back) core-hours on a user's credit",
  z.object({
    userId: z.number().int().positive(),
    coreHours: z
      .number()
      .min(-1e9)
      .max(1e9)
      .refine((n) => n !== 0, 'not zero'),
    note: z.string().trim().max(200).default(''),
  }),
  creditBalanceSchema,
);
export const hpcAdminRefundRuleRoute = admin(
  'GET',
  '/refund-rule',
  'The refund rule for failed jobs',
  undefined,
  refundRuleSchema,
);
export const hpcAdminRefundRuleSaveRoute = admin(
  'POST',
  '/refund-rule/save',
  'Set the refund rule; it applies to jobs finishing from now on',
  refundRuleSchema,
  refundRuleSchema,
);

export const HPC_ROUTES = [
  hpcPartitionsRoute,
  hpcApplicationsRoute,
  hpcDisplayInfoRoute,
  hpcCreditBalanceRoute,
  hpcCreditLedgerRoute,
  hpcJobSubmitRoute,
  hpcJobListRoute,
  hpcJobDetailRoute,
  hpcJobFileRoute,
  hpcJobCancelRoute,
  hpcAdminPartitionsRoute,
  hpcAdminPartitionPriceRoute,
  hpcAdminApplicationsRoute,
  hpcAdminApplicationSaveRoute,
  hpcAdminApplicationRemoveRoute,
  hpcAdminCreditRechargeRoute,
  hpcAdminRefundRuleRoute,
  hpcAdminRefundRuleSaveRoute,
] as const;
