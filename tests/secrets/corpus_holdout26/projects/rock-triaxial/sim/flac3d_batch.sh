#!/bin/bash
#SBATCH -J flac-ucs
#SBATCH -p cpu-long
#SBATCH -n 1 -c 32
#SBATCH -t 2-00:00:00
# Itasca network licence (CodeMeter) on the licence server; no key here.
export CODEMETER_SERVER=cm.dunlin.example.edu
flac3d9_console.exe call ucs_granite.dat
# results to MinIO
mc cp results/*.sav rocklab/flac-results/ --attr "git-sha=a3c9e1f04b7d2c6e8f0a1b3c5d7e9f1a2b4c6d8e"
