library(DBI)
library(odbc)

con <- dbConnect(odbc::odbc(), Driver = "ODBC Driver 18 for SQL Server",
                 Server = "asthma-sql.godwit.example.edu.au", Database = "SmokeAsthma",
                 UID = "smoke_rw", PWD = "{{password:sqlserver-password}}",
                 TrustServerCertificate = "yes")
exp <- dbGetQuery(con, "select * from dbo.daily_exposure where obs_date between '2019-11-01' and '2020-02-29'")
set.seed(42)
