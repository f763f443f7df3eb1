#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests, on a private port and a private socket directory, so it
# never touches (or is mistaken for) a system cluster.
#
#   scripts/pg_cluster.sh start  DIR PORT                 last stdout line: postgres://postgres@127.0.0.1:PORT/postgres
#   scripts/pg_cluster.sh load   DIR PORT DBNAME SQLFILE  (re)creates DBNAME from SQLFILE; last stdout line: its URL
#   scripts/pg_cluster.sh status DIR                      exit 0 running, 3 stopped
#   scripts/pg_cluster.sh stop   DIR                      stops the server, keeps DIR
#
# DIR holds data/ (PGDATA), sock/ (the unix socket), postgres.log and a marker file. PostgreSQL will
# not run as root, so when this script is run as root the server runs as the system user qlarify-pg.
# Authentication is trust (anyone on this machine may connect): this is for tests, never real data.
# `load` also makes the role qlarify_reader (password "reader") that can only read the loaded tables.
# PG_CLUSTER_TIMEOUT (seconds, default 30) bounds each wait for the server.
set -euo pipefail

PG_USER=qlarify-pg
READER=qlarify_reader
MARKER=.qlarify-pg-cluster
TIMEOUT=${PG_CLUSTER_TIMEOUT:-30}
# The caller's libpq settings must not point our commands at some other server or database.
unset PGHOST PGHOSTADDR PGPORT PGUSER PGDATABASE PGDATA PGSERVICE PGSERVICEFILE PGOPTIONS PGPASSWORD PGPASSFILE

die() { echo "pg_cluster.sh: $*" >&2; exit 1; }
usage() { sed -n '5,8p' "$0" | sed 's/^# *//' >&2; exit 2; }

# The server binaries: pg_config's bindir if it has initdb (Debian's pg_config can come with libpq-dev
# alone), else the highest /usr/lib/postgresql/N/bin, else initdb found on PATH.
find_bindir() {
  local d
  d=$(pg_config --bindir 2>/dev/null || true)
  if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return; fi
  while read -r d; do
    if [ -x "$d/initdb" ]; then echo "$d"; return; fi
  done < <(printf '%s\n' /usr/lib/postgresql/*/bin | sort -rV)
  d=$(command -v initdb 2>/dev/null) || return 1
  dirname "$(readlink -f "$d")"  # the real directory, so pg_ctl and psql come from the same version
}

set_dir() {
  DIR=$(realpath -m -- "$1")
  # DIR ends up inside server options and a socket path: keep it to characters needing no quoting.
  [[ $DIR =~ ^/[A-Za-z0-9/._+-]*$ ]] || die "DIR may contain only letters, digits and / . _ + - : $DIR"
  DATA=$DIR/data
  SOCK=$DIR/sock
  LOG=$DIR/postgres.log
}

set_port() {
  if ! [[ $1 =~ ^[0-9]+$ ]] || (( $1 < 1024 || $1 > 65535 )); then
    die "PORT must be a number from 1024 to 65535: $1"
  fi
  PORT=$1
  # A unix socket path may hold at most 107 bytes.
  local s="$SOCK/.s.PGSQL.$PORT"
  (( ${#s} <= 107 )) || die "DIR is too long for a unix socket path ($s); use a shorter one"
}

# Run a server command as the cluster's owner, from DIR (the owner may not be able to read our cwd).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd "$DIR" && runuser -u "$OWNER" -- "$@")
  else
    (cd "$DIR" && "$@")
  fi
}

# Who owns (or will own) the cluster: as root, whoever owns an existing data directory, else qlarify-pg.
set_owner() {
  if [ "$(id -u)" -ne 0 ]; then
    OWNER=$(id -un)
  elif [ -d "$DATA" ]; then
    OWNER=$(stat -c %U "$DATA")
    [ "$OWNER" != root ] || die "$DATA belongs to root; PostgreSQL cannot run as root"
  else
    OWNER=$PG_USER
  fi
}

is_running() { as_owner "$BIN/pg_ctl" status -D "$DATA" >/dev/null 2>&1; }

log_tail() {
  if [ -f "$LOG" ]; then
    echo "--- last lines of $LOG ---" >&2
    tail -n 25 "$LOG" >&2
  fi
}

wait_ready() {
  local deadline=$((SECONDS + TIMEOUT))
  until "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -d postgres -U postgres -t 1; do
    if (( SECONDS >= deadline )); then
      log_tail
      die "postgres is not accepting connections on 127.0.0.1:$PORT after ${TIMEOUT}s"
    fi
    sleep 0.2
  done
}

cmd_start() {
  [ $# -eq 2 ] || usage
  set_dir "$1"
  set_port "$2"
  BIN=$(find_bindir) || die "PostgreSQL server binaries not found (pg_config, /usr/lib/postgresql/*/bin, PATH); install Debian's postgresql package"
  # Only ever take over a missing or empty DIR, or one this script set up: as root it is chown'ed whole.
  if [ -e "$DIR" ] && [ ! -e "$DIR/$MARKER" ]; then
    [ -d "$DIR" ] || die "$DIR exists and is not a directory"
    [ -z "$(ls -A "$DIR")" ] || die "$DIR is not empty and was not made by pg_cluster.sh; refusing to use it"
  fi
  set_owner
  mkdir -p "$DIR"
  touch "$DIR/$MARKER"
  if [ "$(id -u)" -eq 0 ] && [ "$OWNER" = "$PG_USER" ]; then
    id -u "$PG_USER" >/dev/null 2>&1 ||
      useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER" ||
      die "could not create the system user $PG_USER"
    chown -R "$PG_USER:" "$DIR"
    # A DIR under a private directory such as /root cannot be reached by that user.
    runuser -u "$PG_USER" -- test -w "$DIR" -a -x "$DIR" ||
      die "user $PG_USER cannot reach $DIR (a parent directory is private); use a directory such as /tmp/NAME"
  fi

  if [ -f "$DATA/PG_VERSION" ] && is_running; then
    local running_port
    running_port=$(sed -n 4p "$DATA/postmaster.pid")
    [ "$running_port" = "$PORT" ] || die "the cluster in $DIR is already running, on port $running_port, not $PORT"
    as_owner "$BIN/pg_ctl" status -D "$DATA"
    wait_ready
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    return
  fi

  # Fail clearly, before initdb or starting, if something already listens on the port (a system cluster, say).
  if (: <>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
    die "port $PORT on 127.0.0.1 is already in use"
  fi
  if [ ! -f "$DATA/PG_VERSION" ]; then
    local locale=C  # C.UTF-8 sorts like C but classifies all of Unicode; it is not on every system
    if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then locale=C.UTF-8; fi
    # --no-sync: a throwaway cluster need not survive a power cut, and syncing costs seconds.
    as_owner "$BIN/initdb" -D "$DATA" --auth=trust --username=postgres -E UTF8 --locale="$locale" --no-sync \
      >"$DIR/initdb.log" 2>&1 || { tail -n 20 "$DIR/initdb.log" >&2; die "initdb failed (output above)"; }
  fi
  as_owner mkdir -p "$SOCK"

  # Loopback only, our own socket directory, and durability off: the data can always be reloaded.
  local opts="-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$SOCK"
  opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=16MB"
  if ! as_owner "$BIN/pg_ctl" start -D "$DATA" -l "$LOG" -w -t "$TIMEOUT" -o "$opts" >&2; then
    log_tail
    die "postgres did not start (log above)"
  fi
  wait_ready
  echo "postgres://postgres@127.0.0.1:$PORT/postgres"
}

cmd_load() {
  [ $# -eq 4 ] || usage
  set_dir "$1"
  set_port "$2"
  local db=$3 file=$4
  # A plain name needs no escaping in URLs or psql -d (a benchmark example's id may hold a -).
  [[ $db =~ ^[A-Za-z_][A-Za-z0-9_-]*$ ]] || die "DBNAME must be letters, digits, _ and -: $db"
  [ -r "$file" ] || die "cannot read $file"
  BIN=$(find_bindir) || die "PostgreSQL binaries not found"
  # Connect through DIR's own socket: that can only be the cluster in DIR, never a system one that
  # happens to listen on PORT (this command drops a database).
  [ -S "$SOCK/.s.PGSQL.$PORT" ] || die "no cluster from $DIR is running on port $PORT (run: $0 start $DIR $PORT)"
  # Notices ("does not exist, skipping") are noise in test logs; warnings and errors still show.
  local psql=(env PGOPTIONS="-c client_min_messages=warning" "$BIN/psql" -X -q -v ON_ERROR_STOP=1
              -h "$SOCK" -p "$PORT" -U postgres)

  "${psql[@]}" -d postgres -v db="$db" <<'SQL' || die "could not recreate database $db"
-- WITH (FORCE) ends leftover test connections; it exists from PostgreSQL 13 on.
SELECT current_setting('server_version_num')::int >= 130000 AS has_force \gset
\if :has_force
DROP DATABASE IF EXISTS :"db" WITH (FORCE);
\else
DROP DATABASE IF EXISTS :"db";
\endif
CREATE DATABASE :"db";
SQL
  "${psql[@]}" -d "$db" -f "$file" || die "loading $file into $db failed (psql's error above)"
  "${psql[@]}" -d "$db" -v db="$db" -v reader="$READER" <<'SQL' || die "could not set up the role $READER"
-- Roles are cluster-wide, so the role may be left from an earlier load: (re)set its password either way.
SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'reader') AS missing \gset
\if :missing
CREATE ROLE :"reader" LOGIN PASSWORD 'reader';
\else
ALTER ROLE :"reader" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD 'reader';
\endif
-- Take away what every role gets by default (connect, temp tables, schema use), then give the reader
-- exactly CONNECT, USAGE on public and SELECT on its tables and views: a real read-only user.
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO :"reader";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO :"reader";
GRANT SELECT ON ALL TABLES IN SCHEMA public TO :"reader";
SQL
  echo "postgres://postgres@127.0.0.1:$PORT/$db"
}

cmd_status() {
  [ $# -eq 1 ] || usage
  set_dir "$1"
  [ -f "$DATA/PG_VERSION" ] || { echo "no cluster in $DIR"; exit 3; }
  BIN=$(find_bindir) || die "PostgreSQL binaries not found"
  set_owner
  as_owner "$BIN/pg_ctl" status -D "$DATA" || exit 3
}

cmd_stop() {
  [ $# -eq 1 ] || usage
  set_dir "$1"
  # Nothing to stop is not a failure, so a test's cleanup can always call this.
  [ -f "$DATA/PG_VERSION" ] || { echo "no cluster in $DIR; nothing to stop" >&2; return 0; }
  BIN=$(find_bindir) || die "PostgreSQL binaries not found"
  set_owner
  if ! is_running; then
    echo "the cluster in $DIR is not running" >&2
    return 0
  fi
  as_owner "$BIN/pg_ctl" stop -D "$DATA" -m fast -w -t "$TIMEOUT" >&2 || { log_tail; die "pg_ctl stop failed"; }
}

[ $# -ge 1 ] || usage
cmd=$1
shift
case $cmd in
  start) cmd_start "$@" ;;
  load) cmd_load "$@" ;;
  status) cmd_status "$@" ;;
  stop) cmd_stop "$@" ;;
  *) usage ;;
esac
