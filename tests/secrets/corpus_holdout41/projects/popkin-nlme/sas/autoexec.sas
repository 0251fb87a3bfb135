/* autoexec for the clinical warehouse: password encoded with PROC PWENCODE */
libname cdw oracle path="CDWPRD" schema=PK user=pk_analyst
        password="{{sas002}}";
options fullstimer compress=yes;
/* older libname, SAS001 is only base64, kept for reference:            */
/* password="{SAS001}KioqKioqKioqKg==" -- the ten stars of a placeholder */
