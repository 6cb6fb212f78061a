import type { PageLoader } from '../features/personal-space/space-routes';

/**
 * The component of each personal-space route, by route name (names and paths: the contract's SPACE_PAGES;
 * the shell: features/personal-space). A feature plugs its page in with ONE line here (features do not
 * import each other, so the table lives in app/). A route without an entry shows the "not part of this
 * installation" page. The builder (auto-ff-home) keeps its own routes.
 */
export const SPACE_PAGE_COMPONENTS: Readonly<Record<string, PageLoader>> = {
  membercenter: async () => (await import('../features/personal-space/member-centre-page')).MemberCentrePage,
  'submit-job': async () => (await import('../features/job-centre/submit-job-page')).SubmitJobPage,
  'my-homework': async () => (await import('../features/job-centre/job-list-page')).JobListPage,
  'work-detail': async () => (await import('../features/job-centre/work-detail-page')).WorkDetailPage,
  'supercompute-resources': async () => (await import('../features/job-centre/partitions-page')).PartitionsPage,
  'computing-resources': async () =>
    (await import('../features/job-centre/computing-resources-page')).ComputingResourcesPage,
};
