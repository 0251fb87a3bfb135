/* warehouse library; the password is PWENCODE output */
libname dw odbc dsn=climatedw user=etl password="{{sas002:sas-encoded-password}}";
libname dw2 odbc dsn=climatedw authdomain=DWAuth;
