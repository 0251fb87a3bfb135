#!/bin/bash
# convert EyeLink 1000 Plus EDF files and log their checksums
for f in raw/*.EDF; do
  edf2asc -y -res -vel "$f"
  sha1sum "$f" >> raw/CHECKSUMS.sha1
done
# recorded 2025-02: P014.EDF 9c2e4a71f0d83b5e6c1a7f2d9e0b4c38a5f6d172
