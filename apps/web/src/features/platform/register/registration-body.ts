import type { RegistrationBody } from '@topoforge/contract';
import type { REGISTRATION_JOB_TITLES } from '@topoforge/contract';
import { PHONE_PATTERN, TEACHER_TITLES } from '@topoforge/contract';
import { isEmailLike } from '../login/account-rules';

/** The registration form's values (002 §2.5); confirm and the referrer phone are collected, not sent (002 §3). */
export interface RegisterValues {
  account: string;
  code: string;
  password: string;
  confirm: string;
  referrer?: string;
  realName: string;
  organ: string;
  /** Set when the organisation was picked from the university list. */
  organId?: string;
  department: string;
  jobTitle: (typeof REGISTRATION_JOB_TITLES)[number];
  researchDirection: string;
  /** Uploaded certificate image URLs joined by '|' (shown for teacher titles only). */
  teacherQualificationImg?: string;
  terms: boolean;
}

/** The sales channel of the page's query (002 §2.4 channelId, channelType). */
export interface Channel {
  readonly channelId?: string;
  readonly channelType?: string;
}

/**
 * The registration data of 002 §3. The account is an e-mail when it holds '@'. isDefineOrgan is 2 for an
 * organisation picked from the list (with its id), 1 for one typed in. A valid referrer phone becomes the
 * channel id with channel type C when the query brought no channel id (002 §5).
 */
export function registrationBody(values: RegisterValues, channel: Channel): RegistrationBody {
  const account = values.account.trim();
  const organId = values.organId?.trim();
  const referrer = values.referrer?.trim() ?? '';
  const channelId = channel.channelId?.trim() ?? '';
  const channelType =
    channel.channelType === 'A' || channel.channelType === 'C' ? channel.channelType : undefined;
  const viaReferrer = channelId === '' && PHONE_PATTERN.test(referrer);
  return {
    ...(isEmailLike(account) ? { email: account.toLowerCase() } : { phone: account }),
    password: values.password,
    realName: values.realName.trim(),
    organ: values.organ.trim(),
    ...(organId !== undefined && organId !== '' ? { organId, isDefineOrgan: 2 } : { isDefineOrgan: 1 }),
    department: values.department.trim(),
    jobTitle: values.jobTitle,
    researchDirection: values.researchDirection.trim(),
    // Sent only with a teacher title: images chosen before the title changed stay behind.
    ...(values.teacherQualificationImg && (TEACHER_TITLES as readonly string[]).includes(values.jobTitle)
      ? { teacherQualificationImg: values.teacherQualificationImg }
      : {}),
    ...(viaReferrer
      ? { channelId: referrer, channelType: 'C' }
      : channelId !== ''
        ? { channelId, ...(channelType !== undefined ? { channelType } : {}) }
        : {}),
  };
}
