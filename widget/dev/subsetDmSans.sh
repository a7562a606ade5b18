#!/bin/sh
# Regenerates widget/src/app/theme/fonts/dm-sans-basic-{400,700}.woff2: the
# characters of English text (printable ASCII and common punctuation) cut
# from @fontsource/dm-sans's latin files, about 9.5 KB instead of 14 KB each
# (see README, "Weight"). Needs fontTools with brotli:
#   pip install fonttools brotli
# BASIC must stay equal to the unicode-range of the basic faces in
# src/app/styles/fonts.css.
set -e
cd "$(dirname "$0")/.."
BASIC='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B7,U+00BB,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122'
for weight in 400 700; do
  python3 -m fontTools.subset "../node_modules/@fontsource/dm-sans/files/dm-sans-latin-$weight-normal.woff2" \
    --unicodes="$BASIC" --flavor=woff2 \
    --output-file="src/app/theme/fonts/dm-sans-basic-$weight.woff2"
done
