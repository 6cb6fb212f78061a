import type { ConsultationBody, ConsultationWire } from '@topoforge/contract';
import {
  CONSULTATION_DEFAULT_INTENTION,
  CONSULTATION_HOME_COUNTRY,
  CONSULTATION_INDUSTRIES,
  CONSULTATION_JOB_TITLES,
  CONSULTATION_NEEDS,
} from '@topoforge/contract';

/**
 * The consultation form's values and their wire form (spec 002 §3 sales-track entity, §4). The address is
 * a province/city/district path for China (the region cascader) and free text elsewhere; the wire joins
 * the path with '/' and the focus areas with ','.
 */
export type Industry = (typeof CONSULTATION_INDUSTRIES)[number];
export type JobTitle = (typeof CONSULTATION_JOB_TITLES)[number];
export type Need = (typeof CONSULTATION_NEEDS)[number];

export interface ConsultationValues {
  customerName: string;
  gender: '0' | '1';
  phoneNo: string;
  email: string;
  country: string;
  address: string[] | string;
  profession?: Industry;
  organ: string;
  department: string;
  jobTitle?: JobTitle;
  focusContent: Need[];
  remarks?: string;
  consent: boolean;
}

export const isHomeCountry = (country: string | undefined): boolean => country === CONSULTATION_HOME_COUNTRY;

/** 002 §4: a new country empties the address — an empty path for China, an empty text otherwise. */
export const addressFor = (country: string | undefined): string[] | string =>
  isHomeCountry(country) ? [] : '';

/** The wire's address: the path joined by '/' (002 §3), or the trimmed text. */
export const joinAddress = (address: readonly string[] | string): string =>
  typeof address === 'string' ? address.trim() : address.join('/');

/** The form's address from the wire: China's is split back into its path; an empty one is empty. */
export function splitAddress(country: string, address: string): string[] | string {
  if (!isHomeCountry(country)) return address;
  return address === '' ? [] : address.split('/').map((part) => part.trim());
}

/**
 * The amount in yuan of the intentionId query parameter (002 §3); absent, blank or not a non-negative
 * whole number → the default 10000.
 */
export function intentionFrom(param: string | null): number {
  const text = (param ?? '').trim();
  if (!/^\d+$/.test(text)) return CONSULTATION_DEFAULT_INTENTION;
  return Number(text);
}

/** The call's body from the form (002 §3): address and focus areas joined, optional texts left out when blank. */
export function consultationBody(values: ConsultationValues, intention: number): ConsultationBody {
  const remarks = (values.remarks ?? '').trim();
  const focus = values.focusContent.join(',');
  return {
    customerName: values.customerName.trim(),
    gender: values.gender,
    phoneNo: values.phoneNo.trim(),
    email: values.email.trim(),
    country: values.country,
    address: joinAddress(values.address),
    organ: values.organ.trim(),
    department: values.department.trim(),
    profession: values.profession as Industry,
    jobTitle: values.jobTitle as JobTitle,
    ...(focus === '' ? {} : { focusContent: focus }),
    ...(remarks === '' ? {} : { remarks }),
    intention,
  };
}

export const isNeed = (name: string): name is Need =>
  (CONSULTATION_NEEDS as readonly string[]).includes(name);
const isIndustry = (name: string): name is Industry =>
  (CONSULTATION_INDUSTRIES as readonly string[]).includes(name);
const isJobTitle = (name: string): name is JobTitle =>
  (CONSULTATION_JOB_TITLES as readonly string[]).includes(name);

/** A new form: male, China with an empty region path, nothing focused (002 §3 defaults); consent unticked. */
export const emptyConsultation = (): ConsultationValues => ({
  customerName: '',
  gender: '0',
  phoneNo: '',
  email: '',
  country: CONSULTATION_HOME_COUNTRY,
  address: [],
  organ: '',
  department: '',
  focusContent: [],
  remarks: '',
  consent: false,
});

/**
 * 002 §4: a logged-in user's form starts from the record the server keeps (focus areas comma-separated,
 * China's address slash-separated). Names no longer in the lists are dropped rather than shown as values
 * the form could not send back.
 */
export function prefillFrom(record: ConsultationWire): ConsultationValues {
  return {
    ...emptyConsultation(),
    customerName: record.customerName,
    gender: record.gender,
    phoneNo: record.phoneNo,
    email: record.email,
    country: record.country,
    address: splitAddress(record.country, record.address),
    organ: record.organ,
    department: record.department,
    profession: isIndustry(record.profession) ? record.profession : undefined,
    jobTitle: isJobTitle(record.jobTitle) ? record.jobTitle : undefined,
    focusContent: (record.focusContent ?? '').split(',').filter(isNeed),
    remarks: record.remarks ?? '',
  };
}
