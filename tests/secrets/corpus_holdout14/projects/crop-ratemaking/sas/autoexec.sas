/* Pulls RMA Summary of Business and the carrier's loss runs from the SQL Server mart */
options compress=yes fullstimer;
libname sob "/projects/crop-ratemaking/data/sob";
libname lossmart odbc datasrc="LossMart" user=svc_act password="{{sas002:sas-encoded-password}}" schema=dbo;
libname rma_pub "/projects/crop-ratemaking/data/rma_public" access=readonly;
