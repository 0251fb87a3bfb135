/* SAS/CONNECT to WRDS Cloud */
%let wrds = wrds-cloud.wharton.upenn.edu 4016;
options comamid=TCP remote=WRDS;
signon username=ezuniga password="{{password:wrds-password}}";
rsubmit;
  libname out '/scratch/serin';
  proc sql;
    create table out.cds as
    select * from markit.cds where date >= '01JAN2020'd and country = 'Mexico';
  quit;
endrsubmit;
signoff;
