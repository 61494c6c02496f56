#!/usr/bin/env bash
# Starts a throwaway Redis server on loopback, without persistence, and prints the export lines for it.
# Usage: eval "$(bash scripts/start-test-redis.sh)"
# Stop:  kill the pid in "$NUTRIO_TEST_REDIS_DIR/redis.pid", wait until it has exited, then rm -rf the folder
set -euo pipefail
REDIS_PORT=${REDIS_PORT:-56379}
# Skip ports already taken (another throwaway server, a local Redis).
while (exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT") 2>/dev/null; do REDIS_PORT=$((REDIS_PORT + 1)); done
REDIS_DIR=$(mktemp -d /tmp/nutrio-redis.XXXXXX)
# Counters only: nothing is saved, so a restart starts empty and no dump lands in the working directory.
/usr/bin/redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --daemonize yes --save '' --appendonly no \
  --dir "$REDIS_DIR" --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/log"
# --daemonize returns before the server listens; wait (up to 10 s) until it answers.
for _ in $(seq 100); do
  if [ -s "$REDIS_DIR/redis.pid" ] && (exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT") 2>/dev/null; then
    echo "export TEST_REDIS_URL=redis://127.0.0.1:$REDIS_PORT/0"
    echo "export NUTRIO_TEST_REDIS_DIR=$REDIS_DIR"
    exit 0
  fi
  sleep 0.1
done
echo "Redis did not start; its log:" >&2
cat "$REDIS_DIR/log" >&2 || true
exit 1
