import { COLLEGE_EMAIL_DOMAINS } from './data/email-domains.js';

/** A DNS name: labels of letters, digits and hyphens (IDNs come as punycode), 253 characters at most. */
const DOMAIN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The domain of what the page sends as emailSuffix: the part after @ (also of a whole address or "@x"),
 * lower-cased, without a final dot; null when it is not a domain name.
 */
export function emailDomainOf(input: string): string | null {
  const at = input.lastIndexOf('@');
  const domain = (at >= 0 ? input.slice(at + 1) : input).trim().toLowerCase().replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : null;
}

export interface CollegeEmailRule {
  /** True when the address's domain is a listed domain or a subdomain of one. */
  isCollegeEmail(emailOrSuffix: string): boolean;
}

/**
 * The college/organisation e-mail check (spec 002 §5) over the shipped domains plus administrators'
 * additions (issue 22: administrators extend the list), e.g. an institute's own domain.
 */
export function createCollegeEmailRule(additions: readonly string[] = []): CollegeEmailRule {
  const listed = new Set<string>();
  for (const domain of [...COLLEGE_EMAIL_DOMAINS.map((d) => d.domain), ...additions]) {
    const clean = emailDomainOf(domain);
    if (clean) listed.add(clean);
  }
  return {
    isCollegeEmail(emailOrSuffix) {
      const domain = emailDomainOf(emailOrSuffix);
      if (!domain) return false;
      // pku.edu.cn is checked as pku.edu.cn, edu.cn and cn: a listed suffix must end at a label boundary.
      const labels = domain.split('.');
      return labels.some((_, i) => listed.has(labels.slice(i).join('.')));
    },
  };
}
