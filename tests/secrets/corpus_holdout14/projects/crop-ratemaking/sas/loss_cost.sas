/* county loss cost ratios, 1995-2025, for corn and soybeans; see RMA's rate methodology */
proc sql;
  create table work.lcr as
  select state_code, county_code, crop_code, commodity_year,
         sum(indemnity_amount) / sum(liability_amount) as lcr
  from lossmart.sob_tpu
  where crop_code in ('0041', '0081')
  group by 1, 2, 3, 4;
quit;
/* catastrophic load: capped at the 80th percentile, as in the 2023 rate review */
