#!/usr/bin/env bash
# The core tier builds on a machine without LAPACK. Removes liblapacke-dev, builds every
# core product (and the core consumer), then reinstalls the package whatever happened (trap), so
# the rest of CI runs as before. It builds in the package's own .build (debug), which the test
# stage then reuses: a core module that came to need LAPACK would be a changed source, recompiled
# here and failing without the header.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
# The package lists may have been cleaned since the make target installed it: update and retry.
install_lapacke() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q liblapacke-dev >/dev/null; }
reinstall() {
  install_lapacke 2>/dev/null || { $SUDO apt-get update -q >/dev/null && install_lapacke; } ||
    echo "error: could not reinstall liblapacke-dev; run: apt-get update && apt-get install liblapacke-dev" >&2
}
trap reinstall EXIT
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q liblapacke-dev >/dev/null
if pkg-config --exists lapacke || [ -e /usr/include/lapacke.h ]; then
  echo "error: LAPACKE is still installed; the check would prove nothing" >&2
  exit 1
fi
# SwiftPM builds an automatic library product only through its target (`--product` falls back to
# building everything), so each core product is built as `--target`, which builds its dependencies.
for target in MotionMath TimingCurves Springs Keyframes Timelines ValueSpaces Paths AnimationTiming MotionCurves; do
  echo "building $target without LAPACK"
  "${SWIFT:-swift}" build --target "$target" --scratch-path .build
done
(cd Tests/ConsumerPackage && "${SWIFT:-swift}" build --product core-consumer --scratch-path ../../.build && \
  "${SWIFT:-swift}" run --skip-build --scratch-path ../../.build core-consumer)
echo "core tier: every product built without liblapacke-dev"
