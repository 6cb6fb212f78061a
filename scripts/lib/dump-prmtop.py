"""Dump an AMBER prmtop's parameters as JSON (AMBER units, 0-based atoms) with ParmEd, for
scripts/validate-gaff-params.ts. Usage: python3 dump-prmtop.py file.prmtop"""
import json
import sys

import parmed

s = parmed.load_file(sys.argv[1])
out = {
    "atoms": [
        {"name": a.name, "type": a.type, "charge": a.charge, "mass": a.mass, "rmin": a.rmin, "epsilon": a.epsilon}
        for a in s.atoms
    ],
    "bonds": [[b.atom1.idx, b.atom2.idx, b.type.k, b.type.req] for b in s.bonds],
    "angles": [[a.atom1.idx, a.atom2.idx, a.atom3.idx, a.type.k, a.type.theteq] for a in s.angles],
    "dihedrals": [
        [d.atom1.idx, d.atom2.idx, d.atom3.idx, d.atom4.idx, d.type.phi_k, d.type.per, d.type.phase, d.improper]
        for d in s.dihedrals
    ],
}
print(json.dumps(out))
