#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback (ARCHITECTURE §5) and prints the export line for it.
# Usage: eval "$(bash scripts/start-test-postgres.sh)"
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PGPORT=${PGPORT:-55432}
# Skip ports already taken (another throwaway server, a local PostgreSQL).
while (exec 3<>"/dev/tcp/127.0.0.1/$PGPORT") 2>/dev/null; do PGPORT=$((PGPORT + 1)); done
PGDATA=$(mktemp -d /tmp/nutrio-pg.XXXXXX)
chown postgres:postgres "$PGDATA"
runuser -u postgres -- "$PGBIN/initdb" -D "$PGDATA" -A trust -U postgres >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/log" -w \
  -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "export NUTRIO_TEST_PGDATA=$PGDATA"
