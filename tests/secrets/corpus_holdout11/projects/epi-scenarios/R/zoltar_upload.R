# zoltr (the R client of Zoltar) ---------------------------------------------
library(zoltr)
conn <- new_connection()
zoltar_authenticate(conn, "kboateng", "{{password:zoltar-password}}")
# the right way: zoltar_authenticate(conn, Sys.getenv("Z_USERNAME"), Sys.getenv("Z_PASSWORD"))
project_url <- "https://zoltardata.com/api/project/354/"
models(conn, project_url)
