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
  'supercompute-resources': async () =>
    (await import('../features/job-centre/partitions-page')).PartitionsPage,
  'computing-resources': async () =>
    (await import('../features/job-centre/computing-resources-page')).ComputingResourcesPage,
  'user-info': async () => (await import('../features/membership/user-centre-pages')).UserInfoPage,
  'alert-setting': async () => (await import('../features/membership/user-centre-pages')).AlertSettingPage,
  'login-record': async () => (await import('../features/membership/user-centre-pages')).LoginRecordPage,
  'member-management': async () => (await import('../features/membership/group-pages')).MemberManagementPage,
  'homepage-group': async () => (await import('../features/membership/group-pages')).HomepageGroupPage,
  'website-notice': async () => (await import('../features/membership/notification-pages')).WebsiteNoticePage,
  'notice-detail': async () => (await import('../features/membership/notification-pages')).NoticeDetailPage,
  'remind-event': async () => (await import('../features/membership/notification-pages')).RemindEventPage,
  'warning-info': async () => (await import('../features/membership/notification-pages')).WarningInfoPage,
  'software-license': async () =>
    (await import('../features/membership/interests-pages')).SoftwareLicensePage,
  'interests-list': async () => (await import('../features/membership/interests-pages')).InterestsListPage,
  'interests-card': async () => (await import('../features/membership/interests-pages')).InterestsCardPage,
  'single-personspace': async () => (await import('../features/storage/storage-page')).PersonalStoragePage,
  'research-groupspace': async () => (await import('../features/storage/storage-page')).GroupStoragePage,
};
