#!/bin/sh
# Copies every workspace's package.json and the lock file into $1, keeping their paths, so a
# Docker build installs dependencies in a layer that is cached until a manifest changes.
set -eu
target="$1"
mkdir -p "$target"
find . -name node_modules -prune -o -name package.json -print | xargs -I{} cp --parents {} "$target"
cp package-lock.json "$target/"
