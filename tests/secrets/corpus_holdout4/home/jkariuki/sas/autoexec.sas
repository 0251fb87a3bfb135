options validvarname=any compress=yes;
/* credentials come from _authinfo (AUTHINFO= / NETRC), see SAS/ACCESS "Using an authentication domain" */
libname epidw odbc dsn=epidw authdomain="EpiDW" schema=sero;
libname redcap "/project/sero-survey/data/redcap_exports";
%let db_pw = %sysget(EPIDW_PW);
/* proc pwencode in="..." method=sas002; run;  -> paste into _authinfo, never here
   (the manual's example output for 'my password': {SAS002}DBCC571245AD0B31433834F80BD2B99E16B3C969) */
filename rc url "https://redcap.kestrel.example.edu/api/" ;
