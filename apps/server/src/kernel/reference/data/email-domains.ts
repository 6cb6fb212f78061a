/**
 * E-mail domains of universities and research organisations (spec 002 §5: "请输入正确的高校单位邮箱地址"
 * unless the address belongs to one). A domain matches itself and every subdomain (pku.edu.cn ← edu.cn).
 * Each entry names who assigns or uses the domain; administrators add more (email-domains.ts takes them).
 * The Ministry's university list (data/universities.ts) carries no domains; Chinese universities' mail
 * is under edu.cn, so the suffix rule covers them.
 */
export interface CollegeDomain {
  readonly domain: string;
  readonly holder: string;
}

export const COLLEGE_EMAIL_DOMAINS: readonly CollegeDomain[] = [
  // China's second-level category domains (CNNIC, 中国互联网络信息中心): edu.cn for education
  // institutions (run by CERNET), ac.cn for scientific research institutions (CAS institutes: iphy.ac.cn …).
  { domain: 'edu.cn', holder: 'Chinese education institutions (CNNIC category domain, CERNET)' },
  { domain: 'ac.cn', holder: 'Chinese research institutions (CNNIC category domain)' },
  // National academies whose staff mail is not under ac.cn (their own web sites' domains).
  { domain: 'cas.cn', holder: '中国科学院 Chinese Academy of Sciences (www.cas.cn)' },
  { domain: 'cae.cn', holder: '中国工程院 Chinese Academy of Engineering (www.cae.cn)' },
  { domain: 'cass.cn', holder: '中国社会科学院 Chinese Academy of Social Sciences (www.cass.cn)' },
  { domain: 'caas.cn', holder: '中国农业科学院 Chinese Academy of Agricultural Sciences (www.caas.cn)' },
  { domain: 'cams.cn', holder: '中国医学科学院 Chinese Academy of Medical Sciences (www.cams.cn)' },
  // Hong Kong, Macao and Taiwan education domains (HKIRC edu.hk, Macao's edu.mo, TWNIC edu.tw).
  { domain: 'edu.hk', holder: 'Hong Kong education institutions (HKIRC)' },
  { domain: 'edu.mo', holder: 'Macao education institutions' },
  { domain: 'edu.tw', holder: 'Taiwan education institutions (TWNIC)' },
  // Academic domains abroad, each restricted by its registry to accredited institutions.
  { domain: 'edu', holder: 'U.S. accredited post-secondary institutions (EDUCAUSE)' },
  { domain: 'ac.uk', holder: 'UK higher education and research (Jisc)' },
  { domain: 'ac.jp', holder: 'Japanese universities and research institutions (JPRS)' },
  { domain: 'ac.kr', holder: 'Korean universities (KISA)' },
  { domain: 'edu.au', holder: 'Australian education institutions (auDA)' },
  { domain: 'edu.sg', holder: 'Singapore education institutions (SGNIC)' },
];
