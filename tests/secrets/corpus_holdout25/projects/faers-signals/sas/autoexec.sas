/* autoexec for the SAS Viya batch jobs on the FAERS data */
options validvarname=any compress=yes;
libname sf snow server="knot-pharmacovig.snowflakecomputing.com"
        warehouse=PV_XS database=FAERS schema=CURATED
        user=OBANKOLE
        password="{{sas002}}";
libname ref "/projects/faers-signals/ref/meddra_27_1";
%let umls_key = %sysget(UMLS_API_KEY);
