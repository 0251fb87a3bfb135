#!/bin/bash
#$ -cwd
#$ -N crsp_adr
#$ -l m_mem_free=8G
# WRDS Cloud grid engine wrapper; the SAS program signs on to itself
sas crsp_extract.sas
