/**
 * Corresponding GAFF atom types for estimating a missing parameter by analogy, in the manner of
 * parmchk2's atom-type correspondences (Wang et al., J Mol Graph Model 2006, 25, 247; the GAFF
 * paper, Wang et al., J Comput Chem 2004, 25, 1157, lists the conjugated "twin" types). This table and
 * its penalties are our own: a twin of a conjugated pair (cc/cd, ce/cf, nc/nd …) costs 1, a type of
 * the same element and hybridisation 2–3, a neighbouring hybridisation or environment 4–5.
 * A substituted parameter's penalty is the sum over the substituted atoms.
 */
const TABLE: Record<string, Record<string, number>> = {
  c: { c2: 5, ce: 5, cf: 5 },
  c1: { cg: 2, ch: 2 },
  cg: { ch: 1, c1: 2 },
  ch: { cg: 1, c1: 2 },
  c2: { ce: 2, cf: 2, cc: 3, cd: 3, cu: 5, cv: 5, ca: 5 },
  c3: { cx: 3, cy: 3 },
  ca: { cp: 1, cq: 1, cc: 4, cd: 4, c2: 5 },
  cc: { cd: 1, ce: 2, cf: 2, ca: 3, c2: 4 },
  cd: { cc: 1, cf: 2, ce: 2, ca: 3, c2: 4 },
  ce: { cf: 1, c2: 2, cc: 3, cd: 3 },
  cf: { ce: 1, c2: 2, cd: 3, cc: 3 },
  cp: { cq: 1, ca: 1 },
  cq: { cp: 1, ca: 1 },
  cu: { cv: 1, c2: 3 },
  cv: { cu: 1, c2: 3 },
  cx: { cy: 1, c3: 3 },
  cy: { cx: 1, c3: 3 },
  n: { nh: 4, na: 4, n3: 5 },
  n1: { n2: 5 },
  n2: { ne: 2, nf: 2, nc: 3, nd: 3, nb: 4 },
  nb: { nc: 3, nd: 3, n2: 4 },
  nc: { nd: 1, ne: 2, nf: 2, n2: 3, nb: 3 },
  nd: { nc: 1, nf: 2, ne: 2, n2: 3, nb: 3 },
  ne: { nf: 1, n2: 2, nc: 3, nd: 3 },
  nf: { ne: 1, n2: 2, nd: 3, nc: 3 },
  na: { nh: 3, n: 4, n3: 4 },
  nh: { na: 3, n3: 3, n: 4 },
  n3: { nh: 3, n4: 5, na: 4 },
  n4: { n3: 5 },
  no: { n2: 5 },
  oh: { os: 3 },
  os: { oh: 3 },
  p2: { pe: 2, pf: 2, pc: 3, pd: 3 },
  pc: { pd: 1, pe: 2, pf: 2, p2: 3 },
  pd: { pc: 1, pf: 2, pe: 2, p2: 3 },
  pe: { pf: 1, p2: 2 },
  pf: { pe: 1, p2: 2 },
  p4: { px: 2 },
  px: { p4: 2 },
  p5: { py: 2 },
  py: { p5: 2 },
  s4: { sx: 2 },
  sx: { s4: 2 },
  s6: { sy: 2 },
  sy: { s6: 2 },
  sh: { ss: 3 },
  ss: { sh: 3 },
  h1: { h2: 1, hc: 2, h3: 2, h4: 3 },
  h2: { h1: 1, h3: 1, hc: 3 },
  h3: { h2: 1, h1: 2 },
  h4: { h5: 1, ha: 2 },
  h5: { h4: 1, ha: 3 },
  ha: { h4: 2, h5: 3, hc: 4 },
  hc: { h1: 2, ha: 4 },
  hn: { ho: 5, hs: 5 },
  ho: { hn: 5, hs: 5 },
  hs: { hn: 5, ho: 5 },
  hp: { hn: 5 },
};

/** Types that may stand in for `type`, cheapest first (not including `type` itself). */
export function equivalentTypes(type: string): { type: string; penalty: number }[] {
  return Object.entries(TABLE[type] ?? {})
    .map(([t, penalty]) => ({ type: t, penalty }))
    .sort((a, b) => a.penalty - b.penalty);
}
