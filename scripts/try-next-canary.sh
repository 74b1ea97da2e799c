#!/usr/bin/env bash
# `npm run try:canary`: builds this site on Next's current canary in a scratch copy of the committed
# tree (nothing here changes), starts it as `npm start` does, and checks that it serves `/`, takes a
# lead and answers a chat message. Run it before upgrading Next: what it prints is what would break.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/next-canary.XXXXXX")
port=${CANARY_PORT:-3199}
server=''
cleanup() {
  local status=$?
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$scratch"
  # The checks' verdict, not the stopped server's exit code.
  exit "$status"
}
trap cleanup EXIT

git -C "$root" archive HEAD | tar -x -C "$scratch"
cd "$scratch"
# The newest canary the registry has (its `canary` tag, where a mirror keeps it, names the same).
version=${NEXT_CANARY_VERSION:-$(npm view next versions --json | node -e '
  const versions = JSON.parse(require("fs").readFileSync(0, "utf8")).filter((v) => /-canary\.\d+$/.test(v))
  const key = (v) => v.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? p.padStart(6, "0") : p)).join(".")
  console.log(versions.sort((a, b) => (key(a) < key(b) ? -1 : 1)).at(-1) ?? "")')}
[ -n "$version" ] || { echo "✗ the registry has no canary of next"; exit 1; }
echo "Installing in $scratch, then next@$version"
npm install --no-audit --no-fund --loglevel=error >/dev/null
npm install --no-audit --no-fund --loglevel=error --save-exact "next@$version" >/dev/null
echo "Next $(node -p "require('next/package.json').version")"
NEXT_TELEMETRY_DISABLED=1 npm run build >build.log 2>&1 || { tail -40 build.log; echo "✗ the build failed on Next's canary"; exit 1; }

LEADS_DATA_DIR="$scratch/.data/leads" MAIL_DIR="$scratch/.data/mail" npm start -- -p "$port" >server.log 2>&1 &
server=$!
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/api/health?ready=1" >/dev/null && break; sleep 1; done

fail() { tail -40 server.log; echo "✗ $1"; exit 1; }
status=$(curl -s -o page.html -w '%{http_code}' "http://127.0.0.1:$port/")
[ "$status" = 200 ] && grep -q '</html>' page.html || fail "GET / answered $status"
echo "✓ GET / 200"
status=$(curl -s -o lead.json -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"name":"Canary Check","email":"canary@example.com","company":"Canary Co","source":"contact"}' \
  "http://127.0.0.1:$port/api/gpt-lead")
[ "$status" = 201 ] || fail "POST /api/gpt-lead answered $status: $(cat lead.json)"
echo "✓ a lead: 201 $(cat lead.json)"
status=$(curl -s -o chat.json -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"messages":[{"role":"user","content":"How much does the AI Receptionist cost?"}]}' \
  "http://127.0.0.1:$port/api/chat")
[ "$status" = 200 ] && grep -q '"message"' chat.json || fail "POST /api/chat answered $status: $(cat chat.json)"
echo "✓ a chat reply: $(head -c 160 chat.json)…"
