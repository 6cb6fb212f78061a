import { UPLOAD_FLOWS } from '@topoforge/chem';
import { BUILD_USAGE, SMILES_CHARGES } from './commands/build.js';
import { ENGINES } from './commands/build-options.js';
import { CARBON_USAGE } from './commands/carbon.js';
import { CHARGES_USAGE } from './commands/charges.js';
import { CONVERT_USAGE } from './commands/convert.js';
import { FLOWS_USAGE } from './commands/flows.js';
import { FORMATS_USAGE } from './commands/formats.js';
import { INFO_USAGE } from './commands/info.js';
import { POLYMER_USAGE } from './commands/polymer.js';
import { POTENTIALS_USAGE } from './commands/potentials.js';
import { CG_USAGE } from './commands/cg.js';
import { TYPES_USAGE } from './commands/types.js';
import { USER_USAGE } from './commands/user.js';
import { OAUTH_USAGE } from './commands/oauth.js';
import { API_FLOW, OBABEL_ENV } from './smiles-input.js';

export const HELP = `topoforge — read, convert and describe molecular and crystal structure files

Usage:
  ${CONVERT_USAGE}
      Convert IN to OUT; formats come from the file extensions or from --from/--to
      (an id or extension, see 'topoforge formats'). The first record is written.
      Whatever OUT's format cannot carry (a cell in xyz, bond orders in pdb …) is
      named on stderr. --perceive runs perception first: bonds from distances when
      IN has none, bond orders and formal charges where orders are unknown.
  ${INFO_USAGE}
      Title, formula (Hill order), atom and bond counts, net charge (sum of formal
      charges) and, for periodic structures, the cell (a b c in Å, α β γ in degrees,
      volume in Å³). Bonds are perceived from distances when the file has none.
  ${TYPES_USAGE}
      Force-field atom types of IN's first record, one line per atom: id (from 1),
      element, type; --json gives the same as a JSON array. GAFF types follow
      antechamber's rules; oplsaa gives gromacs-data's opls_NNN types; the
      united-atom force fields (trappe-ua, gromos54a7) mark the hydrogens their
      carbons absorb '(merged)'; clp types ionic liquids (CL&P). An atom the force
      field has no type for is an error.
  ${BUILD_USAGE}
      Topology of IN's first record: types, charges (the file's partial charges,
      zero, or a method of 'charges'; TraPPE-UA, GROMOS 54A7 and CL&P use their
      own), parameters from gaff.dat (--gaff-dat, $TOPOFORGE_GAFF_DAT, default
      /usr/share/openbabel/3.1.1/gaff.dat; --backup oplsaa fills what GAFF lacks
      from OPLS-AA/L) or gromacs-data's oplsaa.ff and gromos54a7.ff (--gromacs-top,
      $TOPOFORGE_GROMACS_TOP, default /usr/share/gromacs/top); --water MODEL types
      the waters by a water model (names as 'forcefield/watermodels' lists them,
      e.g. SPCE, TIP4P2005; 4-site models get their M sites); optionally bonds and
      angles from a Hessian (ORCA .hess, Gaussian .fchk, xtb hessian) by the
      modified Seminario method; then files for each engine and system.json in DIR.
      --engine takes any software the API writes (${ENGINES.join(', ')});
      engines whose file names clash (charmm, namd, gomc) get DIR/<engine>/.
      --supercell X,Y,Z (each 1-10) repeats a crystal's cell before writing.
      --reactive airebo|tersoff: LAMMPS gets the structure for AIREBO (CH.airebo:
      C, H) or Tersoff (BNC.tersoff: B, C, N) instead of the force field (units
      metal, atom_style atomic, no bonded terms), the potential file copied from
      lammps-data (--lammps-potentials, $LAMMPS_POTENTIALS, default
      /usr/share/lammps/potentials); other engines refuse it.
  ${CHARGES_USAGE}
      Partial charges of IN's first record, one line per atom (id, element, charge),
      by M = gasteiger, qeq, eem, eqeq (frameworks; Ewald sums in a cell), mmff94,
      am1bcc, cm1a, 1.14cm1a, 1.14cm1a-lbcc
      (neutral molecules; OPLS-AA types, gromacs-data's oplsaa.ff), cm5, 1.2cm5 or
      xtb-resp (the last seven run MOPAC or xtb). Symmetry-equivalent atoms get equal
      charges; they are multiplied by S (default 1), rounded to 6 decimals and sum to
      N (default: the sum of the formal charges, 0 for a crystal; write a negative N as
      --net-charge=-1).
      For a periodic IN (a cell), --json prints the array of charges in file order.
  ${FORMATS_USAGE}
      The structure formats TopoForge reads and writes, and what each can carry.
  ${FLOWS_USAGE}
      The builder pages (spec 002 §2.3) and what each offers: whether it is built,
      its upload rules (extensions, atom limit), force-field list, charge list,
      backup selector, supercell, default resname and computing softwares;
      --json gives every field.
  ${POLYMER_USAGE}
      Build a polymer chain in 3D as mol2 (the web polymer builder's calls). A
      monomer is a library id ('polymer monomers' lists them) or a p-SMILES with
      two '*', head first. --degree: units (homo 1-500), pattern repeats (block,
      1-500; 1-5 per row) or units (random, 1-100); --polytype ht (default), hh,
      rd; --torsion DEG (-180..180, default 180) or random; --seed 1-10 (same
      seed, same chain); --head/--tail end-group ids (H, CH3, OH, COOH …);
      --tacticity iso, syndio or atactic (default). random: --matrix rows of
      transition probabilities summing to 1, or --ratios (r_ij off the diagonal)
      with --feed concentrations, the feed depleted as the chain grows unless
      --fixed-feed. Units are built by Open Babel (obabel, or $${OBABEL_ENV}).
      mrv: a drawing (Marvin MRV, or a molfile with an SRU Sgroup as Ketcher
      exports): the bracket is the repeat unit, its label the degree (1-500),
      the atoms outside it the end groups, as the API's 2D polymer call.
      --charges METHOD (as 'charges --method', e.g. cm5, qeq) [--scale S] writes
      charges into the mol2, transferred from H-capped units as the server's
      polymer charge call: each distinct unit charged once, caps folded into the
      atom they capped, every unit at its net formal charge.
  ${CARBON_USAGE}
      Carbon nanomaterials (the web carbon-material builder's calls). fullerenes:
      the isomers of C_N in Atlas order (Fowler & Manolopoulos ring spirals) —
      every isomer to C60, the IPR ones to C100, icosahedral Goldberg-Coxeter
      cages (180, 240, 260 … 720) — with name, point group and canonical spiral;
      --ipr keeps the isolated-pentagon ones; --json prints [{atlas, pointGroup,
      spiral, name}]. fullerene NAME (C60, C70-D5h, C76-D2, C28-D2_1 …): the
      relaxed, checked cage. graphene: X x Y orthorhombic cells (1-20), periodic
      or --terminal-h (C-H 1.09 Å); --rcc C-C in Å (1.00-2.00, default 1.42).
      swnt: any (n,m), or armchair/zigzag with the diameter (Å) closest to D;
      --length L in translational periods (1-100). mwnt: coaxial walls (1-10)
      from the innermost diameter D, ~3.4 Å apart. Tubes are periodic along the
      axis (bonds through the boundary) unless --terminal-h. graphyne: periodic
      sheets from the bond lengths given in --bonds (Å; no cited default set yet).
      functionalize: adds groups to IN (epoxide _O_ and -OH on basal carbons,
      -O- methoxy, -NH2, -COOH, -NO2, =O replacing edge C-H; none on neighbouring
      carbons; upward = +z on a sheet, outward on a tube or cage; --seed S).
      --group takes the spec's name (hydroxyl, bridging-oxygen …) or --group=-OH.
      OUT's format comes from --to or its extension (mol2, cif, pdb, gro …).
  ${POTENTIALS_USAGE}
      The EAM and ReaxFF modules of a LAMMPS potentials folder (--dir, else
      $LAMMPS_POTENTIALS, else Debian's /usr/share/lammps/potentials), as the
      web module browsers list them. list: the modules holding every element of
      --elements, of --type, matching --keyword (title, authors, elements, file
      names); --json prints the entries as the API's page records. show: the
      ready LAMMPS lines of module ID, atom type i = i-th element of --elements
      (default: the file's own elements in order).
  ${CG_USAGE}
      Coarse-graining by the Martini 3 mapping rules (rings first, 2-4 heavy atoms
      per T/S/R bead, hydrogens with their atom). map: the beads; --json prints
      [{name, type, atoms (1-based), weights (0.5 = shared)}]. build --ff martini3
      or martini2: the CG topology (GROMACS by default) with bonds/constraints
      averaged over Open Babel's minimised conformers (IN's geometry alone without
      obabel, or above 100 heavy atoms; stderr says which) and beads placed on
      IN's geometry; Martini 3 #includes martini_v3.0.0.itp, read for
      pair coefficients when --martini3-itp or $MARTINI3_ITP names it.
  ${USER_USAGE}
      Create an account in the server's database (the server's DATA_DIR and
      DATABASE_URL; the schema is migrated first). The password is the first line
      of stdin with --password-stdin, else it is asked for in the terminal; it is
      stored as an argon2id hash. --level sets the user level (default free; the
      server's PREMIUM_LEVELS are premium), --admin makes an administrator. A taken
      username exits with 1.
  ${OAUTH_USAGE}
      Register the applications that may let users log in with TopoForge (OpenID
      Connect, issuer PUBLIC_URL/oidc), in the same database. add: --name is shown
      on the consent panel; each --redirect-uri is matched exactly (https, or http
      on localhost); a secret is made and printed once, unless --public (a browser
      or native app). Every client must use PKCE (S256). list: id, kind, name,
      redirect URIs. remove: its codes and tokens stop working.
  topoforge --help | -h
  topoforge --version | -V

Structure input (convert, types, charges, build):
  IN is any file 'topoforge formats' reads; of a file with several records (an SD
  file's molecules) the first is used, and stderr says so. --smiles SMILES takes
  IN's place: Open Babel (obabel on PATH, or $${OBABEL_ENV}) builds it in 3D
  with hydrogens (--gen3d), as the web builder's SMILES box does. The SMILES may
  be followed by a title, as on a .smi line; the title is otherwise the SMILES.
  The structure may hold at most ${UPLOAD_FLOWS[API_FLOW].atomLimit} atoms with its hydrogens. A SMILES
  that breaks the grammar exits with 2, naming the character and its position.
  A SMILES has no partial charges: build uses --charges ${SMILES_CHARGES} unless told.
  A batch, one "SMILES name" line per molecule in molecules.smi:
    while read -r smi name; do
      npx topoforge build --smiles "$smi $name" --out "out/$name" ||
        echo "$name: failed" >&2
    done < molecules.smi

Exit codes:
  0  success
  1  bad input: the file cannot be read, parsed or converted (the message names
     the file and, for parse errors, the line), Open Babel or another program
     is missing or fails
  2  usage error: unknown command or option, missing arguments, a SMILES that
     breaks the grammar
  3  internal error in TopoForge (please report it)`;
