#!/bin/bash
# Deliver raw reads to collaborators through SciLifeLab Data Delivery System
dds auth login --username kasante
dds data put --project "snpseq00581" --source /proj/infant-gut/raw --num-threads 8
dds ls --project snpseq00581 --tree
# project id snpseq00581, delivery receipt 5e2f8a1c-3b7d-4e09-a6c4-8d1f2e3a4b5c
