con <- DBI::dbConnect(
  odbc::odbc(),
  Driver   = "Oracle 21 ODBC driver",
  DBQ      = "cdw.yellowlegs.example.org:1521/CDWPRD",
  UID      = "PK_ANALYST",
  PWD      = "{{password:oracle-password}}"
)
# dev copy uses PWD = Sys.getenv("CDW_DEV_PWD")
labs <- DBI::dbGetQuery(con, "SELECT subject_id, creatinine, egfr FROM lab_results WHERE study = 'POPKIN-PED'")
