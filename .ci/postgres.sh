#!/usr/bin/env bash
# Starts Debian's PostgreSQL on loopback for a second run of the server tests and prints its DATABASE_URL.
# Installs the postgresql package when missing and root. Prints nothing (and says why on stderr) when it cannot.
set -uo pipefail
# Only the URL goes to stdout, as it becomes DATABASE_URL: whatever the tools below say (pg_ctlcluster prints "Removed
# stale pid file." on stdout) goes to stderr. Not `exec 1>&2`: the server started here would keep a copy of stdout open.

if [ "$(id -u)" != 0 ]; then
  echo "PostgreSQL run skipped: starting Debian's postgresql needs root" >&2
  exit 0
fi
if ! command -v pg_ctlcluster >/dev/null; then
  echo "Installing Debian's postgresql for the server tests' PostgreSQL run" >&2
  if ! (apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null); then
    echo "PostgreSQL run skipped: apt could not install postgresql" >&2
    exit 0
  fi
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main "; then
  pg_createcluster "$version" main >/dev/null || { echo "PostgreSQL run skipped: pg_createcluster failed" >&2; exit 0; }
fi
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
  pg_ctlcluster "$version" main start >&2 || { echo "PostgreSQL run skipped: the cluster did not start" >&2; exit 0; }
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
su postgres -c "psql -qp $port -v ON_ERROR_STOP=1" >/dev/null <<'SQL' || { echo "PostgreSQL run skipped: could not create the test database" >&2; exit 0; }
SELECT 'CREATE ROLE codefest LOGIN PASSWORD ''codefest'''
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'codefest') \gexec
SELECT 'CREATE DATABASE codefest_test OWNER codefest'
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'codefest_test') \gexec
SQL
echo "postgresql://codefest:codefest@127.0.0.1:$port/codefest_test"
