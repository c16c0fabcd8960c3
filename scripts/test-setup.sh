#!/usr/bin/env bash
# First step of `npm test` (npm runs it as `pretest`): the end-to-end tests
# drive Debian's Chromium and test deploy/nginx.conf on a real nginx (over
# HTTPS, with a certificate openssl makes); the sections' PDFs need poppler-utils and qpdf. When one
# is missing, root on a Debian-like system gets it installed; anyone else gets
# the exact command and the tests do not start.
set -euo pipefail

missing=()
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ -n "${CHROME_PATH:-}" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable browser; unset it to use Debian's /usr/bin/chromium." >&2
    exit 1
  fi
  missing+=(chromium)
fi
if [ ! -x /usr/sbin/nginx ] && [ ! -x /usr/bin/nginx ]; then missing+=(nginx); fi
# The nginx test makes a self-signed certificate for its HTTPS server.
if ! command -v openssl >/dev/null 2>&1; then missing+=(openssl); fi
# The test build prints each section as a PDF (npm run build:pdf: poppler's pdfinfo reads its page
# numbers, qpdf puts the cover in front), and the PDF tests open them with poppler and qpdf.
if ! command -v pdfinfo >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then missing+=(poppler-utils); fi
if ! command -v qpdf >/dev/null 2>&1; then missing+=(qpdf); fi

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the end-to-end tests need: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The end-to-end tests need ${missing[*]}, which this machine lacks. Install them, then run npm test again:" >&2
if [ "$(id -u)" -eq 0 ]; then echo "  $command" >&2; else echo "  sudo sh -c '$command'" >&2; fi
exit 1
