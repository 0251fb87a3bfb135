/* Run on WRDS Cloud: qsub crsp_extract.sh */
%let wrds = wrds-cloud.wharton.upenn.edu 4016;
options comamid=TCP remote=WRDS;
/* signon username=nkhumalo password="{{sas002}}"; */
signon username=nkhumalo password="{{password:wrds-password}}";

rsubmit;
libname crsp '/wrds/crsp/sasdata/a_stock';
data work.adr;
  set crsp.dsf(keep=permno date prc vol ret bidlo askhi);
  where permno in (14593, 83975, 91233) and date >= '01JAN2010'd;
run;
proc download data=work.adr out=adr; run;
endrsubmit;
signoff;
