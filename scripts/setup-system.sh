#!/usr/bin/env bash
# Installs the Debian packages TopoForge needs, and only those that are missing.
#
#   scripts/setup-system.sh [runtime|test]      (default: runtime)
#
# runtime: the programs and data the server uses (Open Babel, xtb, MOPAC, force-field, molecule and mineral data)
#          and the compiler the embedded database's native module is built with.
# test:    runtime plus what the test suite checks against (GROMACS, LAMMPS, OpenMM, ParmEd, RDKit,
#          Chromium for the browser tests, PostgreSQL, nginx as the proxy in front of two server replicas).
# Safe to run again: when everything is installed it prints one line and exits 0.
set -euo pipefail

# python3, make and g++ build better-sqlite3 (the embedded database) when npm ci installs it.
readonly RUNTIME_PACKAGES=(openbabel xtb mopac gromacs-data lammps-data chemical-structures-data libavogadro-data python3 make g++)
# gperiodic: its zh_CN translation is the second source of the periodic-table picker's Chinese names.
# fonts-wqy-microhei: a CJK font, so browser tests and their screenshots show the Chinese pages as text.
# slurm-wlm + munge: the job-centre tests start a throw-away one-node Slurm cluster (apps/server/test/support/slurm-cluster.ts).
readonly TEST_PACKAGES=(gromacs lammps python3-simtk python3-parmed python3-rdkit chromium postgresql nginx gperiodic fonts-wqy-microhei slurm-wlm munge)

usage() {
  echo "usage: $0 [runtime|test]" >&2
  exit 2
}

is_installed() {
  local status
  # shellcheck disable=SC2016 # ${db:Status-Status} is a dpkg-query field, not a shell expansion
  status="$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)"
  [[ "$status" == installed ]]
}

main() {
  local mode="${1:-runtime}"
  [[ $# -le 1 ]] || usage
  local wanted=()
  case "$mode" in
    runtime) wanted=("${RUNTIME_PACKAGES[@]}") ;;
    test) wanted=("${RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
    *) usage ;;
  esac

  if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
    echo "setup-system: this script needs Debian or Ubuntu (dpkg-query, apt-get)." >&2
    echo "Install these packages with your system's package manager: ${wanted[*]}" >&2
    exit 1
  fi

  local missing=() package
  for package in "${wanted[@]}"; do
    is_installed "$package" || missing+=("$package")
  done

  if [[ ${#missing[@]} -eq 0 ]]; then
    echo "setup-system: all ${#wanted[@]} Debian packages for '$mode' are installed."
    return 0
  fi

  echo "setup-system: missing Debian packages for '$mode': ${missing[*]}"
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "setup-system: installing them needs root. Run:" >&2
    echo "  sudo $(realpath "$0") $mode" >&2
    exit 1
  fi

  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y "${missing[@]}"
  echo "setup-system: installed ${missing[*]}."
}

main "$@"
