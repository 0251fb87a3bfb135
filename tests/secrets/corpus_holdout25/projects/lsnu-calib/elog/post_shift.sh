#!/bin/sh
# Post the shift summary to the calibration logbook (elog(1) client of PSI ELOG).
SUMMARY=${1:-shift_summary.txt}
elog -h elog.knot.example.edu -p 8080 -s -l Calibration \
  -u calibshift {{password:elog-password}} \
  -a Author="Calibration shift" -a Type=Routine -a Subject="Shift summary $(date +%F)" \
  -m "$SUMMARY"
