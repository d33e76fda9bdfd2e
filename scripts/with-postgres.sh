#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster of its own (Debian's `postgresql` package,
# never a system service): initdb in a temp folder, a free loopback port, and a socket folder
# inside it; PRESENSI_PG_URL points at it for the command; the cluster is stopped and deleted when
# the command ends, whatever way it ends.
#   bash scripts/with-postgres.sh npx vitest run tests/postgres
# initdb refuses to run as root (CI runs as root): then the cluster runs as the `postgres` user.
set -euo pipefail

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install -y postgresql; scripts/setup.sh does it)" >&2
  exit 1
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/presensi-pg.XXXXXX")"
mkdir -p "$dir/data" "$dir/sock"
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; fi

port="${PRESENSI_PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

# Locale C: the same byte order as SQLite whatever the machine's locale (the schema also says
# COLLATE "C" where it sorts text, so a foundation's own cluster behaves the same).
as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --locale=C --encoding=UTF8 >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null

export PRESENSI_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on $PRESENSI_PG_URL"
"$@"
