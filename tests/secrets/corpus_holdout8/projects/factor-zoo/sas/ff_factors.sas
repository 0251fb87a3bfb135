/* Fama-French factors from WRDS, run on the WRDS cloud by SAS/CONNECT */
%include "~/.sasrc";
rsubmit;
proc sql;
  create table ff as select * from ff.factors_monthly where date >= '01JAN1963'd;
quit;
proc download data=ff out=work.ff; run;
endrsubmit;
signoff;
